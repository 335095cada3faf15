/**
 * The part of oidc-provider 9 this server uses, typed by hand: the package ships no types and
 * @types/oidc-provider is not a dependency. Written from its source (lib/provider.js,
 * lib/helpers/defaults.js, lib/adapters/memory_adapter.js); only what server/identity calls.
 */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';
  import type { JSONWebKeySet } from 'jose';

  /** What a model stores: oidc-provider's own JSON, with the keys the adapter indexes. */
  export interface AdapterPayload {
    [key: string]: unknown;
    grantId?: string;
    uid?: string;
    userCode?: string;
    consumed?: number;
  }

  export interface Adapter {
    upsert(id: string, payload: AdapterPayload, expiresIn: number | undefined): Promise<void>;
    find(id: string): Promise<AdapterPayload | undefined>;
    findByUid(uid: string): Promise<AdapterPayload | undefined>;
    findByUserCode(userCode: string): Promise<AdapterPayload | undefined>;
    consume(id: string): Promise<void>;
    destroy(id: string): Promise<void>;
    revokeByGrantId(grantId: string): Promise<void>;
  }

  export interface ClientLike {
    clientId: string;
    redirectUris: string[];
  }

  export interface GrantLike {
    accountId?: string;
    addOIDCScope(scope: string): void;
    addResourceScope(resource: string, scope: string): void;
    save(): Promise<string>;
  }

  export interface SessionLike {
    accountId?: string;
    /** True when the login was not to be remembered: a browser-session cookie. */
    transient?: boolean;
    /** When the account logged in, in seconds since the epoch. */
    loginTs?: number;
    /** The logout in progress (its form's xsrf secret). */
    state?: { secret?: string };
    grantIdFor(clientId: string): string | undefined;
  }

  export interface TokenLike {
    accountId?: string;
    /** The uid of the session the token was issued in. */
    sessionUid?: string;
  }

  /** The Koa context with `oidc`, as far as this server reads it. */
  export interface KoaContextWithOIDC {
    type: string;
    body: unknown;
    host: string;
    status: number;
    /** A request header's value, '' when absent (Koa's `ctx.get`). */
    get(name: string): string;
    /** Sets a response header (Koa's `ctx.set`). */
    set(name: string, value: string): void;
    response: { get(name: string): string };
    oidc: {
      client?: ClientLike;
      session?: SessionLike;
      result?: { consent?: { grantId?: string } };
      params?: Record<string, unknown>;
      /** What the request proved: on the logout, the decoded and verified `id_token_hint`. */
      entities?: { IdTokenHint?: { payload?: { sub?: unknown } } };
      provider: Provider;
      route: string;
      urlFor(name: string): string;
    };
  }

  /** A Koa middleware given to `provider.use`: `oidc` is there on the provider's own routes. */
  export type ProviderMiddleware = (
    ctx: Omit<KoaContextWithOIDC, 'oidc'> & { oidc?: KoaContextWithOIDC['oidc'] },
    next: () => Promise<void>,
  ) => Promise<void>;

  export interface Account {
    accountId: string;
    claims(use: string, scope: string): Promise<Record<string, unknown>>;
  }

  export interface ResourceServerInfo {
    scope: string;
    audience?: string;
    accessTokenTTL?: number;
    accessTokenFormat?: 'opaque' | 'jwt';
    jwt?: { sign?: { alg: string } };
  }

  export interface ClientMetadata {
    client_id: string;
    client_secret?: string;
    token_endpoint_auth_method?: string;
    application_type?: 'web' | 'native';
    grant_types?: string[];
    response_types?: string[];
    redirect_uris?: string[];
    post_logout_redirect_uris?: string[];
    id_token_signed_response_alg?: string;
    scope?: string;
    client_name?: string;
  }

  export interface InteractionResults {
    login?: { accountId: string; remember?: boolean };
    consent?: { grantId?: string };
    error?: string;
    error_description?: string;
  }

  export interface Configuration {
    adapter?: (model: string) => Adapter;
    clients?: ClientMetadata[];
    jwks?: JSONWebKeySet;
    cookies?: {
      keys?: string[];
      long?: { sameSite?: 'lax' | 'strict'; secure?: boolean };
      short?: { sameSite?: 'lax' | 'strict'; secure?: boolean };
    };
    scopes?: string[];
    claims?: Record<string, string[] | null>;
    clientBasedCORS?: (ctx: KoaContextWithOIDC, origin: string, client: ClientLike) => boolean;
    findAccount?: (
      ctx: KoaContextWithOIDC,
      sub: string,
      token?: TokenLike,
    ) => Promise<Account | undefined>;
    expiresWithSession?: (ctx: KoaContextWithOIDC, token: TokenLike) => Promise<boolean>;
    extraTokenClaims?: (
      ctx: KoaContextWithOIDC,
      token: TokenLike,
    ) => Promise<Record<string, unknown> | undefined>;
    loadExistingGrant?: (ctx: KoaContextWithOIDC) => Promise<GrantLike | undefined>;
    interactions?: {
      url?: (ctx: KoaContextWithOIDC, interaction: { uid: string }) => Promise<string>;
    };
    renderError?: (
      ctx: KoaContextWithOIDC,
      out: Record<string, string>,
      error: Error,
    ) => Promise<void>;
    rotateRefreshToken?: boolean;
    issueRefreshToken?: (
      ctx: KoaContextWithOIDC,
      client: { grantTypeAllowed(type: string): boolean },
    ) => Promise<boolean>;
    ttl?: Record<string, number | ((ctx: KoaContextWithOIDC, session: SessionLike) => number)>;
    features?: {
      devInteractions?: { enabled: boolean };
      clientCredentials?: { enabled: boolean };
      userinfo?: { enabled: boolean };
      rpInitiatedLogout?: {
        enabled: boolean;
        logoutSource?: (ctx: KoaContextWithOIDC, form: string) => Promise<void>;
        postLogoutSuccessSource?: (ctx: KoaContextWithOIDC) => Promise<void>;
      };
      resourceIndicators?: {
        enabled: boolean;
        defaultResource?: (
          ctx: KoaContextWithOIDC,
          client?: ClientLike,
        ) => Promise<string | string[] | undefined>;
        useGrantedResource?: () => Promise<boolean>;
        getResourceServerInfo?: (
          ctx: KoaContextWithOIDC,
          resourceIndicator: string,
          client?: ClientLike,
        ) => Promise<ResourceServerInfo>;
      };
    };
  }

  export interface Interaction {
    uid: string;
    prompt: { name: string; details: Record<string, unknown> };
    params: Record<string, unknown>;
    session?: { accountId?: string };
    grantId?: string;
  }

  export const errors: {
    InvalidTarget: new (description?: string) => Error;
  };

  export default class Provider {
    constructor(issuer: string, configuration: Configuration);
    readonly issuer: string;
    proxy: boolean;
    Grant: {
      new (properties: { accountId: string; clientId: string }): GrantLike;
      find(id: string): Promise<GrantLike | undefined>;
    };
    callback(): (request: IncomingMessage, response: ServerResponse) => void;
    /** A middleware before the provider's own, which sees its answer after `next()`. */
    use(middleware: ProviderMiddleware): this;
    interactionDetails(request: IncomingMessage, response: ServerResponse): Promise<Interaction>;
    interactionFinished(
      request: IncomingMessage,
      response: ServerResponse,
      result: InteractionResults,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
    on(event: string, listener: (...args: unknown[]) => void): this;
  }
}
