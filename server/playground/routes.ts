import type { FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Deps } from '../deps.ts';
import type { Host } from '../hosts/hosts.ts';
import { hostTemplateSource } from '../hosts/hostTemplates.ts';
import { Problem } from '../http/problem.ts';
import { checkTemplateText } from './checkText.ts';
import { listSamples, readSamples, sampleBill } from './samples.ts';

/** A template's text is a few KB; 512 KB refuses junk long before it costs anything. */
const bodyLimit = 512 * 1024;
const nameRule = { type: 'string', pattern: '^[a-z0-9][a-z0-9_-]{0,63}$' };

/**
 * The configurators' playground (ADR 0037): its hosts, templates and sample bills, and the check
 * of an edited template. Registered only when asked for by name (`QUADRO_PLAYGROUND=1`,
 * `serve --playground`) in a demo configuration (`refuseDevelopmentFeatures`, server/config.ts). Its samples are the
 * repository's fixtures, read from their files, and a host shows only its own supplier's:
 * never a bill of the database (issue 27, decision 366).
 */
export function playgroundRoutes(
  app: FastifyInstance,
  deps: Deps,
  options: { templatesDir?: string | undefined; samplesDir?: string | undefined },
): void {
  const templatesDir = options.templatesDir ?? sharedTemplates;
  const samples = readSamples(options.samplesDir);

  app.get('/api/playground', async (request) => {
    const hosts = await Promise.all(
      deps.hosts.all.map(async (host) => ({
        name: host.name,
        supplier: host.settings.supplier,
        defaultTemplate: host.settings.templateName,
        templates: await templateNames(host, templatesDir),
      })),
    );
    return { hosts, samples: listSamples(samples, request.site.settings.supplier) };
  });

  app.get<{ Params: { name: string } }>(
    '/api/playground/hosts/:name',
    { schema: { params: params('name', { type: 'string', maxLength: 253 }) } },
    (request) => {
      const host = hostNamed(deps, request.params.name);
      const locale = host.settings.defaultLocale ?? host.settings.locales[0] ?? 'it';
      return {
        settings: host.settings,
        locale,
        catalogue: host.catalogues.get(locale) ?? {},
      };
    },
  );

  app.get<{ Params: { name: string; template: string } }>(
    '/api/playground/hosts/:name/templates/:template',
    {
      schema: {
        params: {
          type: 'object',
          properties: { name: { type: 'string', maxLength: 253 }, template: nameRule },
          required: ['name', 'template'],
        },
      },
    },
    async (request) => {
      const host = hostNamed(deps, request.params.name);
      const { template } = request.params;
      const found = await hostTemplateSource(host.chain, templatesDir).template(template);
      if (!found) {
        throw new Problem(404, 'template-not-found', `${host.name} has no template ${template}.`);
      }
      // The file as the host sees it: its own, a parent host's, or the shared one.
      return { name: template, text: found.text };
    },
  );

  app.get<{ Params: { id: string } }>(
    '/api/playground/samples/:id',
    { schema: { params: params('id', { type: 'string', minLength: 1, maxLength: 200 }) } },
    (request) => {
      // Another supplier's sample answers as an unknown one: each host shows its own.
      const bill = sampleBill(samples, request.site.settings.supplier, request.params.id);
      if (!bill) {
        throw new Problem(404, 'sample-not-found', `No sample bill ${request.params.id}.`);
      }
      return bill;
    },
  );

  app.post<{ Body: { host: string; name: string; text: string } }>(
    '/api/playground/check',
    {
      bodyLimit,
      schema: {
        body: {
          type: 'object',
          properties: {
            host: { type: 'string', maxLength: 253 },
            name: nameRule,
            text: { type: 'string', maxLength: bodyLimit },
          },
          required: ['host', 'name', 'text'],
          additionalProperties: false,
        },
      },
    },
    async (request) => {
      const { host, name, text } = request.body;
      return checkTemplateText(hostNamed(deps, host), templatesDir, name, text);
    },
  );
}

const sharedTemplates = fileURLToPath(new URL('../../templates', import.meta.url));

/**
 * `/playground/frame`, the page each of the playground's frames shows: the portal's page, with
 * the headers that let the playground's own origin frame it (every other page refuses any
 * frame: `frame-ancestors 'none'`, `X-Frame-Options: DENY`).
 */
export function playgroundFrameRoute(app: FastifyInstance, distDir: string): void {
  if (!existsSync(path.join(distDir, 'index.html'))) return;
  app.get('/playground/frame', (_request, reply) => {
    const policy = reply.getHeader('content-security-policy');
    if (typeof policy === 'string') {
      reply.header(
        'content-security-policy',
        policy.replace("frame-ancestors 'none'", "frame-ancestors 'self'"),
      );
    }
    return reply
      .header('x-frame-options', 'SAMEORIGIN')
      .header('cache-control', 'no-cache')
      .sendFile('index.html', distDir);
  });
}

function params(name: string, rule: object): object {
  return { type: 'object', properties: { [name]: rule }, required: [name] };
}

function hostNamed(deps: Deps, name: string): Host {
  const host = deps.hosts.all.find((h) => h.name === name);
  if (!host) {
    const known = deps.hosts.all.map((h) => h.name).join(', ');
    throw new Problem(404, 'unknown-host', `No host ${name}; this server has ${known}.`);
  }
  return host;
}

/** The bill templates a host can show (the customer area's pages are left out). */
async function templateNames(host: Host, templatesDir: string): Promise<string[]> {
  const names = await hostTemplateSource(host.chain, templatesDir).templateNames();
  return names.filter((name) => !name.startsWith('area-'));
}
