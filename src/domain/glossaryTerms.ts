/**
 * The terms of the bill's glossary (issue 32, ARERA's glossary in plain words): each has
 * `glossary.<term>.title` and `glossary.<term>.text` in every language (src/i18n/glossary/).
 */
export const glossaryTerms = [
  'pod',
  'pdr',
  'kwh',
  'smc',
  'potenza_impegnata',
  'potenza_disponibile',
  'fasce_orarie',
  'spesa_materia_energia',
  'spesa_trasporto',
  'oneri_di_sistema',
  'dispacciamento',
  'perequazione',
  'accise',
  'iva',
  'canone_rai',
  'bonus_sociale',
  'conguaglio',
  'ricalcoli',
  'altre_partite',
  'quota_consumi',
  'quota_fissa',
  'quota_potenza',
  'vendita',
  'rete_oneri',
  'lettura_reale',
  'lettura_stimata',
  'autolettura',
  'consumo_stimato',
  'codice_offerta',
  'scadenza_condizioni_economiche',
  'portale_offerte',
  'pcs',
  'coefficiente_c',
  'remi',
  'tensione',
  'opzione_tariffaria',
] as const;

export type GlossaryTerm = (typeof glossaryTerms)[number];

/**
 * What an amounts line is about, by the words suppliers print (ARERA's names and their usual
 * short forms), first match wins: a recalculation of any item is a recalculation before it is
 * that item, and a reversal of estimates is part of a settlement (decision 641).
 */
const labelRules: readonly (readonly [RegExp, GlossaryTerm])[] = [
  [/\bricalcol/, 'ricalcoli'],
  [/\bconguagli|\bstorno\b/, 'conguaglio'],
  [/\bcanone (rai|(di )?abbonamento)|\btelevision/, 'canone_rai'],
  [/\bbonus sociale\b/, 'bonus_sociale'],
  [/\baltre partite\b/, 'altre_partite'],
  [/\bmateria (energia|gas)|\bmateria prima\b/, 'spesa_materia_energia'],
  [/\bquota vendita\b|^(spesa per la )?vendita\b/, 'vendita'],
  [/\brete e (gli )?oneri\b/, 'rete_oneri'],
  [/\btrasporto\b/, 'spesa_trasporto'],
  [/\boneri (generali )?di sistema\b/, 'oneri_di_sistema'],
  [/\bdispacciamento\b/, 'dispacciamento'],
  [/\bperequazione\b/, 'perequazione'],
  [/\baccis|\bimposte\b|\baddizionale\b/, 'accise'],
  [/^iva\b|\bimposta sul valore aggiunto\b/, 'iva'],
  [/\bquota fissa\b/, 'quota_fissa'],
  [/\bquota potenza\b/, 'quota_potenza'],
  [/\bquota (consumi|energia|variabile)\b|^consumi del periodo\b/, 'quota_consumi'],
  [/\b(consumi|lettur[ae]) (effettiv|real)|\bda lettura\b/, 'lettura_reale'],
  [/\bconsumi stimati\b|\bconsumo stimato\b/, 'consumo_stimato'],
];

/**
 * The glossary term an amounts-table line is about (`sintesi_importi.tabella_importi`'s label as
 * the supplier printed it: «Spesa per oneri di sistema» → `oneri_di_sistema`), or null for a
 * line no term explains (a previous bill's credit). Case, accents and spacing do not matter.
 */
export function termForLabel(label: string): GlossaryTerm | null {
  const words = label
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
  return labelRules.find(([pattern]) => pattern.test(words))?.[1] ?? null;
}
