import { hostSettings } from 'virtual:quadro/validators/bill';
import { describe, expect, it } from 'vitest';
import { stripAnnotations, validatorRuntime } from './runtime.ts';

describe('the validators compiled into the page', () => {
  it('lose the annotations but keep property names and enum values', () => {
    const schema = {
      title: 'T',
      description: 'D',
      properties: {
        description: { type: 'string', description: 'a property named description' },
        kind: { enum: [{ description: 'data' }], default: 'x' },
      },
      anyOf: [{ $comment: 'c', type: 'object' }],
    };
    expect(stripAnnotations(schema)).toEqual({
      properties: { description: { type: 'string' }, kind: { enum: [{ description: 'data' }] } },
      anyOf: [{ type: 'object' }],
    });
  });

  it('carry their own runtime helpers instead of requiring ajv', () => {
    const code = validatorRuntime('const f = require("ajv/dist/runtime/ucs2length").default;');
    expect(code).not.toContain('require(');
    expect(code).toContain('function ucs2length');
    expect(() => validatorRuntime('require("ajv-formats/dist/formats")')).toThrow(/ajv-formats/);
  });

  it('count lengths in characters, as ajv does: an emoji is one', () => {
    const host = { templateName: 'demo', supplier: 'alfa', locales: ['it'] };
    expect(hostSettings({ ...host, supplierName: '⚡'.repeat(100) })).toBe(true);
    expect(hostSettings({ ...host, supplierName: '🔥'.repeat(100) })).toBe(true);
    expect(hostSettings({ ...host, supplierName: '🔥'.repeat(101) })).toBe(false);
  });

  it('check formats without ajv-formats: a host link must be a URL', () => {
    const host = { templateName: 'demo', supplier: 'alfa', locales: ['it'] };
    expect(hostSettings({ ...host, webBillUrl: 'https://example.test/a' })).toBe(true);
    expect(hostSettings({ ...host, webBillUrl: 'https://exa mple.test' })).toBe(false);
  });
});
