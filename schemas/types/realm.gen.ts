/* Generated from schemas/realm.schema.json by scripts/gen-schema-types.ts: do not edit. */

/**
 * The body of GET /api/realm (spec §7), asked without a login: how the page logs a customer in on this host (issue 18). The page's OpenID Connect client (oidc-client-ts) is configured from it: the host's identity provider (`authority`, its issuer, whose discovery document is at `<authority>/.well-known/openid-configuration`), the page's client id and the scopes it asks for. The page builds its redirect addresses from its own origin (`/auth/callback`, `/`). Data, so tolerant: unknown properties are ignored.
 */
export interface RealmAnswer {
  /**
   * The identity provider's issuer URL, e.g. https://bolletta.alfa-energia.test/oidc.
   */
  authority: string;
  /**
   * The page's client id at the identity provider (a public client with PKCE).
   */
  client_id: string;
  /**
   * The scopes the page asks for, space separated, e.g. `openid profile offline_access`.
   */
  scope: string;
}
