/**
 * Flags of the bill data (spec §3 "Flags"; decisions 3 and 4): on only for 1 or "1".
 * Beware: "0" is truthy in JavaScript, so a flag is never tested with plain truthiness.
 */
export function isFlagOn(value: unknown): boolean {
  return value === 1 || value === '1';
}

/** Spec §3 tipo_bolletta: GAS (ignoring case and surrounding spaces) is gas, anything else power. */
export function isGas(tipoBolletta: unknown): boolean {
  return typeof tipoBolletta === 'string' && tipoBolletta.trim().toUpperCase() === 'GAS';
}

/** Spec §3 document_payment: `rid`, ignoring case, is direct debit. */
export function isDirectDebit(documentPayment: unknown): boolean {
  return typeof documentPayment === 'string' && documentPayment.trim().toLowerCase() === 'rid';
}

/** An object of named fields: not null, not a list (JSON's object). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A list with at least one item, or an object with at least one key. */
export function hasItems(value: unknown): boolean {
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'object' && value !== null) return Object.keys(value).length > 0;
  return false;
}

/** Text of a data field: a trimmed string, or a finite number as written; anything else ''. */
export function dataText(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

/** The value of the first `index_fields` entry with this label (spec §3), as text, or ''. */
export function indexValue(doc: unknown, label: string): string {
  const list = readPath(doc, 'index_fields');
  if (!Array.isArray(list)) return '';
  const item: unknown = list.find((entry: unknown) => readPath(entry, 'label') === label);
  return dataText(readPath(item, 'value'));
}

/** Reads a dotted path (`fatt_interattiva_data.riepilogo_doc.pagopa`) from an unknown value. */
export function readPath(data: unknown, path: string): unknown {
  let value = data;
  for (const segment of path.split('.')) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string, unknown>)[segment];
  }
  return value;
}
