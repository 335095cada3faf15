import { describe, expect, it, vi } from 'vitest';
import type { Api, Loaded, LoadFailure } from '../api/index.ts';
import { loadBill, pickLocale, type LoadDeps } from './loadBill.ts';

const ok = <T>(value: T): Promise<Loaded<T>> => Promise.resolve({ ok: true, value });
const fail = (failure: LoadFailure) => Promise.resolve({ ok: false as const, failure });
const status = (code: number) => fail({ reason: 'status', status: code });

const host = { templateName: 'demo', supplier: 'alfa', locales: ['it', 'en'], defaultLocale: 'it' };
const doc = { document_number: 'A1', holder_name: 'Giulia Bianchi' };

/** A fake API that answers every call well; a test replaces the calls it is about. */
function fakeApi(overrides: Partial<LoadDeps['api']> = {}) {
  const order: string[] = [];
  const track =
    <A extends unknown[], R>(name: string, answer: (...args: A) => R) =>
    (...args: A) => {
      order.push(name);
      return answer(...args);
    };
  const api: LoadDeps['api'] = {
    hostSettings: track('hostSettings', () => ok(host)),
    localeCatalogue: track('localeCatalogue', (lang: string) =>
      ok({ demo: { title: `title ${lang}` } }),
    ),
    publicAccess: track('publicAccess', () => ok({ token: 'tok', lang: 'en' })),
    billModules: track('billModules', () => ok({ modules: ['riepilogo_doc'] })),
    billDocument: track('billDocument', () => ok(doc)),
    billDocumentById: track('billDocumentById', () => ok(doc)),
    instalments: track('instalments', () => ok({ data: { totaledapagare: 0, rate: [] } })),
    verify: track('verify', () => ok(4)),
    ...overrides,
  } satisfies Partial<Api>;
  return { api, order };
}

function load(query: string, overrides: Partial<LoadDeps['api']> = {}) {
  const { api, order } = fakeApi(overrides);
  const startSession = vi.fn(() => {
    order.push('startSession');
  });
  const result = loadBill(new URLSearchParams(query), { api, startSession, onEvent: vi.fn() });
  return { result, order, startSession };
}

describe('loading the bill of a link (spec §2 "Bill page", §6)', () => {
  it('opens the session, then loads modules, document, instalments and catalogue', async () => {
    const { result, order, startSession } = load('id=abc&lang=en');
    expect(await result).toEqual({
      kind: 'ready',
      host,
      doc: { ...doc, crypto: 'abc' },
      modules: { modules: ['riepilogo_doc'] },
      rate: { totaledapagare: 0, rate: [] },
      language: { lang: 'en', catalogue: { demo: { title: 'title en' } } },
    });
    expect(order.slice(0, 3)).toEqual(['hostSettings', 'publicAccess', 'startSession']);
    expect(startSession).toHaveBeenCalledWith({ token: 'tok', fromCrypto: true, lang: 'en' });
  });

  it('forwards the whole query to public access', async () => {
    const publicAccess = vi.fn<LoadDeps['api']['publicAccess']>(() =>
      ok({ token: 't', lang: 'it' }),
    );
    await load('id=abc&lang=en&utm=x', { publicAccess }).result;
    expect(publicAccess.mock.calls[0]?.[0].toString()).toBe('id=abc&lang=en&utm=x');
  });

  it.each([
    ['no id', '', undefined],
    ['an empty id', 'id=', undefined],
    ['an error in the query', 'id=abc&error=410', 410],
    ['an error that is not a status', 'id=abc&error=oops', undefined],
  ])('shows the error page for %s, without asking for access', async (_what, query, code) => {
    const { result, order } = load(query);
    expect(await result).toMatchObject({ kind: 'error', status: code, language: { lang: 'it' } });
    expect(order).not.toContain('publicAccess');
  });

  it.each([404, 410])(
    'shows the error page with status %i when public access refuses the link',
    async (code) => {
      const { result, startSession } = load('id=abc', { publicAccess: () => status(code) });
      expect(await result).toMatchObject({ kind: 'error', status: code, link: true });
      expect(startSession).not.toHaveBeenCalled();
    },
  );

  // Decision 204: a failure that says nothing about the link is not "not found".
  it.each([
    ['a 500', status(500)],
    ['the network', fail({ reason: 'network', detail: 'x' })],
  ])('shows the general error when public access fails with %s', async (_what, answer) => {
    const { result, startSession } = load('id=abc', { publicAccess: () => answer });
    expect(await result).toMatchObject({ kind: 'unavailable', language: { lang: 'it' } });
    expect(startSession).not.toHaveBeenCalled();
  });

  it('shows the error page in the language the link asks for, when the host has it', async () => {
    const { result } = load('id=abc&lang=en', { publicAccess: () => status(404) });
    expect(await result).toMatchObject({ kind: 'error', language: { lang: 'en' } });
  });

  it.each([
    ['the document', { billDocument: () => status(410) }, { kind: 'error', status: 410 }],
    [
      'the modules',
      { billModules: () => fail({ reason: 'invalid', detail: 'x' }) },
      { kind: 'unavailable' },
    ],
    [
      'the instalments',
      { instalments: () => fail({ reason: 'malformed', detail: 'x' }) },
      { kind: 'unavailable' },
    ],
  ] as const)('shows %s’s failure for what it is', async (_what, overrides, shown) => {
    const { result } = load('id=abc', overrides);
    expect(await result).toMatchObject({ ...shown, language: { lang: 'en' } });
  });

  it.each([
    ['the remembered language over the link’s', 'id=abc&lang=it', 'en', 'id=abc&lang=en'],
    ['the remembered language when the link has none', 'id=abc', 'en', 'id=abc&lang=en'],
    [
      'the link’s when the host does not offer the remembered one',
      'id=abc&lang=it',
      'de',
      'id=abc&lang=it',
    ],
  ])('asks public access for %s (decision 213)', async (_, query, remembered, forwarded) => {
    const publicAccess = vi.fn<LoadDeps['api']['publicAccess']>(() =>
      ok({ token: 't', lang: 'en' }),
    );
    const { api } = fakeApi({ publicAccess });
    await loadBill(new URLSearchParams(query), {
      api,
      startSession: vi.fn(),
      onEvent: vi.fn(),
      remembered,
    });
    expect(publicAccess.mock.calls[0]?.[0].toString()).toBe(forwarded);
  });

  it('shows the general error in Italian when the host settings fail', async () => {
    const { result, order } = load('id=abc', {
      hostSettings: () => fail({ reason: 'network', detail: 'x' }),
    });
    expect(await result).toEqual({ kind: 'unavailable', language: undefined });
    expect(order).toEqual([]);
  });

  it('opens the bill with the bundled texts when the catalogue fails', async () => {
    const { result } = load('id=abc', { localeCatalogue: () => status(404) });
    expect(await result).toMatchObject({
      kind: 'ready',
      language: { lang: 'en', catalogue: undefined },
    });
  });
});

