import { afterEach, describe, expect, it, vi } from 'vitest';
import { readKept, startReadingKept, type Fetcher } from './keptAnswers.ts';

/** A browser whose HTTP cache holds `cached` and whose server answers `served`, by path. */
function browser(
  cached: Record<string, { etag: string; body: unknown }>,
  served: Record<string, { etag: string; body: unknown }>,
) {
  const asked: string[] = [];
  const fetcher: Fetcher = (path, init) => {
    asked.push(`${init.cache ?? 'default'} ${path}`);
    const answer = init.cache === 'force-cache' ? (cached[path] ?? served[path]) : served[path];
    if (answer === undefined) return Promise.reject(new TypeError('Failed to fetch'));
    return Promise.resolve(
      new Response(JSON.stringify(answer.body), { headers: { etag: answer.etag } }),
    );
  };
  return { fetcher, asked };
}

const texts = { etag: '"t1"', body: { bill: { title: 'Bolletta' } } };
const settings = { etag: '"s1"', body: { supplier: 'alfa' } };
const tags = { '/locales/it.json': '"t1"', '/hostsettings.json': '"s1"' };

describe('the answers a first view left to the browser (ADR 0059)', () => {
  it('come from the cache when its copies carry the tags the server rendered with', async () => {
    const { fetcher, asked } = browser(
      { '/locales/it.json': texts, '/hostsettings.json': settings },
      {},
    );
    expect(await readKept(tags, fetcher)).toEqual({
      '/locales/it.json': texts.body,
      '/hostsettings.json': settings.body,
    });
    expect(asked.sort()).toEqual([
      'force-cache /hostsettings.json',
      'force-cache /locales/it.json',
    ]);
  });

  it('come from the server when the cached copy is an older one', async () => {
    const older = { etag: '"t0"', body: { bill: { title: 'Fattura' } } };
    const { fetcher, asked } = browser(
      { '/locales/it.json': older, '/hostsettings.json': settings },
      { '/locales/it.json': texts },
    );
    const read = await readKept(tags, fetcher);
    expect(read?.['/locales/it.json']).toEqual(texts.body);
    expect(asked).toContain('no-cache /locales/it.json');
  });

  it('are not had when the server no longer has what it rendered with', async () => {
    const newer = { etag: '"t2"', body: { bill: { title: 'Conto' } } };
    const { fetcher } = browser({ '/hostsettings.json': settings }, { '/locales/it.json': newer });
    expect(await readKept(tags, fetcher)).toBeUndefined();
  });

  it('are not had offline, and a body that is not JSON is none', async () => {
    expect(await readKept(tags, browser({}, {}).fetcher)).toBeUndefined();
    const broken: Fetcher = () =>
      Promise.resolve(new Response('<html>', { headers: { etag: '"t1"' } }));
    expect(await readKept({ '/locales/it.json': '"t1"' }, broken)).toBeUndefined();
  });

  it('are nothing to read when the state left nothing', async () => {
    expect(await readKept({}, browser({}, {}).fetcher)).toEqual({});
  });

  describe("started from the page's entry", () => {
    afterEach(() => {
      vi.unstubAllGlobals();
    });

    it('are asked for once, and the reading back takes what was asked for', async () => {
      const early = browser({ '/locales/it.json': texts, '/hostsettings.json': settings }, {});
      vi.stubGlobal('fetch', early.fetcher);
      startReadingKept(JSON.stringify({ search: '?id=x', kept: tags }));
      const late = browser({}, {});
      expect(await readKept(tags, late.fetcher)).toEqual({
        '/locales/it.json': texts.body,
        '/hostsettings.json': settings.body,
      });
      expect(early.asked.sort()).toEqual([
        'force-cache /hostsettings.json',
        'force-cache /locales/it.json',
      ]);
      expect(late.asked).toEqual([]);
      // Taken once: a later reading asks again.
      await readKept(tags, late.fetcher);
      expect(late.asked.filter((asked) => asked.startsWith('force-cache')).sort()).toEqual([
        'force-cache /hostsettings.json',
        'force-cache /locales/it.json',
      ]);
    });

    it('start nothing for a state that is not JSON or names another origin', () => {
      const early = browser({ '/locales/it.json': texts }, {});
      vi.stubGlobal('fetch', early.fetcher);
      startReadingKept('{"kept":');
      startReadingKept('null');
      startReadingKept(JSON.stringify({ kept: { '//evil.test/it.json': '"t1"' } }));
      startReadingKept(JSON.stringify({ kept: { '/locales/it.json': 1 } }));
      expect(early.asked).toEqual([]);
    });

    it('started for another tag are not taken for this one', async () => {
      const early = browser({ '/locales/it.json': texts }, {});
      vi.stubGlobal('fetch', early.fetcher);
      startReadingKept(JSON.stringify({ kept: { '/locales/it.json': '"t0"' } }));
      const late = browser({ '/locales/it.json': texts }, {});
      expect(await readKept({ '/locales/it.json': '"t1"' }, late.fetcher)).toEqual({
        '/locales/it.json': texts.body,
      });
      expect(late.asked).toEqual(['force-cache /locales/it.json']);
    });
  });
});
