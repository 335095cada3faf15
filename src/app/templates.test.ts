import { afterEach, describe, expect, it, vi } from 'vitest';

/**
 * The page's templates come from the server that checked them (ADR 0035): one request per
 * name for the page's life, the names once, a 404 as "no such template".
 */
describe('the templates the page fetches', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  const answering = (answers: Record<string, { status: number; body?: unknown }>) => {
    const fetch = vi.fn((url: string) => {
      const answer = answers[url] ?? { status: 404 };
      return Promise.resolve(
        new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
          status: answer.status,
        }),
      );
    });
    vi.stubGlobal('fetch', fetch);
    return fetch;
  };

  it('asks for a template once, and answers undefined for one the host does not serve', async () => {
    const template = { id: 'bi3', modules: {}, root: { layout: 'stack', children: [] } };
    const fetch = answering({ '/api/templates/bi3': { status: 200, body: template } });
    const { builtTemplate } = await import('./templates.ts');
    expect(await builtTemplate('bi3')).toEqual(template);
    expect(await builtTemplate('bi3')).toEqual(template);
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(['/api/templates/bi3']);
    expect(await builtTemplate('nope')).toBeUndefined();
  });

  it('asks for the names again after a failure', async () => {
    const fetch = answering({ '/api/templates': { status: 503 } });
    const { templateNames } = await import('./templates.ts');
    await expect(templateNames()).rejects.toThrow('503');
    answering({ '/api/templates': { status: 200, body: ['bi3', 'demo'] } });
    expect(await templateNames()).toEqual(['bi3', 'demo']);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('keeps what a server-rendered page brought, without asking', async () => {
    const fetch = answering({});
    const { builtTemplate, seedTemplates, templateNames } = await import('./templates.ts');
    const template = { id: 'bi3', modules: {}, root: { layout: 'stack', children: [] } };
    seedTemplates(['bi3'], 'bi3', template as never);
    expect(await templateNames()).toEqual(['bi3']);
    expect(await builtTemplate('bi3')).toBe(template);
    expect(fetch).not.toHaveBeenCalled();
  });
});
