import Ajv2020 from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { registry } from './index.ts';
import { widgetSchemas } from './schemas.ts';

describe('the widget registry', () => {
  it('has the same widget names as the props schemas that quadro check uses', () => {
    expect(Object.keys(registry).sort()).toEqual(Object.keys(widgetSchemas).sort());
  });

  it.each(Object.entries(registry))(
    "uses %s's props schema itself in both lists",
    (name, entry) => {
      expect(widgetSchemas[name]).toBe(entry.propsSchema);
    },
  );

  it.each(Object.entries(widgetSchemas))(
    "gives %s a strict props schema that describes every prop (STYLE 'A widget folder')",
    (_name, schema) => {
      expect(new Ajv2020({ strict: true }).validateSchema(schema)).toBe(true);
      expect(schema).toMatchObject({ type: 'object', additionalProperties: false });
      const properties = Object.values((schema as { properties?: object }).properties ?? {});
      expect(properties.length).toBeGreaterThan(0);
      for (const property of properties) expect(property).toHaveProperty('description');
    },
  );

  it.each(Object.entries(registry))('records the version that introduced %s', (_name, entry) => {
    expect(entry.since).toMatch(/^\d+\.\d+\.\d+$/);
  });
});
