/**
 * Reading the untrusted bill document for the PDF (decisions 2 and 6): every reader narrows an
 * `unknown` and answers an empty value for anything of the wrong type, so drawing never throws.
 */
import { amountText } from '../../src/domain/amounts.ts';
import { isRecord } from '../../src/domain/flags.ts';

export type Data = Readonly<Record<string, unknown>>;

/** Bounds on repeated data, so a hostile document cannot make a thousand-page PDF. */
export const MAX_ITEMS = 40;
const MAX_CHARS = 200;

export function record(value: unknown): Data | undefined {
  return isRecord(value) ? value : undefined;
}

export function list(value: unknown, max = MAX_ITEMS): unknown[] {
  return Array.isArray(value) ? value.slice(0, max) : [];
}

export function firstUpper(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * Sign of a debt: numbers as they are; a string is not re-parsed as a number (decision 7), only
 * read for a leading minus and for a non-zero digit. Undefined when there is no amount at all.
 */
export function debtSign(value: unknown): -1 | 0 | 1 | undefined {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return undefined;
    return value < 0 ? -1 : value > 0 ? 1 : 0;
  }
  if (typeof value !== 'string' || !/\d/.test(value)) return undefined;
  if (!/[1-9]/.test(value)) return 0;
  return /^\s*[-\u2212]/.test(value) ? -1 : 1;
}

/** The debt as an amount without its sign (decision 7: credit shown as its absolute value). */
export function absoluteAmountText(value: unknown): string {
  if (typeof value === 'number') return amountText(Math.abs(value));
  if (typeof value === 'string') return amountText(value.trim().replace(/^[-\u2212]\s*/, ''));
  return '';
}

/** Code points Helvetica's WinAnsi encoding holds beyond Latin-1 (pdfkit's WIN_ANSI_MAP). */
const winAnsiExtras = new Set([
  0x152, 0x153, 0x160, 0x161, 0x178, 0x17d, 0x17e, 0x192, 0x2c6, 0x2dc, 0x2013, 0x2014, 0x2018,
  0x2019, 0x201a, 0x201c, 0x201d, 0x201e, 0x2020, 0x2021, 0x2022, 0x2026, 0x2030, 0x2039, 0x203a,
  0x20ac, 0x2122,
]);

/** Printable ASCII and Latin-1: drawn as they are. */
const outsideLatin1 = /[^\x20-\x7e\xa0-\xff]/u;
const eachOutsideLatin1 = new RegExp(outsideLatin1.source, 'gu');

function toWinAnsi(char: string): string {
  if (winAnsiExtras.has(char.codePointAt(0) ?? 0)) return char;
  if (/\s/u.test(char)) return ' ';
  if (/[\p{Cc}\p{Cf}]/u.test(char)) return '';
  const base = char.normalize('NFD').replace(/\p{M}/gu, '');
  return base !== '' && !outsideLatin1.test(base) ? base : '?';
}

/**
 * Text as the standard Helvetica can draw it: pdfkit writes each character's code in hex, and a
 * control or non-WinAnsi character would corrupt the string, so accents are dropped where the
 * letter has no WinAnsi form and anything else becomes "?". Long values are cut.
 */
export function pdfSafe(text: string): string {
  const safe = text.normalize('NFC').replace(eachOutsideLatin1, toWinAnsi).replace(/ {2,}/g, ' ');
  return safe.length > MAX_CHARS ? `${safe.slice(0, MAX_CHARS - 1)}\u2026` : safe;
}
