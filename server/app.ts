import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Database } from './db/database.ts';
import type { Hosts, Host } from './hosts/hosts.ts';
import { DocumentCache } from './cache/documentCache.ts';
import { FirstViewCache } from './cache/firstViewCache.ts';
import { noteOpenedSoon } from './dispatch/opens.ts';
import { installJsonParser } from './http/body.ts';
import { DEFAULT_BODY_LIMIT } from './http/bodyLimits.ts';
import { installCompression } from './http/compress.ts';
import {
  clientErrorHandler,
  frameworkErrorHandler,
  installShutdownRefusal,
} from './http/connection.ts';
import { installErrorHandler } from './http/errors.ts';
import { installLimits } from './http/limits.ts';
import { Problem } from './http/problem.ts';
import { resolveIdentitySecrets } from './identity/keys.ts';
import { createIdentity } from './identity/provider.ts';
import { identityRoutes } from './identity/routes.ts';
import { resolveIngestClients, type IngestClients } from './ingest/clients.ts';
import { ingestRoutes } from './ingest/routes.ts';
import { devReceiverRoutes } from './events/devReceiverRoutes.ts';
import { installNoStore, installSecurityHeaders } from './http/security.ts';
import { installPortal } from './http/static.ts';
import type { Sealer } from './links/seal.ts';
import type { Mailer } from './mail/mailer.ts';
import { resolvePaymentKeys, type PaymentKeys } from './payments/secrets.ts';
import type { NotificationQuota } from './payments/unverified.ts';
import type { BlobStore } from './store/blobs.ts';
import { customerAreaRoutes } from './area/routes.ts';
import { registrationRoutes } from './registration/routes.ts';
import type { Authenticate } from './identity/bearer.ts';
import { billRoutes } from './routes/bill.ts';
import { hostRoutes } from './routes/host.ts';
import { mediaRoutes } from './routes/media.ts';
import { nexiNotificationRoutes } from './routes/nexiNotification.ts';
import { supplierRoutes } from './routes/supplier.ts';
import { worldlineWebhookRoutes } from './routes/worldlineWebhook.ts';
import { nexiSandboxRoutes } from './sandbox/nexiSandbox.ts';
import { worldlineSandboxRoutes } from './sandbox/worldlineSandbox.ts';
import { createTemplateStore, type TemplateStore } from './templates/store.ts';
import { templateRoutes } from './templates/routes.ts';

import { playgroundSetting, refuseDevelopmentFeatures } from './config.ts';
import { playgroundFrameRoute, playgroundRoutes } from './playground/routes.ts';
import { ajv, describe, requestAjv } from './validation.ts';
import { catalogue } from '../widgets/catalogue.gen.ts';
import type { Deps } from './deps.ts';
import { eventAttachmentRoutes } from './events/attachments.ts';
import { consentRoutes } from './routes/consent.ts';

export type { Deps } from './deps.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The host this request was addressed to (by its Host header). */
    site: Host;
  }
}

