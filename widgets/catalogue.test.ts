import Ajv2020 from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { catalogue } from './catalogue.gen.ts';

describe('the widget catalogue', () => {
  it.each(Object.entries(catalogue))(
    "gives %s a strict props schema that describes every prop (STYLE 'A widget folder')",
    (_name, { propsSchema }) => {
      expect(new Ajv2020({ strict: true }).validateSchema(propsSchema)).toBe(true);
      expect(propsSchema).toMatchObject({ type: 'object', additionalProperties: false });
      const properties = Object.values((propsSchema as { properties?: object }).properties ?? {});
      expect(properties.length).toBeGreaterThan(0);
      for (const property of properties) expect(property).toHaveProperty('description');
    },
  );

  it.each(Object.entries(catalogue))('records the version that introduced %s', (_name, meta) => {
    expect(meta.since).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it.each(Object.entries(catalogue))(
    'describes %s for configurators in one line',
    (_name, { description }) => {
      expect(description).toMatch(/^\S.{0,99}\.$/);
    },
  );
});
