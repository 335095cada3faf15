import type { JSONWebKeySet } from 'jose';
import Provider, {
  errors,
  type ClientLike,
  type Configuration,
  type KoaContextWithOIDC,
} from 'oidc-provider';
import type { Database } from '../db/database.ts';
import type { Host } from '../hosts/hosts.ts';
import { findAccount } from './accounts.ts';
import { databaseAdapter } from './adapter.ts';
import { sessionTtl } from './lifetimes.ts';
import { plainLogoutForms } from './logoutForms.ts';
import { proxyWarnings } from './origin.ts';
import {
  apiAudience,
  createAuthenticate,
  ingestAudience,
  ingestPath,
  ingestScope,
  type Authenticate,
} from './bearer.ts';
import { demoKeys, publicKeys, type IdentitySecrets, type ProviderKeys } from './keys.ts';
import { logoutPage, messagePage } from './pages.ts';
import { chooseLocale, textsFor } from './texts.ts';

/** The page's client at every host's provider: public, PKCE, refresh tokens (decision 232). */
export const portalClientId = 'quadro-portal';
export const portalScope = 'openid profile offline_access';
/** Where the provider is mounted on each host's origin. */
export const mountPath = '/oidc';
export const defaultAccessTokenTtl = 300;

export interface IdentityOptions {
  db: Database;
  secrets: IdentitySecrets;
  /** Demo mode: keys generated once and kept in the database. */
  demo: boolean;
  /**
   * A host's public origin in demo mode, asked on the host's first login request (so the
   * sample server can answer with the port it got); by default `http://<host name>`.
   */
  demoOrigin?: ((host: Host) => string) | undefined;
  /** Behind a proxy the operator names (QUADRO_TRUST_PROXY): no start-up warning. */
  proxy: boolean;
  /** Every host's access token lifetime, over server.json's (the e2e tests' short one). */
  accessTokenTtl?: number | undefined;
  /** A host's billing-system client (server/ingest/clients.ts), when it has one (issue 28). */
  ingestClient?: ((host: Host) => IngestClientSettings | undefined) | undefined;
}

/** What the provider needs of a billing-system client: its id, secret and token lifetime. */
export interface IngestClientSettings {
  clientId: string;
  secret: string;
  tokenTtlSeconds: number;
}

export interface Identity {
  origin(host: Host): string;
  issuer(host: Host): string;
  provider(host: Host): Promise<Provider>;
  /** The public keys the host's access tokens are verified with. */
  publicKeys(host: Host): Promise<JSONWebKeySet>;
  /** What the operator should hear at start about these hosts (./origin.ts). */
  warnings(hosts: readonly Host[]): string[];
  authenticate: Authenticate;
}

/**
 * One OpenID Connect provider per host (ADR 0029), made on the host's first request and kept:
 * it holds no state of its own (everything is in the database through ./adapter.ts), only its
 * configuration and keys, so every process makes the same one.
 */
