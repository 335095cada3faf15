import { billDocument, hostSettings } from 'virtual:quadro/validators/bill';
import { describe, expect, it } from 'vitest';
import bundle from '../../fixtures/alfa-2026-0001.json' with { type: 'json' };
import type { EngineEvent } from '../diagnostics/events.ts';
import { checkAnswer, keepValidFields, maxDroppedFields, removeAt } from './validate.ts';

function keep(value: unknown) {
  const events: EngineEvent[] = [];
  const result = keepValidFields<Record<string, unknown>>(
    billDocument,
    value,
    'bill document',
    (event) => {
      events.push(event);
    },
  );
  return { result, events, paths: events.map((event) => event.path) };
}

describe('the bill document at the boundary (shared decision 2)', () => {
  it('passes a valid document through unchanged, without events', () => {
    const { result, events } = keep(bundle.document);
    expect(result).toEqual({ ok: true, value: bundle.document });
    expect(events).toEqual([]);
  });

  it('leaves out a field of the wrong type, records an event and keeps the rest', () => {
    const { result, events } = keep({
      document_number: 'A1',
      holder_name: 42,
      holder_cap: '00184',
    });
    expect(result).toEqual({ ok: true, value: { document_number: 'A1', holder_cap: '00184' } });
    expect(events).toEqual([
      {
        code: 'data-field-dropped',
        message: expect.stringContaining('/holder_name must be string,null') as string,
        template: '',
        path: '/holder_name',
      },
    ]);
  });

  it('leaves out the deepest offending field, not the section that holds it', () => {
    const doc = {
      document_number: 7,
      fatt_interattiva_data: { riepilogo_doc: { pagopa: true, descrizione_servizio: 'Luce' } },
    };
    const { result, paths } = keep(doc);
    expect(paths).toEqual(['/fatt_interattiva_data/riepilogo_doc/pagopa']);
    expect(result).toEqual({
      ok: true,
      value: {
        document_number: 7,
        fatt_interattiva_data: { riepilogo_doc: { descrizione_servizio: 'Luce' } },
      },
    });
  });

  it('leaves out a list item that is not an object, keeping the others in order', () => {
    const first = { label: 'invoices_codice_cliente', value: '001' };
    const last = { label: 'invoices_CF', value: 'X' };
    const { result, paths } = keep({ document_number: 'A1', index_fields: [first, 'oops', last] });
    expect(paths).toEqual(['/index_fields/1']);
    expect(result).toEqual({
      ok: true,
      value: { document_number: 'A1', index_fields: [first, last] },
    });
  });

  it('keeps an amounts table that fits one of its shapes once its bad row is out', () => {
    const table = { 'Spesa per la materia energia': '50,00', Oneri: { euro: 3 } };
    const { result, paths } = keep({
      document_number: 'A1',
      fatt_interattiva_data: { sintesi_importi: { tabella_importi: table } },
    });
    expect(paths).toEqual(['/fatt_interattiva_data/sintesi_importi/tabella_importi/Oneri']);
    expect(result.ok && result.value['fatt_interattiva_data']).toEqual({
      sintesi_importi: { tabella_importi: { 'Spesa per la materia energia': '50,00' } },
    });
  });

  it('leaves out every bad field, one event each', () => {
    const { result, paths } = keep({
      document_number: 'A1',
      holder_name: [],
      holder_cap: 184,
      document_type: {},
    });
    expect(result.ok).toBe(true);
    expect(paths.sort()).toEqual(['/document_type', '/holder_cap', '/holder_name']);
  });

  it('does not change the value it was given', () => {
    const doc = { document_number: 'A1', holder_name: 42 };
    keep(doc);
    expect(doc).toEqual({ document_number: 'A1', holder_name: 42 });
  });

  it.each([
    ['a document without document_number', { holder_name: 'Maria Rossi' }],
    ['a list instead of a document', [{ document_number: 'A1' }]],
    ['a string', 'A1'],
    ['null', null],
  ])('fails the load for %s: there is nothing to show', (_what, value) => {
    const { result, events } = keep(value);
    expect(result).toMatchObject({ ok: false, failure: { reason: 'invalid' } });
    expect(events).toEqual([]);
  });

  it(`gives up after ${maxDroppedFields} bad fields: that is a bad answer, not a bad field`, () => {
    const index_fields = Array.from({ length: maxDroppedFields + 1 }, () => 'not an object');
    const { result, events } = keep({ document_number: 'A1', index_fields });
    expect(result).toMatchObject({ ok: false, failure: { reason: 'invalid' } });
    expect(events).toHaveLength(maxDroppedFields + 1);
  });
});

describe('answers that must fit whole', () => {
  const host = { templateName: 'demo', supplier: 'alfa', locales: ['it'] };

  it('accepts host settings that fit their schema', () => {
    expect(checkAnswer(hostSettings, host, 'host settings')).toEqual({ ok: true, value: host });
  });

  it('refuses host settings with an unknown property, saying where', () => {
    expect(checkAnswer(hostSettings, { ...host, tempalteName: 'x' }, 'host settings')).toEqual({
      ok: false,
      failure: {
        reason: 'invalid',
        detail: 'host settings: /tempalteName must NOT have additional properties',
      },
    });
  });
});

describe('removeAt', () => {
  it('removes object properties and list items by JSON pointer, escapes included', () => {
    const value = { 'a/b': { '~c': [1, 2, 3] } };
    expect(removeAt(value, '/a~1b/~0c/1')).toBe(true);
    expect(value).toEqual({ 'a/b': { '~c': [1, 3] } });
    expect(removeAt(value, '/a~1b/~0c')).toBe(true);
    expect(value).toEqual({ 'a/b': {} });
  });

  it('never removes the root, nor what is not there', () => {
    const value = { a: [1] };
    expect(removeAt(value, '')).toBe(false);
    expect(removeAt(value, '/b')).toBe(false);
    expect(removeAt(value, '/a/4')).toBe(false);
    expect(removeAt(value, '/a/0/x')).toBe(false);
    expect(value).toEqual({ a: [1] });
  });
});
