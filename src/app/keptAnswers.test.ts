import { describe, expect, it } from 'vitest';
import { readKept, type Fetcher } from './keptAnswers.ts';

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
});
