// @vitest-environment node
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { importBundle, readBundle } from '../bundles.ts';
import { readConfig } from '../config.ts';
import { openRuntime, type Runtime } from '../runtime.ts';

const ALFA = 'bolletta.alfa-energia.test';
const BETA = 'bolletta.beta-gas.test';
const config = readConfig({});
const { fixturesDir } = config;
const bundles = readdirSync(fixturesDir)
  .filter((name) => name.endsWith('.json'))
  .map((name) => readBundle(path.join(fixturesDir, name)));

/** A refusal in the problem shape, with its status and code. */
function expectProblem(response: LightMyRequestResponse, status: number, code?: string): void {
  expect(response.statusCode).toBe(status);
  const body = response.json<{ statusCode: number; message: string; code?: string }>();
  expect(body).toMatchObject({ statusCode: status, message: expect.any(String) as unknown });
  if (code !== undefined) expect(body.code).toBe(code);
}

const bi3 = readFileSync('templates/bi3.json', 'utf8');

/** The playground's calls (ADR 0037) on the sample bills, with the setting on and off. */
const t = {} as { runtime: Runtime; on: FastifyInstance; off: FastifyInstance };
beforeAll(async () => {
  t.runtime = await openRuntime({ ...config, dataDir: 'memory://', databaseUrl: undefined });
  for (const bundle of bundles) {
    await importBundle(t.runtime.db, bundle, fixturesDir, t.runtime.blobs);
  }
  // The sandboxes' demo keys: no payment or identity secret is needed to start.
  t.on = await buildApp({ ...t.runtime, sandboxes: true, env: {}, playground: true });
  t.off = await buildApp({ ...t.runtime, sandboxes: true, env: {} });
}, 120_000);
afterAll(async () => {
  await t.on.close();
  await t.off.close();
  await t.runtime.db.close();
});

describe('the playground with the setting on', () => {
  const get = (url: string) => t.on.inject({ url, headers: { host: ALFA } });
  const check = (payload: Record<string, unknown>) =>
    t.on.inject({ method: 'POST', url: '/api/playground/check', headers: { host: ALFA }, payload });

  it('lists the hosts with their templates and the sample bills, labelled', async () => {
    const body = (await get('/api/playground')).json<{
      hosts: { name: string; defaultTemplate: string; templates: string[] }[];
      samples: { id: string; label: string }[];
    }>();
    const beta = body.hosts.find((h) => h.name === BETA);
    expect(beta?.defaultTemplate).toBe('bi3-beta');
    expect(beta?.templates).toContain('bi3');
    expect(beta?.templates.some((name) => name.startsWith('area-'))).toBe(false);
    expect(body.samples).toContainEqual({
      id: 'alfa-2026-0001',
      supplier: 'alfa',
      label: 'alfa · A2026000101 · power · to pay',
    });
    // Alfa's host lists Alfa's samples only (issue 27).
    const alfas = bundles.filter((bundle) => bundle.supplier === 'alfa');
    expect(body.samples.map((sample) => sample.id).sort()).toEqual(alfas.map((b) => b.id).sort());
  });

  it('answers a sample bill as the bill page receives it, and 404 for an unknown one', async () => {
    const body = (await get('/api/playground/samples/alfa-2026-0001')).json<{
      doc: Record<string, unknown>;
      modules: unknown;
      rate: unknown;
    }>();
    expect(body.doc['document_number']).toBe('A2026000101');
    expect(body.modules).toHaveProperty('modules');
    expectProblem(await get('/api/playground/samples/nobody'), 404, 'sample-not-found');
  });

  it("answers a host's settings and its catalogue in its default language", async () => {
    const body = (await get(`/api/playground/hosts/${BETA}`)).json<{
      settings: { supplier: string };
      locale: string;
      catalogue: Record<string, unknown>;
    }>();
    expect(body.settings.supplier).toBe('beta');
    expect(body.locale).toBe('it');
    expect(Object.keys(body.catalogue).length).toBeGreaterThan(0);
    expectProblem(await get('/api/playground/hosts/nowhere.test'), 404, 'unknown-host');
  });

  it("answers a template's text as its host sees it", async () => {
    const body = (await get(`/api/playground/hosts/${BETA}/templates/bi3`)).json<{
      text: string;
    }>();
    expect(body.text).toBe(bi3);
    const missing = await get(`/api/playground/hosts/${BETA}/templates/nothing`);
    expectProblem(missing, 404, 'template-not-found');
  });

  it('checks edited text over the host: the effective template when it is right', async () => {
    const body = (await check({ host: BETA, name: 'bi3', text: bi3 })).json<{
      problems: unknown[];
      template: { id: string };
    }>();
    expect(body).toMatchObject({ problems: [], template: { id: 'bi3' } });
  });

  it('checks a variant that extends a shared template through the edited text', async () => {
    const variant = readFileSync('templates/bi3-beta.json', 'utf8');
    const body = (await check({ host: BETA, name: 'bi3-beta', text: variant })).json<{
      template: { lineage: string[] };
    }>();
    expect(body.template.lineage).toEqual(['bi3-beta', 'bi3']);
  });

  it('gives each problem with its file, line and column, and no template', async () => {
    const broken = bi3.replace('"layout": "stack"', '"layout": "stak"');
    const line = bi3.slice(0, bi3.indexOf('"layout": "stack"')).split('\n').length;
    const body = (await check({ host: ALFA, name: 'bi3', text: broken })).json<{
      problems: { file: string; line: number; column: number; message: string }[];
      template?: unknown;
    }>();
    expect(body.template).toBeUndefined();
    expect(body.problems[0]).toMatchObject({ file: 'bi3.json', line, severity: 'error' });
    expect(body.problems[0]?.message).toMatch(/must be one of "stack"/);
  });

  it('says where text that is not JSON breaks', async () => {
    const body = (await check({ host: ALFA, name: 'bi3', text: '{ "id": ' })).json<{
      problems: { line: number; column: number }[];
    }>();
    expect(body.problems).toHaveLength(1);
    expect(body.problems[0]?.line).toBe(1);
  });

  it('refuses a body without a name or an unknown host with a problem', async () => {
    expectProblem(await check({ host: ALFA, text: '{}' }), 400, 'invalid-request');
    expectProblem(await check({ host: ALFA, name: '../x', text: '{}' }), 400, 'invalid-request');
    expectProblem(await check({ host: 'x.test', name: 'bi3', text: '{}' }), 404, 'unknown-host');
  });

  it('refuses a body over its limit', async () => {
    const text = ' '.repeat(600 * 1024);
    expect((await check({ host: ALFA, name: 'bi3', text })).statusCode).toBe(413);
  });
});

describe('the playground with the setting off (QUADRO_PLAYGROUND unset)', () => {
  it('answers 404 with a problem for each of its calls', async () => {
    for (const url of ['/api/playground', '/api/playground/samples/alfa-2026-0001']) {
      expectProblem(await t.off.inject({ url, headers: { host: ALFA } }), 404);
    }
    const post = { method: 'POST' as const, url: '/api/playground/check', payload: {} };
    expectProblem(await t.off.inject({ ...post, headers: { host: ALFA } }), 404);
  });
});
