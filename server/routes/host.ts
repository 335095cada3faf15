import type { FastifyInstance } from 'fastify';
import type { Deps } from '../deps.ts';
import { grantFromLink } from '../http/access.ts';
import { documentReader } from '../http/renderReads.ts';
import { noteOpenedSoon } from '../dispatch/opens.ts';
import { Problem } from '../http/problem.ts';
import { sendTagged, taggedJson } from '../http/tagged.ts';
import { problems, ref } from './common.ts';

/**
 * What the page reads per host before anything else: its settings, its catalogue, its locale
 * list, footer and social links, and the public access that turns a bill link into a session.
 */
export function hostRoutes(app: FastifyInstance, deps: Deps): void {
  app.get(
    '/hostsettings.json',
    { schema: { response: { 200: ref('host-settings.schema.json'), ...problems } } },
    // Checked when the host was loaded; tagged once per loaded host (a watch reload is another).
    (request, reply) => sendTagged(request, reply, taggedJson(request.site.settings)),
  );

  app.get<{ Params: { locale: string } }>(
    '/locales/:locale',
    {
      schema: {
        params: {
          type: 'object',
          properties: { locale: { type: 'string', pattern: '^[A-Za-z-]{2,10}\\.json$' } },
          required: ['locale'],
        },
        response: { 200: ref('locale-catalogue.schema.json'), ...problems },
      },
    },
    async (request, reply) => {
      const locale = request.params.locale.replace(/\.json$/, '');
      const catalogue = request.site.catalogues.get(locale);
      if (!catalogue) {
        throw new Problem(
          404,
          'unknown-locale',
          `This host has no ${locale} catalogue; it offers ${request.site.settings.locales.join(', ')}.`,
        );
      }
      return sendTagged(request, reply, taggedJson(catalogue));
    },
  );

  app.get(
    '/api/locales/list',
    { schema: { response: { 200: ref('locales-list.schema.json'), ...problems } } },
    (request) => request.site.settings.locales,
  );

  app.get('/api/social', (request) => request.site.settings.social ?? { social_link_presence: 0 });
  app.get('/api/footer', (request) => request.site.settings.footer ?? {});

  // Spec §6: the route guard forwards the whole query; `id` carries the bill link.
  app.get<{ Querystring: Record<string, string | undefined> }>(
    '/api/public/access',
    { schema: { response: { 200: ref('public-access.schema.json'), ...problems } } },
    async (request) => {
      const crypto = request.query['id'];
      if (crypto === undefined || crypto === '') {
        throw new Problem(
          400,
          'link-missing',
          'The query has no id: a bill link is /bollettainterattiva?id=<id>.',
        );
      }
      const grant = await grantFromLink(
        deps,
        request.site,
        crypto,
        undefined,
        documentReader(request),
      );
      // The "first opened" of the bill's e-mail state (ADR 0045), written after the answer.
      noteOpenedSoon(deps.db, grant.document.id, deps.now(), request.site.name);
      const { locales, defaultLocale } = request.site.settings;
      const asked = request.query['lang'];
      const lang =
        asked !== undefined && locales.includes(asked)
          ? asked
          : (defaultLocale ?? locales[0] ?? 'it');
      return { token: deps.sealer.seal('token', grant.document.id, grant.expiresAt), lang };
    },
  );
}
