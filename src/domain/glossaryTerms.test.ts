import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { glossaryTerms, termForLabel, type GlossaryTerm } from './glossaryTerms.ts';

describe('issue 32: the glossary term of an amounts line, as suppliers print it', () => {
  it.each<[string, GlossaryTerm | null]>([
    ['Spesa per la materia energia', 'spesa_materia_energia'],
    ['Spesa per la materia gas naturale', 'spesa_materia_energia'],
    ['Materia gas naturale', 'spesa_materia_energia'],
    ['Spesa per il trasporto e la gestione del contatore', 'spesa_trasporto'],
    ['Trasporto e gestione del contatore', 'spesa_trasporto'],
    ['Spesa per oneri di sistema', 'oneri_di_sistema'],
    ['Oneri di sistema', 'oneri_di_sistema'],
    ['Spesa per la rete e gli oneri generali di sistema', 'rete_oneri'],
    ['Quota vendita', 'vendita'],
    ['Spesa per la vendita di energia elettrica', 'vendita'],
    ['Imposte', 'accise'],
    ['Accise', 'accise'],
    ['Imposte (accisa e addizionale regionale)', 'accise'],
    ['Accisa e addizionale regionale', 'accise'],
    ['IVA', 'iva'],
    ['IVA 22%', 'iva'],
    ['Canone RAI', 'canone_rai'],
    ['Canone di abbonamento alla televisione', 'canone_rai'],
    ['Canone di abbonamento alla televisione per uso privato', 'canone_rai'],
    ['Bonus sociale', 'bonus_sociale'],
    ['Ricalcoli', 'ricalcoli'],
    ['Ricalcolo letture precedenti', 'ricalcoli'],
    ['Ricalcolo materia gas naturale', 'ricalcoli'],
    ['Ricalcolo trasporto e gestione del contatore', 'ricalcoli'],
    ['Conguaglio', 'conguaglio'],
    ['Corrispettivo unitario di conguaglio (€/Smc)', 'conguaglio'],
    ['Storno consumi stimati', 'conguaglio'],
    ['Altre partite', 'altre_partite'],
    ['Consumi effettivi da lettura', 'lettura_reale'],
    ['Consumi del periodo', 'quota_consumi'],
    ['Quota fissa', 'quota_fissa'],
    ['Quota potenza', 'quota_potenza'],
    ['Dispacciamento', 'dispacciamento'],
    ['Componente di perequazione', 'perequazione'],
    ['  spesa  per ONERI di sistema ', 'oneri_di_sistema'],
    ['Credito della bolletta precedente', null],
    ['Totale da pagare', null],
    ['Servizi aggiuntivi', null],
    ['', null],
  ])('%j → %s', (label, term) => {
    expect(termForLabel(label)).toBe(term);
  });

  it('explains every line of the sample bills but a previous credit (decision 641)', () => {
    const labels = new Set<string>();
    const collect = (value: unknown): void => {
      if (typeof value !== 'object' || value === null) return;
      for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
        if (key === 'tabella_importi') {
          for (const entry of [child].flat<unknown[]>()) {
            if (typeof entry === 'object' && entry !== null) {
              for (const label of Object.keys(entry)) labels.add(label);
            }
          }
        }
        collect(child);
      }
    };
    for (const file of readdirSync('fixtures').filter((name) => name.endsWith('.json'))) {
      const bundle: unknown = JSON.parse(readFileSync(`fixtures/${file}`, 'utf8'));
      collect(bundle);
    }
    expect(labels.size).toBeGreaterThan(15);
    const unexplained = [...labels].filter((label) => termForLabel(label) === null);
    expect(unexplained).toEqual(['Credito della bolletta precedente']);
  });

  it('tries a host’s own rules first, in their order, by whole words (decision 648)', () => {
    const rules = [
      { words: 'Credito della bolletta precedente', term: 'credito_precedente' },
      { words: 'Contributo fondo verde', term: 'fondo_verde' },
      { words: 'Oneri di sistema', term: 'oneri_beta' },
    ];
    expect(termForLabel('Credito della bolletta precedente', rules)).toBe('credito_precedente');
    expect(termForLabel('  CONTRIBUTO fondo  verde (2026)', rules)).toBe('fondo_verde');
    expect(termForLabel('Contributo fondo verdeggiante', rules)).toBeNull();
    expect(termForLabel('Spesa per oneri di sistema', rules)).toBe('oneri_beta');
    expect(termForLabel('Spesa per la materia energia', rules)).toBe('spesa_materia_energia');
    expect(termForLabel('Credito della bolletta precedente', [])).toBeNull();
  });

  it('names each term once', () => {
    expect(new Set(glossaryTerms).size).toBe(glossaryTerms.length);
  });
});
