import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EVENT_TYPES, eventTypes } from '../../server/events/catalogue.ts';
import { membersOf, typeText, type Schema } from '../../scripts/event-catalogue/members.ts';

// Issue 29: every event type of the catalogue has its published schema, whose `type` is the
// catalogue's name, and docs/events.md can describe each of its members to an integrator.
const schemas = path.resolve(import.meta.dirname, '..', '..', 'schemas');

describe.each(eventTypes)('the event type %s', (type) => {
  const file = EVENT_TYPES[type];

  it('has its schema file, whose type const is its name', () => {
    expect(existsSync(path.join(schemas, file)), `schemas/${file}`).toBe(true);
    const schema = JSON.parse(readFileSync(path.join(schemas, file), 'utf8')) as Schema & {
      $id?: string;
      additionalProperties?: boolean;
    };
    expect(schema.$id).toBe(`https://quadro.dev/schemas/${file}`);
    expect(file).toMatch(/\.v\d+\.schema\.json$/);
    expect(schema.properties?.['type']?.const).toBe(type);
    expect(schema.required).toEqual(['type', 'timestamp', 'data']);
    expect(schema.additionalProperties).toBe(false);
    // What a supplier's integrator reads in docs/events.md: a description for every member.
    const data = schema.properties?.['data'] ?? {};
    expect(schema.description, 'the type’s description').toBeTruthy();
    const undescribed = membersOf(data)
      .filter((member) => !member.schema.description)
      .map((member) => member.path);
    expect(undescribed).toEqual([]);
  });
});

describe('the catalogue page’s rows', () => {
  it('lists nested members and list items under dotted paths, required only under required', () => {
    const data: Schema = {
      type: 'object',
      required: ['billId', 'files'],
      properties: {
        billId: { type: 'string' },
        files: {
          type: 'array',
          items: {
            type: 'object',
            required: ['url'],
            properties: { url: { type: 'string', format: 'uri' } },
          },
        },
        address: { type: 'object', required: ['city'], properties: { city: { type: 'string' } } },
      },
    };
    expect(membersOf(data).map((m) => [m.path, typeText(m.schema), m.required])).toEqual([
      ['billId', 'string', true],
      ['files', 'list of object', true],
      ['files[].url', 'string (uri)', true],
      ['address', 'object', false],
      ['address.city', 'string', false],
    ]);
  });

  it('writes constants, choices, unions and nullables as a reader says them', () => {
    expect(typeText({ const: 'Smc' })).toBe('`"Smc"`');
    expect(typeText({ enum: ['card', 'pagopa'] })).toBe('one of `"card"`, `"pagopa"`');
    expect(typeText({ type: ['string', 'null'] })).toBe('string or null');
    expect(typeText({ oneOf: [{ type: 'integer' }, { const: null }] })).toBe('integer or `null`');
  });
});
