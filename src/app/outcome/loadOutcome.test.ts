import { describe, expect, it, vi } from 'vitest';
import type { Api, HostSettings, Loaded } from '../../api/index.ts';
import {
  accessQuery,
  billPath,
  isCancelled,
  isOk,
  loadOutcome,
  outcomeRecord,
  returnRecord,
} from './loadOutcome.ts';

const ok = <T>(value: T): Loaded<T> => ({ ok: true, value });
const alfa: HostSettings = {
  templateName: 'bi3',
  supplier: 'alfa',
  locales: ['it', 'en'],
  paymentProvider: 'nexi',
};

function deps(access: Awaited<ReturnType<Api['publicAccess']>> = ok({ token: 't', lang: 'en' })) {
  const api = {
    hostSettings: vi.fn(() => Promise.resolve(ok(alfa))),
    localeCatalogue: vi.fn(() => Promise.resolve(ok({}))),
    publicAccess: vi.fn<Api['publicAccess']>(() => Promise.resolve(access)),
  };
  return { api, startSession: vi.fn() };
}

describe('§4 Payment outcome: esito OK in any case is a success', () => {
  it.each([
    ['OK', true],
    ['ok', true],
    ['Ok', true],
    ['KO', false],
    ['ANNULLO', false],
    ['', false],
    [null, false],
  ])('esito %s → %s', (esito, success) => {
    expect(isOk(esito)).toBe(success);
  });
});

describe('§2 landing pages: annullo 1 shows the cancellation page', () => {
  it.each([
    ['annullo=1', true],
    ['annullo=0', false],
    ['', false],
    ['annullo=true', false],
  ])('%s → %s', (query, cancelled) => {
    expect(isCancelled(new URLSearchParams(query))).toBe(cancelled);
  });
});

describe('what the outcome pages send', () => {
  it('posts the spec §2 outcome fields the query carries, as written, and nothing else', () => {
    const query = new URLSearchParams(
      'id=abc&annullo=0&esito=OK&codTrans=T1&importo=12345&divisa=EUR&mac=m&extra=x',
    );
    expect(outcomeRecord(query)).toEqual({
      esito: 'OK',
      codTrans: 'T1',
      importo: '12345',
      divisa: 'EUR',
      mac: 'm',
    });
  });

  it("keeps the second provider's whole return but the id, which is in the path", () => {
    expect(returnRecord(new URLSearchParams('id=abc&annullo=0&ref=R9'))).toEqual({
      annullo: '0',
      ref: 'R9',
    });
  });

  it('asks public access with the link and the language only', () => {
    const query = new URLSearchParams('id=abc&esito=OK&mac=m&lang=en');
    expect(accessQuery(query).toString()).toBe('id=abc&lang=en');
  });

  it('returns to the bill of the same id, encoded', () => {
    expect(billPath('a+b/c')).toBe('/bollettainterattiva?id=a%2Bb%2Fc');
  });
});

describe('loading an outcome page', () => {
  it('opens the session of the link and speaks its language', async () => {
    const d = deps();
    const load = await loadOutcome(new URLSearchParams('id=abc&esito=OK'), 'nexi', d);
    expect(load).toMatchObject({ kind: 'ready', id: 'abc', language: { lang: 'en' } });
    expect(d.startSession).toHaveBeenCalledWith({ token: 't', fromCrypto: true, lang: 'en' });
    expect(String(d.api.publicAccess.mock.lastCall?.[0])).toBe('id=abc');
  });

  it.each([
    ['without an id', 'esito=OK', 'nexi'],
    ['for a host that pays through the other provider', 'id=abc', 'worldline'],
  ] as const)('is the not-found error page %s', async (_case, query, provider) => {
    const d = deps();
    const load = await loadOutcome(new URLSearchParams(query), provider, d);
    expect(load).toMatchObject({ kind: 'error', status: undefined, language: { lang: 'it' } });
    expect(d.api.publicAccess).not.toHaveBeenCalled();
  });

  it('carries the status of a refused link (410: no longer valid)', async () => {
    const d = deps({ ok: false, failure: { reason: 'status', status: 410 } });
    const load = await loadOutcome(new URLSearchParams('id=old'), 'nexi', d);
    expect(load).toMatchObject({ kind: 'error', status: 410 });
    expect(d.startSession).not.toHaveBeenCalled();
  });
});