export interface AppOptions {
  db: Database;
  sealer: Sealer;
  hosts: Hosts;
  /** The runtime's blob store (ADR 0014); null keeps binaries in the database. */
  blobs: BlobStore | null;
  /** The runtime's mailer (issue 28); none: e-mail cannot be sent, and the server says so. */
  mailer?: Mailer | null | undefined;
  /** The built portal (`dist/`), served beside the API; none in API-only tests. */
  distDir?: string | undefined;
  /**
   * The effective templates the page fetches (ADR 0035): a store made by the caller (the
   * watch mode reloads it), or one loaded here from this folder of shared templates. Neither:
   * no template routes (API tests that never draw a bill).
   */
  templates?: TemplateStore | undefined;
  /** The shared templates (`templates/` by default), which the hosts' own lie over. */
  templatesDir?: string | undefined;
  /** Hands the store loaded from `templatesDir` to the caller (the watch mode reloads it). */
  onTemplates?: (store: TemplateStore) => void;
  /**
   * Keep the bills' rendered first views in memory (ADR 0056); on unless given, or unless
   * QUADRO_FIRST_VIEW_CACHE=0 in `env` (the bench's cold runs).
   */
  firstViewCache?: boolean | undefined;
  /** The clock, so tests can open links at any time. */
  now?: () => Date;
  /** Honour `X-Quadro-Today` for the self-reading window (server/testClock.ts); tests only. */
  todayHeader?: boolean;
  logger?: FastifyServerOptions['logger'];
  /** fastify's trustProxy: true, a hop count or addresses of the proxies in front. */
  trustProxy?: FastifyServerOptions['trustProxy'];
  /** The providers' sandbox pages under /sandbox/ (on in `npm start`, off unless asked). */
  sandboxes?: boolean | undefined;
  /**
   * The configurators' playground (ADR 0037); from `QUADRO_PLAYGROUND=1` in `env` unless
   * given. Off, its calls answer 404 and its page the not-found page. On in a production-like
   * configuration (sandboxes off, real keys), the start is refused (issue 27).
   */
  playground?: boolean | undefined;
  /**
   * The payment keys, when the caller resolved them already (serve, for its banner); else they
   * are resolved here from `env` (process.env by default), and a missing one stops the start.
   */
  paymentKeys?: PaymentKeys;
  /** The billing systems' clients (issue 28), when the caller resolved them (serve's banner). */
  ingestClients?: IngestClients;
  /** What the provider notification addresses keep of unverified ones (issue 27); defaults. */
  notificationQuota?: Partial<NotificationQuota> | undefined;
  /** Where the payment keys are read from when not given resolved; tests pass their own. */
  env?: Readonly<Record<string, string | undefined>>;
  /**
   * The bearer check of the customer area's calls, instead of the hosts' identity providers':
   * contract tests that sign tokens with their own key hand in a check with that key.
   */
  authenticate?: Authenticate | undefined;
  /**
   * The identity provider's settings (ADR 0029). Demo mode (keys generated and kept in the
   * database, origins as printed) follows the sandboxes unless given.
   */
  identity?: {
    demo?: boolean;
    /** A host's public origin in demo mode (the one the server prints). */
    origin?: (host: Host) => string;
    /** Every host's access token lifetime in seconds, over server.json's. */
    accessTokenTtl?: number;
  };
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  // First, before anything opens: a payment key missing outside the sandbox stops the start.
  const keys =
    options.paymentKeys ??
    resolvePaymentKeys(options.hosts.all, options.env ?? process.env, options.sandboxes === true);
  // So does a host's identity setting or secret missing outside demo mode.
  const identityDemo = options.identity?.demo ?? options.sandboxes === true;
  const identitySecrets = resolveIdentitySecrets(
    options.hosts.all,
    options.env ?? process.env,
    identityDemo,
  );
  // And a billing system's client secret (issue 28), as the payment keys.
  const ingestClients =
    options.ingestClients ??
    resolveIngestClients(options.hosts.all, options.env ?? process.env, options.sandboxes === true);
  // The playground is for a developer's machine: refused in a production-like one (issue 27).
  const playground = options.playground ?? playgroundSetting(options.env ?? process.env);
  refuseDevelopmentFeatures(
    { playground },
    {
      sandboxes: options.sandboxes === true,
      identityDemo,
      realKeyHosts: keys.realHosts.map((host) => host.name),
    },
  );
  const app = Fastify({
    logger: options.logger ?? false,
    // Bodies are sized per route (./http/bodyLimits.ts): only messages with attachments are large.
    bodyLimit: DEFAULT_BODY_LIMIT,
    // X-Forwarded-* are believed only behind a proxy the operator names (QUADRO_TRUST_PROXY).
    trustProxy: options.trustProxy ?? false,
    // Both answer with a problem body (./http/connection.ts); fastify's own have no code.
    return503OnClosing: false,
    clientErrorHandler,
    // A link id is about 90 characters, a media reference about 120; longer is junk.
    routerOptions: { maxParamLength: 600 },
    // Errors of the router itself (a malformed URL) get the problem shape too.
    frameworkErrors: (error, request, reply) => {
      frameworkErrorHandler(error, request, reply);
    },
  });
  const identity = createIdentity({
    db: options.db,
    secrets: identitySecrets,
    demo: identityDemo,
    demoOrigin: options.identity?.origin,
    proxy: options.trustProxy !== undefined && options.trustProxy !== false,
    accessTokenTtl: options.identity?.accessTokenTtl,
    ingestClient: (host) => ingestClients.of(host),
  });
  for (const warning of identity.warnings(options.hosts.all)) app.log.warn(warning);
  const deps: Deps = {
    identity,
    authenticate: options.authenticate ?? identity.authenticate,
    db: options.db,
    sealer: options.sealer,
    hosts: options.hosts,
    now: options.now ?? (() => new Date()),
    todayHeader: options.todayHeader ?? false,
    cache: new DocumentCache(),
    views: new FirstViewCache(
      options.firstViewCache ?? (options.env ?? process.env)['QUADRO_FIRST_VIEW_CACHE'] !== '0',
    ),
    keys,
    blobs: options.blobs,
    mailer: options.mailer ?? null,
  };