describe('a bill by its plain document id (spec §1, §7; decision 203)', () => {
  it('reads it through the session, without public access', async () => {
    const { result, order } = load('documentId=D-17');
    expect(await result).toMatchObject({ kind: 'ready', doc, language: { lang: 'it' } });
    expect(order).toContain('billDocumentById');
    expect(order).not.toContain('publicAccess');
    expect(order).not.toContain('billDocument');
    expect(order).not.toContain('verify');
  });

  it('asks for a login when the server wants a session (401)', async () => {
    const { result } = load('documentId=D-17', { billDocumentById: () => status(401) });
    expect(await result).toMatchObject({ kind: 'login' });
  });

  it('prefers the link when the query has both', async () => {
    const { result, order } = load('id=abc&documentId=D-17');
    expect(await result).toMatchObject({ kind: 'ready', doc: { crypto: 'abc' } });
    expect(order).not.toContain('billDocumentById');
  });
});

describe('pickLocale (spec §1)', () => {
  it.each([
    ['en', 'en'],
    ['fr', 'it'],
    [null, 'it'],
  ])('gives %s → %s', (asked, expected) => {
    expect(pickLocale(host, asked)).toBe(expected);
  });

  it('takes the first locale when the host has no default', () => {
    const noDefault = { templateName: 'demo', supplier: 'alfa', locales: ['de', 'it'] };
    expect(pickLocale(noDefault, null)).toBe('de');
  });
});

describe('spec §4 "Status source" (project decision 99)', () => {
  const withSource = (statusSource: string | undefined) => ({
    hostSettings: () => ok(statusSource === undefined ? host : { ...host, statusSource }),
    billDocument: () => ok({ ...doc, document_payment_status: 1 }),
  });

  const paid: Loaded<number> = { ok: true, value: 4 };
  const down: Loaded<number> = { ok: false, failure: { reason: 'status', status: 500 } };
  const noStatus: Loaded<number> = { ok: true, value: -1 };
  it.each<[string | undefined, Loaded<number> | undefined, unknown]>([
    [undefined, undefined, 1],
    ['DB', undefined, 1],
    ['db', undefined, 1],
    ['verifica', paid, 4],
    ['verifica', down, 1],
    ['verifica', noStatus, 1],
  ])(
    'statusSource %j, verifica answering %j: the bill shows status %j',
    async (source, answer, shown) => {
      const verify = vi.fn(() => Promise.resolve(answer ?? paid));
      const loaded = await load('id=abc', { ...withSource(source), verify }).result;
      expect(loaded.kind === 'ready' && loaded.doc['document_payment_status']).toBe(shown);
      expect(verify).toHaveBeenCalledTimes(answer === undefined ? 0 : 1);
    },
  );

  it('asks verifica for the link’s id and the host’s supplier', async () => {
    const verify = vi.fn<LoadDeps['api']['verify']>(() => ok(1));
    await load('id=abc', { ...withSource('verifica'), verify }).result;
    expect(verify).toHaveBeenCalledWith('alfa', 'abc');
  });
});
