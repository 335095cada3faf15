import fc from 'fast-check';
import { careRouting } from '../../src/domain/customerCare.ts';

/**
 * What tests/contract/fuzz.test.ts sends: strings at every Unicode edge, JSON text written by
 * hand (numbers JSON.stringify never writes, deep nesting, hostile property names), junk path
 * and query segments, and each route's valid body with members replaced, so that fuzzed bodies
 * get past the schema to the handlers.
 */

/** Strings at the edges of Unicode and of size. */
const edges = fc.constantFrom(
  '\u0000',
  '\udc00',
  '\ud800',
  '\ud83d',
  '\uffff',
  '\ufeff',
  '\u200f',
  '\u202e',
  '😀',
  '𝄞',
  'é',
  '',
  ' ',
  '\n',
  '"',
  '\\',
  '<script>',
  '../',
  'a'.repeat(5000),
);
const text = fc
  .array(fc.oneof(edges, fc.string({ unit: 'binary', maxLength: 12 })), { maxLength: 4 })
  .map((parts) => parts.join(''));
/** Raw JSON number tokens, some beyond what a double holds. */
const numberToken = fc.oneof(
  fc.constantFrom('1e308', '-0', '9007199254740993', '1e400', '-1e400', '5e-324', '0', '1.5'),
  fc.integer().map(String),
  fc.double({ noNaN: true, noDefaultInfinity: true }).map((n) => JSON.stringify(n)),
);
/** Field names the routes read, so bodies reach the handlers, and arbitrary ones. */
const key = fc.oneof(
  fc.constantFrom(
    'esito',
    'codTrans',
    'importo',
    'divisa',
    'mac',
    'messaggio',
    'oggetto',
    'allegato',
    'allegato_nome',
    'description',
    'category',
    'email',
    'files',
    'name',
    'content',
    'idAnagrafica',
    'telefono',
    'Idsede',
    'Segnante',
    'success_url',
    'error_url',
    'callback_url',
    '__proto__',
    'constructor',
  ),
  text,
);

/** JSON text, written by hand so that it can hold what JSON.stringify never writes. */
const jsonText: fc.Arbitrary<string> = fc.letrec<{ value: string }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constantFrom('null', 'true', 'false'),
    numberToken,
    text.map((s) => JSON.stringify(s)),
    fc.array(tie('value'), { maxLength: 4 }).map((items) => `[${items.join(',')}]`),
    fc
      .array(fc.tuple(key, tie('value')), { maxLength: 5 })
      .map((pairs) => `{${pairs.map(([k, v]) => `${JSON.stringify(k)}:${v}`).join(',')}}`),
  ),
})).value;
const deep = fc
  .tuple(fc.integer({ min: 20, max: 5000 }), fc.constantFrom('[', '{"a":'))
  .map(([depth, open]) => open.repeat(depth) + (open === '[' ? ']' : '}').repeat(depth));
export const body = fc.oneof(
  jsonText,
  deep,
  text,
  fc.constantFrom('', '{', '{"a":1}}', 'esito=OK&codTrans=%00', '%zz=%'),
);
const care = {
  description: 'Buongiorno.',
  category: 'Richiesta rimborso',
  ...careRouting('Richiesta rimborso'),
  email: 'a@b.it',
  files: [{ name: 'a.pdf', content: 'JVBERi0=' }],
};
const outcome = { esito: 'OK', codTrans: 'Q1', importo: '10973', divisa: 'EUR', mac: 'x' };
/** A valid body of each route that takes one (by the path's end), for bodies near valid. */
export const templates: [RegExp, (supplier: 'alfa' | 'beta') => Record<string, unknown>][] = [
  [/sendemail/, () => ({ oggetto: 'R', messaggio: 'M', allegato: 'AAAA', allegato_nome: 'a.pdf' })],
  [
    /put_profilo/,
    (s) => ({ idAnagrafica: s === 'alfa' ? '0010771204' : 'B-003301', email: 'a@b.it' }),
  ],
  [/messaggio/, () => care],
  [/salva_autolettura/, (s) => ({ Idsede: s === 'alfa' ? '100771' : 'B-SEDE-3301', Segnante: 1 })],
  [/segna_pagamento|s2s|DispatcherServlet|checkout/, () => outcome],
  [
    /pagamento|webhook/,
    () => ({
      success_url: '/ok',
      error_url: '/ko',
      callback_url: '/cb',
      apiVersion: 'v1',
      id: 'e',
      type: 'payment.captured',
      payment: { id: 'p', status: 'CAPTURED' },
    }),
  ],
];
/** Edits of a route's valid body: members replaced by, and added with, arbitrary JSON. */
export interface Edits {
  replaced: [number, string][];
  added: [string, string][];
}
export const nearValid: fc.Arbitrary<Edits> = fc.record({
  replaced: fc.array(fc.tuple(fc.nat(), jsonText), { maxLength: 2 }),
  added: fc.array(fc.tuple(key, jsonText), { maxLength: 1 }),
});

/** `valid` with the edits, as JSON text. */
export function edited(valid: Record<string, unknown>, edits: Edits): string {
  const members = Object.entries(valid).map(([k, v]): [string, string] => [k, JSON.stringify(v)]);
  for (const [at, value] of edits.replaced) {
    const member = members[at % Math.max(members.length, 1)];
    if (member) member[1] = value;
  }
  const all = [...members, ...edits.added];
  return `{${all.map(([k, v]) => `${JSON.stringify(k)}:${v}`).join(',')}}`;
}

export const contentType = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-8',
  'application/x-www-form-urlencoded',
  'text/plain',
  'multipart/form-data; boundary=x',
  'application/octet-stream',
  undefined,
);
/** A path or query segment: a percent-encoded string, or bytes that decode to junk. */
export const segment = fc.oneof(
  // encodeURIComponent throws on a lone surrogate; the encoded junk below stands for one.
  text.map((s) => encodeURIComponent(s.replace(/[\ud800-\udfff]/g, '?'))),
  fc.constantFrom('%', '%zz', '%00', '%ED%B0%80', '%C0%80', '%FF', '..', '%2F', '%2e%2e', '-', ''),
);

/**
 * Size as a dimension (issue 27): the body limits of the routes (server/http/bodyLimits.ts),
 * each exactly and one byte over, and a few sizes below; the shapes a hostile client sends at
 * those sizes. Built once per shape and size, since a body of 15 MB is slow to build.
 */
export const wideShapes = ['wide array', 'wide object', 'deep nesting', 'long string'] as const;
export type WideShape = (typeof wideShapes)[number];
const wideBodies = new Map<string, Buffer>();
export function wideBody(shape: WideShape, bytes: number): Buffer {
  const id = `${shape} ${bytes}`;
  const known = wideBodies.get(id);
  if (known) return known;
  const pad = (text: string) => text + ' '.repeat(Math.max(0, bytes - text.length));
  let text: string;
  if (shape === 'wide array') text = pad(`[${'0,'.repeat(Math.floor(bytes / 2) - 2)}0]`);
  else if (shape === 'wide object') {
    const members = Array.from({ length: Math.floor(bytes / 12) - 1 }, (_, i) => `"k${i}":0`);
    text = pad(`{${members.join(',')}}`);
  } else if (shape === 'deep nesting') {
    text = pad('['.repeat(Math.floor(bytes / 2)) + ']'.repeat(Math.floor(bytes / 2)));
  } else text = `{"description":"${'A'.repeat(Math.max(0, bytes - 19))}"}`;
  const body = Buffer.from(text.slice(0, bytes), 'latin1');
  wideBodies.set(id, body);
  return body;
}