  // Any process's write to a document reaches this process's cache as a notification.
  const stopListening = await deps.db.listen(
    'quadro_documents',
    (documentId) => {
      deps.cache.invalidate(documentId);
      deps.views.invalidate(documentId);
    },
    () => {
      app.log.warn('lost the quadro_documents notifications: the document cache is off');
      deps.cache.disable();
      deps.views.disable();
    },
    { heardBefore: 'documents' },
  );
  app.addHook('onClose', async () => {
    await stopListening();
  });

  // Requests and answers are checked against the schemas of `schemas/`. A request stops at its
  // first error (the refusal names one), so a body of many faults costs no more than one.
  app.setValidatorCompiler(({ schema }) => requestAjv.compile(schema));
  app.setSerializerCompiler(({ schema, url, method }) => {
    const validate = ajv.compile(schema);
    return (data) => {
      if (!validate(data)) {
        throw new Error(
          `${method} ${url} answered outside its schema: ${describe(validate.errors)}`,
        );
      }
      return JSON.stringify(data);
    };
  });
  installErrorHandler(app);
  installShutdownRefusal(app);
  installJsonParser(app);

  app.decorateRequest('site', null as unknown as Host);
  app.addHook('onRequest', (request, _reply, done) => {
    const site = deps.hosts.lookup(request.headers.host);
    if (!site) {
      const asked = request.headers.host ?? 'requests without a Host header';
      done(new Problem(421, 'unknown-host', `This server does not serve ${asked}.`));
      return;
    }
    request.site = site;
    done();
  });
  // Shared in PostgreSQL only where several processes serve (QUADRO_SHARED_LIMITS=1, set by
  // `--workers`; decision 601): one process keeps its counts in memory, at no query's cost.
  await installLimits(app, deps.db, (options.env ?? process.env)['QUADRO_SHARED_LIMITS'] === '1');
  await installCompression(app);

  const formTargets = deps.hosts.all.flatMap((host) =>
    Object.values(host.server.payments ?? {})
      .map((provider) => provider.url)
      .filter((url) => /^https?:\/\//.test(url))
      .map((url) => new URL(url).origin),
  );
  installSecurityHeaders(app, [...new Set(formTargets)]);
  installNoStore(app);
  const templates =
    options.templates ??
    (options.templatesDir === undefined
      ? undefined
      : await createTemplateStore(deps.hosts.all, {
          db: deps.db,
          templatesDir: options.templatesDir,
          catalogue,
          log: {
            info: (m) => {
              app.log.info(m);
            },
            warn: (m) => {
              app.log.warn(m);
            },
          },
        }));
  if (templates) {
    options.onTemplates?.(templates);
    templateRoutes(app, templates);
  }
  app.get('/api/health', () => ({ ok: true, database: deps.db.kind }));
  hostRoutes(app, deps);
  billRoutes(app, deps);
  mediaRoutes(app, deps);
  eventAttachmentRoutes(app, deps);
  consentRoutes(app, deps);
  supplierRoutes(app, deps);
  await identityRoutes(app, deps);
  await customerAreaRoutes(app, deps);
  await registrationRoutes(app, deps);
  await ingestRoutes(app, deps, ingestClients);
  await nexiNotificationRoutes(app, deps, options.notificationQuota);
  await worldlineWebhookRoutes(app, deps, options.notificationQuota);
  if (options.sandboxes === true) {
    await nexiSandboxRoutes(app, deps);
    await worldlineSandboxRoutes(app, deps);
    // Issue 29: the supplier's end of the demo webhooks, so `npm start` shows them arrive.
    await devReceiverRoutes(app, deps.hosts, options.env ?? process.env);
  }
  // Issue 19's playground: its calls, and its frames' page, which the playground may frame.
  if (playground) {
    playgroundRoutes(app, deps, { templatesDir: options.templatesDir });
    if (options.distDir !== undefined) playgroundFrameRoute(app, options.distDir);
  }
  await installPortal(app, options.distDir, {
    firstView: {
      deps,
      templates,
      opened: (documentId, now, host) => {
        noteOpenedSoon(deps.db, documentId, now, host);
      },
    },
    sourceMaps:
      options.sandboxes === true || (options.env ?? process.env)['QUADRO_SOURCE_MAPS'] === '1',
  });
  return app;
}
