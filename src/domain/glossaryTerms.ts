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
 * A term a host adds in its own catalogue (decision 648), reached only through the host's
 * `glossaryLabels`: a string the type system keeps apart from a typo of a product term.
 */
export type HostTerm = string & { readonly hostTerm: true };

/** A term an "i" button explains: the product's or one its host adds. */
export type Term = GlossaryTerm | HostTerm;

/** One rule of a host's `glossaryLabels` (host-settings.schema.json). */
export interface HostLabelRule {
  words: string;
  term: string;
}

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

/** A label's words with case, accents and spacing folded away. */
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** Whether `words` (folded) stand in `label` (folded) as whole words. */
function containsWords(label: string, words: string): boolean {
  if (words === '') return false;
  let from = label.indexOf(words);
  while (from !== -1) {
    const before = label.slice(0, from).at(-1);
    const after = label.at(from + words.length);
    if (!isWordCharacter(before) && !isWordCharacter(after)) return true;
    from = label.indexOf(words, from + 1);
  }
  return false;
}

const isWordCharacter = (character: string | undefined) =>
  character !== undefined && /[\p{L}\p{N}_]/u.test(character);

/**
 * The glossary term an amounts-table line is about (`sintesi_importi.tabella_importi`'s label as
 * the supplier printed it: «Spesa per oneri di sistema» → `oneri_di_sistema`), or null for a
 * line no term explains (a previous bill's credit). Case, accents and spacing do not matter.
 * The host's own rules (`glossaryLabels`, decision 648) are tried first, in their order: a host
 * knows its own lines, and names its own terms there.
 */
export function termForLabel(label: string, hostRules: readonly HostLabelRule[] = []): Term | null {
  const words = fold(label);
  const hosts = hostRules.find((rule) => containsWords(words, fold(rule.words)));
  if (hosts) return hosts.term as Term;
  return labelRules.find(([pattern]) => pattern.test(words))?.[1] ?? null;
}
