import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { documentFlags } from './vocabulary.ts';

describe('documentFlags', () => {
  const schema: unknown = JSON.parse(readFileSync('schemas/bill-document.schema.json', 'utf8'));
  const flags = documentFlags(schema);

  it('lists the 0/1 switches of the bill document, the ones templates read', () => {
    expect(flags).toContain('bolletta_interattiva_customercare');
    expect(flags).toContain('bolletta_interattiva_duferco_autolettura');
    expect(flags).toContain('bolletta_interattiva_esponi_storico_consumi');
    expect(flags).not.toContain('tipo_bolletta');
  });

  it('has every flag the shipped templates read through $flag', () => {
    const used = new Set<string>();
    for (const file of ['bi1', 'bi2', 'bi3', 'bi4', 'bi6', 't1', 't2']) {
      const text = readFileSync(`templates/${file}.json`, 'utf8');
      for (const match of text.matchAll(/\$flag\('([^']+)'\)/g)) used.add(match[1] ?? '');
    }
    expect([...used].filter((flag) => !flags.includes(flag))).toEqual([]);
  });
});