export function createIdentity(options: IdentityOptions): Identity {
  const providers = new Map<string, Promise<{ provider: Provider; keys: ProviderKeys }>>();
  const origin = (host: Host): string =>
    options.demo
      ? (options.demoOrigin?.(host) ?? `http://${host.name}`)
      : (host.server.identity?.origin ?? `https://${host.name}`);
  const issuer = (host: Host) => `${origin(host)}${mountPath}`;
  const load = (host: Host) => {
    let found = providers.get(host.name);
    if (!found) {
      found = (async () => {
        const keys = options.secrets.of(host) ?? (await demoKeys(options.db, host.name));
        const provider = new Provider(issuer(host), configuration(host, keys));
        // The identity routes hand every request over as the issuer's origin sees it
        // (./origin.ts), in X-Forwarded-* headers they set themselves, whatever the proxy sent.
        provider.proxy = true;
        provider.use(plainLogoutForms(host, origin(host)));
        return { provider, keys };
      })();
      // A failed start (the database away) is tried again on the next request.
      found.catch(() => providers.delete(host.name));
      providers.set(host.name, found);
    }
    return found;
  };

  function configuration(host: Host, keys: ProviderKeys): Configuration {
    const hostOrigin = origin(host);
    const resource = `${hostOrigin}/api`;
    // The ingestion API is a resource of its own (RFC 8707): its tokens name it as audience,
    // so a customer's token is no good there and a billing system's none in the customer area.
    const ingestResource = `${hostOrigin}${ingestPath}`;
    const ingest = options.ingestClient?.(host);
    const isIngest = (client: ClientLike | undefined) =>
      ingest !== undefined && client?.clientId === ingest.clientId;
    const alg = keys.jwks.keys[0]?.alg ?? 'ES256';
    const ttl =
      options.accessTokenTtl ??
      host.server.identity?.accessTokenTtlSeconds ??
      defaultAccessTokenTtl;
    const texts = (ctx: KoaContextWithOIDC) => {
      const locale = chooseLocale(host, ctx.oidc.params?.['ui_locales'], ctx.get('cookie'));
      return { locale, t: textsFor(locale) };
    };
    return {
      adapter: databaseAdapter(options.db, host.name),
      jwks: keys.jwks,
      cookies: { keys: keys.cookieKeys },
      clients: [
        {
          client_id: portalClientId,
          client_name: host.settings.supplierName ?? host.settings.supplier,
          application_type: 'web',
          token_endpoint_auth_method: 'none',
          grant_types: ['authorization_code', 'refresh_token'],
          response_types: ['code'],
          redirect_uris: [`${hostOrigin}/auth/callback`],
          post_logout_redirect_uris: [`${hostOrigin}/`],
          id_token_signed_response_alg: alg,
          scope: portalScope,
        },
        // The supplier's billing system (issue 28, ADR 0043): confidential, client credentials
        // only, its secret from the environment (server/ingest/clients.ts).
        ...(ingest
          ? [
              {
                client_id: ingest.clientId,
                client_secret: ingest.secret,
                client_name: `${host.settings.supplierName ?? host.settings.supplier} billing`,
                token_endpoint_auth_method: 'client_secret_basic',
                id_token_signed_response_alg: alg,
                grant_types: ['client_credentials'],
                response_types: [],
                redirect_uris: [],
                scope: ingestScope,
              },
            ]
          : []),
      ],
      scopes: [...portalScope.split(' '), ...ingestScope.split(' ')],
      claims: { openid: ['sub'], profile: ['name'] },
      // The page runs on the host's own origin: that one origin may call the token endpoint.
      clientBasedCORS: (_ctx, requestOrigin) => requestOrigin === hostOrigin,
      findAccount: async (_ctx, sub) => {
        const account = await findAccount(options.db, sub);
        if (!account || account.supplier !== host.settings.supplier) return undefined;
        return {
          accountId: account.id,
          claims: () => Promise.resolve({ sub: account.id, name: account.name }),
        };
      },
      // The API's check (./bearer.ts) wants the supplier: a token of one host is no good on
      // another, even should both providers share keys. `sid` names the provider session the
      // token was issued in (its uid): the one a password change keeps (./sessions.ts).
      extraTokenClaims: (_ctx, token) =>
        Promise.resolve({
          supplier: host.settings.supplier,
          ...(typeof token.sessionUid === 'string' ? { sid: token.sessionUid } : {}),
        }),
      // The portal is the supplier's own client: the login is the consent (decision 233).
      loadExistingGrant: async (ctx) => {
        const { client, session } = ctx.oidc;
        if (!client || !session) return undefined;
        const grantId = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
        if (grantId) return ctx.oidc.provider.Grant.find(grantId);
        if (session.accountId === undefined) return undefined;
        const grant = new ctx.oidc.provider.Grant({
          accountId: session.accountId,
          clientId: client.clientId,
        });
        grant.addOIDCScope(portalScope);
        grant.addResourceScope(resource, portalScope);
        await grant.save();
        return grant;
      },
      // Every login gets a refresh token, which the page rotates on each use and which ends
      // with the session: `offline_access` would need prompt=consent (OIDC Core 11), and a
      // first-party client shows no consent page (decision 233).
      issueRefreshToken: (_ctx, client) =>
        Promise.resolve(client.grantTypeAllowed('refresh_token')),
      // Whatever the scope: no token outlives the session it was issued in (ADR 0040).
      expiresWithSession: () => Promise.resolve(true),
      interactions: {
        url: (_ctx, interaction) => Promise.resolve(`${mountPath}/interaction/${interaction.uid}`),
      },
      renderError: (ctx) => {
        const { locale, t } = texts(ctx);
        ctx.type = 'html';
        ctx.body = messagePage(host, locale, t, t('error.title'), t('error.text'), hostOrigin);
        return Promise.resolve();
      },
      ttl: {
        AccessToken: ttl,
        AuthorizationCode: 60,
        IdToken: 3600,
        Interaction: 3600,
        RefreshToken: 14 * 24 * 3600,
        ClientCredentials: ingest?.tokenTtlSeconds ?? 600,
        // From the login, remembered or for the browser's session only (./lifetimes.ts).
        Session: (_ctx, session) => sessionTtl(session),
        Grant: 14 * 24 * 3600,
      },
      features: {
        devInteractions: { enabled: false },
        clientCredentials: { enabled: ingest !== undefined },
        // The access token is a JWT for the API (RFC 9068), which oidc-provider's userinfo
        // refuses by design; the ID token carries the claims instead (ADR 0040).
        userinfo: { enabled: false },
        rpInitiatedLogout: {
          enabled: true,
          logoutSource: (ctx, form) => {
            const { locale, t } = texts(ctx);
            ctx.type = 'html';
            ctx.body = logoutPage(host, locale, t, form, hintProvesSession(ctx));
            return Promise.resolve();
          },
          postLogoutSuccessSource: (ctx) => {
            const { locale, t } = texts(ctx);
            ctx.type = 'html';
            ctx.body = messagePage(host, locale, t, t('logout.done'), '', hostOrigin);
            return Promise.resolve();
          },
        },
        resourceIndicators: {
          enabled: true,
          defaultResource: (_ctx, client) =>
            Promise.resolve(isIngest(client) ? ingestResource : resource),
          useGrantedResource: () => Promise.resolve(true),
          // Each client reaches its own resource only.
          getResourceServerInfo: (_ctx, indicator, client) => {
            if (ingest && isIngest(client) && indicator === ingestResource) {
              return Promise.resolve({
                scope: ingestScope,
                audience: ingestAudience,
                accessTokenTTL: ingest.tokenTtlSeconds,
                accessTokenFormat: 'jwt',
                jwt: { sign: { alg } },
              });
            }
            if (indicator !== resource || isIngest(client)) throw new errors.InvalidTarget();
            return Promise.resolve({
              scope: portalScope,
              audience: apiAudience,
              accessTokenTTL: ttl,
              accessTokenFormat: 'jwt',
              jwt: { sign: { alg } },
            });
          },
        },
      },
    };
  }

  return {
    origin,
    issuer,
    provider: async (host) => (await load(host)).provider,
    publicKeys: async (host) => publicKeys((await load(host)).keys.jwks),
    warnings: (hosts) => proxyWarnings(hosts, issuer, options.proxy),
    authenticate: createAuthenticate({
      keys: (request) => load(request.site).then(({ keys }) => publicKeys(keys.jwks)),
      issuer: (request) => issuer(request.site),
    }),
  };
}

/**
 * Whether the logout request carries an ID token (verified by oidc-provider) of the account
 * logged in here: the portal's own logout (its "Esci", or spec §6's logout of an expired login),
 * which then needs no second question. Without one (a link from elsewhere) the customer is asked.
 */
function hintProvesSession(ctx: KoaContextWithOIDC): boolean {
  const subject = ctx.oidc.entities?.IdTokenHint?.payload?.sub;
  const account = ctx.oidc.session?.accountId;
  return typeof subject === 'string' && account !== undefined && subject === account;
}
