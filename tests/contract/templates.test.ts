import type { FastifyInstance } from 'fastify';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { openRuntime, type Runtime } from '../../server/runtime.ts';
import { createTemplateStore, type TemplateStore } from '../../server/templates/store.ts';
import { catalogue } from '../../widgets/catalogue.gen.ts';
import {
  ALFA,
  BETA,
  config,
  databaseKinds,
  expectProblem,
  freshStorage,
  reopensDatabase,
  testKeys,
} from './harness.ts';

/**
 * The effective templates served at run time (ADR 0035): the host's names, each template with
 * a strong ETag that a 304 revalidates, and a template broken after a restart still served in
 * its last good version from the database, with the check's messages in the log.
 */
describe.each(databaseKinds)('the templates a host serves (%s)', (kind) => {
  const folder = mkdtempSync(path.join(tmpdir(), 'quadro-templates-'));
  const templatesDir = path.join(folder, 'templates');
  cpSync(config.templatesDir, templatesDir, { recursive: true });
  afterAll(() => {
    rmSync(folder, { recursive: true, force: true });
  });

  let life:
    { runtime: Runtime; app: FastifyInstance; log: string[]; templates: TemplateStore } | undefined;
  const start = async (storage: Awaited<ReturnType<typeof freshStorage>>) => {
    const runtime = await openRuntime({ ...config, ...storage });
    const log: string[] = [];
    const templates = await createTemplateStore(runtime.hosts.all, {
      db: runtime.db,
      templatesDir,
      catalogue,
      log: { info: (m) => log.push(m), warn: (m) => log.push(m) },
    });
    life = {
      runtime,
      log,
      templates,
      app: await buildApp({ ...runtime, templates, env: testKeys }),
    };
    return life;
  };
  const stop = async () => {
    await life?.app.close();
    await life?.runtime.db.close();
    life = undefined;
  };
  afterAll(stop);
  const get = (app: FastifyInstance, url: string, host = ALFA, etag?: string) =>
    app.inject({
      method: 'GET',
      url,
      headers: { host, ...(etag === undefined ? {} : { 'if-none-match': etag }) },
    });

  it(
    'answers names and templates with an ETag, 304 when unchanged, and keeps the last good',
    reopensDatabase,
    async () => {
      const storage = await freshStorage(kind, path.join(folder, 'pglite'));
      const first = await start(storage);

      const names = await get(first.app, '/api/templates');
      expect(names.json()).toEqual(expect.arrayContaining(['bi3', 'bi3-beta', 'demo']));
      expect(names.json()).not.toContain('fragments');

      const bi3 = await get(first.app, '/api/templates/bi3');
      expect(bi3.statusCode).toBe(200);
      expect(bi3.headers['cache-control']).toBe('no-cache');
      expect(bi3.headers['content-type']).toMatch(/^application\/json/);
      const etag = String(bi3.headers['etag']);
      expect(etag).toMatch(/^"[\w-]+"$/);
      expect(bi3.json<{ id: string }>().id).toBe('bi3');
      const again = await get(first.app, '/api/templates/bi3', ALFA, etag);
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');

      expectProblem(await get(first.app, '/api/templates/nothing-here'), 404, 'unknown-template');
      expectProblem(await get(first.app, '/api/templates/..%2Fsecret'), 400);
      // Each host has its own list: both serve the shared templates here.
      expect((await get(first.app, '/api/templates', BETA)).json()).toEqual(names.json());

      // A broken edit (an unknown widget), then a restart: the previous bi3 is served still.
      const file = path.join(templatesDir, 'bi3.json');
      writeFileSync(
        file,
        readFileSync(file, 'utf8').replace('"widget": "SummaryCard"', '"widget": "SumaryCard"'),
      );
      await stop();
      const second = await start(storage);
      const after = await get(second.app, '/api/templates/bi3');
      expect(after.statusCode).toBe(200);
      expect(after.headers['etag']).toBe(etag);
      expect(after.body).toBe(bi3.body);
      expect(second.log.join('\n')).toMatch(/templates\/bi3\.json:\d+:\d+ /);
      expect(second.log).toContainEqual(
        expect.stringMatching(
          /^template bi3 of bolletta\.alfa-energia\.test: serving its last good version, of /,
        ),
      );

      // Fixed and changed, then reloaded (what the watch mode does): the new version, a new tag.
      writeFileSync(
        file,
        readFileSync(file, 'utf8')
          .replace('"widget": "SumaryCard"', '"widget": "SummaryCard"')
          .replace('"showIndexFields": false', '"showIndexFields": true'),
      );
      await second.templates.reload(second.runtime.hosts.all);
      const changed = await get(second.app, '/api/templates/bi3', ALFA, etag);
      expect(changed.statusCode).toBe(200);
      expect(changed.headers['etag']).not.toBe(etag);
      expect(changed.body).toContain('"showIndexFields":true');
      expect(bi3.body).not.toContain('"showIndexFields":true');
    },
  );
});
