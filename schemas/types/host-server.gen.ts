/* Generated from schemas/host-server.schema.json by scripts/gen-schema-types.ts: do not edit. */

/**
 * `hosts/<host>/server.json`: the private settings of one host, read by the reference server and never sent to the page. Keys are never written here: only the name of the environment variable that holds each one, and an obviously-fake default that only the sandboxes accept. Configuration, so strict: unknown properties are rejected.
 */
export interface HostServerSettings {
  /**
   * Path to this schema (`../../schemas/host-server.schema.json`), for editors.
   */
  $schema?: string;
  /**
   * Other names this host answers besides its folder name (for example `localhost`), compared with the Host header without its port, ignoring case. A name belongs to one host only.
   *
   * Items: A host name or IPv4 address, without port.
   */
  aliases?: string[];
  /**
   * This host answers requests whose Host header names no host. At most one host is the default.
   */
  default?: boolean;
  /**
   * How many days a bill link stays valid; after that it answers 410 (spec §4).
   */
  linkTtlDays?: number;
  /**
   * How often the public API may be called, per client address and per bill link, in windows of one minute, and how many customer-care messages a bill may receive a day. Over a limit the call answers 429 `rate-limited` (or `quota-exceeded`) with a Retry-After header. The per-minute counts are kept in each server process's memory; the daily quota is counted in the database. Behind a proxy, set QUADRO_TRUST_PROXY so that the client's address is the one counted.
   */
  limits?: {
    /**
     * Calls that read a bill (public access, document, modules, instalments, profile, contacts, status, PDF) one address may make per minute. A page opening makes about six; many customers may share one address (carrier NAT, an office), and the end-to-end tests open four pages at once from 127.0.0.1.
     */
    readsPerMinutePerAddress?: number;
    /**
     * Form calls (care message, sendemail, profile change, self-reading, payment start and outcome) one address may make per minute, all links together.
     */
    writesPerMinutePerAddress?: number;
    /**
     * Form calls one bill link (or its session) may make per minute, from any address.
     */
    writesPerMinutePerLink?: number;
    /**
     * Bill pages drawn on the server (GET /bollettainterattiva) one address may ask for per minute. A drawing costs the server about 20 ms of its only thread, so this budget is the page's own, far below the reads'; a customer opens a bill a few times, but many customers may share one address (a carrier's NAT, an office). Over it the page answers 429 with Retry-After: a browser gets the undrawn page, which draws the bill itself through the API, other clients the problem `rate-limited`. Besides, each server process draws at most four bills at once and answers a fifth at once with 503 and Retry-After (docs/operating.md).
     */
    pagesPerMinutePerAddress?: number;
    /**
     * Bill calls answered 404 or 410 (a forged, unknown or expired link) one address may cause per minute; past it, every bill call from that address answers 429 until the minute ends.
     */
    failedLinksPerMinutePerAddress?: number;
    /**
     * Customer-care messages (messaggio and sendemail together) one bill may receive in any 24 hours; counted in the database, so it holds across processes and restarts.
     */
    messagesPerBillPerDay?: number;
  };
  /**
   * Card providers' settings; the one named by hostsettings.json's paymentProvider must be here.
   */
  payments?: {
    /**
     * The first card provider (hosted payment page reached by a form post, outcome signed with a MAC).
     */
    nexi?: {
      /**
       * The merchant's alias (terminal id) at the provider; public, posted in the form.
       */
      alias: string;
      /**
       * Hash of the request and outcome MACs, as agreed with the provider.
       */
      macAlgorithm: 'sha1' | 'sha256';
      /**
       * The MAC key.
       */
      macKey: SecretRef;
      /**
       * The hosted payment page the form is posted to: the provider's https URL, or `/sandbox/nexi/ecomm/DispatcherServlet` for the local sandbox.
       */
      url: string;
    };
    /**
     * The second card provider (hosted checkout reached by a redirect, requests signed with an HMAC).
     */
    worldline?: {
      /**
       * The merchant id at the provider.
       */
      merchantId: string;
      /**
       * The id of the API key (public; it names which secret signed a request).
       */
      keyId: string;
      /**
       * The API secret that signs requests and verifies notifications.
       */
      hmacKey: SecretRef;
      /**
       * The provider's checkout endpoint: its https URL, or `/sandbox/worldline/checkout` for the local sandbox.
       */
      url: string;
    };
  };
  /**
   * The host's OpenID Connect identity provider (issue 18, ADR 0029), mounted under `/oidc` of the host's public origin. In demo mode (`npm start` with the sandboxes on, the end-to-end sample server) the origin is the one the server prints and the keys are generated once and kept in the database; with the sandboxes off both `origin` and the secret are required, and the server refuses to start without them.
   */
  identity?: {
    /**
     * The host's public origin as customers' browsers reach it (scheme, name, port if not the default; no path), e.g. `https://bolletta.alfa-energia.test`. The provider's issuer is `<origin>/oidc`; the page's redirect addresses are `<origin>/auth/callback` and `<origin>/`.
     */
    origin?: string;
    /**
     * The environment variable holding the provider's keys: a JSON object `{ "signingKeys": [private JWK, …], "cookieKeys": [string of at least 32 characters, …] }`. The first signing key signs (ES256, RS256, PS256 or EdDSA); the others still verify, for a rotation. The first cookie key signs cookies; the others still verify.
     */
    secret?: {
      /**
       * Name of the environment variable.
       */
      env: string;
    };
    /**
     * How long an access token of the portal's API lives; the page refreshes it when less than 70 seconds are left, so it must be longer than that.
     */
    accessTokenTtlSeconds?: number;
    /**
     * Login attempts (posts of the identity provider's login form) one address may make per minute on this host; past it the login page answers 429 with Retry-After and a message in the customer's language until the minute ends. Each login name is also throttled on its own, whatever the address (ADR 0040).
     */
    loginsPerMinutePerAddress?: number;
  };
  /**
   * The supplier's billing system as a client of the ingestion API (issue 28, ADR 0043, docs/integrating.md): a confidential OAuth 2.0 client of this host's identity provider that gets access tokens with the client credentials grant at `<origin>/oidc/token`, and its quotas. With the sandboxes off the variable named by `secret.env` must hold a secret of at least 32 characters that is not in the repository, or the server refuses to start; with them on and the variable unset, `secret.sandboxDefault` is the demo client's secret, printed by `npm start`. A host without it has no client: every ingestion call answers 401.
   */
  ingest?: {
    /**
     * The client's id, as the billing system sends it to the token endpoint (HTTP Basic user name), e.g. `alfa-billing`.
     */
    clientId: string;
    /**
     * The client's secret: the variable that holds it, and the demo one only the sandboxes accept.
     */
    secret: SecretRef;
    /**
     * How long an access token of the ingestion API lives; the client asks for a new one when it expires.
     */
    tokenTtlSeconds?: number;
    /**
     * Ingestion calls the client may make per minute (each process counts its own); past it 429 `quota-exceeded` with Retry-After.
     */
    requestsPerMinute?: number;
    /**
     * Bills (single puts and batch lines together) the client may send per minute; a bill past it is refused with `quota-exceeded` (a single put with 429 and Retry-After; a batch line with its result line, the batch going on to its end), to be sent again later.
     */
    billsPerMinute?: number;
    /**
     * The most lines one NDJSON batch may hold; the lines past it are answered `refused` with reason `batch-too-long`.
     */
    batchLines?: number;
  };
  /**
   * Issue 29 (ADR 0049, docs/operating.md "Where events go"): the supplier's endpoints that receive this host's supplier's events as signed webhooks, following the Standard Webhooks specification (headers `webhook-id`, `webhook-timestamp`, `webhook-signature`; body `{type, timestamp, data}`). At least once, the same `webhook-id` on every retry, in order per bill and per account, dead-lettered after `deadAfterHours`; an answer 410 disables the endpoint until `quadro events enable`. With the sandboxes off every endpoint's secret variable must hold `whsec_` secrets of at least 24 bytes not in the repository, and its URL must be https, or the server refuses to start.
   */
  webhooks?: {
    /**
     * Where the events go, each endpoint on its own queue: one slow or down endpoint never holds back another.
     *
     * @maxItems 20
     */
    endpoints: {
      /**
       * The endpoint's name in this host, as `quadro events disable|enable <host> <id>` names it; never change it while deliveries are pending.
       */
      id: string;
      /**
       * The supplier's https URL; or, with the sandboxes on only, a path under `/dev/webhooks/` delivered to this server's own listening address (the demo receiver page). Redirects are not followed.
       */
      url: string;
      /**
       * The event types it receives (docs/events.md), or `*` for every one.
       *
       * @minItems 1
       */
      events: string[];
      /**
       * The signing secret: the variable holds one or several `whsec_<base64>` secrets separated by spaces (rotation: each one signs, so the receiver accepts with either); `sandboxDefault` is the demo one only the sandboxes accept.
       */
      secret: SecretRef;
      /**
       * How long one attempt waits for the endpoint's answer; past it the attempt counts as failed and is retried.
       */
      timeoutSeconds?: number;
      /**
       * How long an event is retried before it is dead-lettered (kept, listed by `quadro events list --state dead`, sent again by `quadro events retry`).
       */
      deadAfterHours?: number;
    }[];
  };
  /**
   * Issue 28: this host announces each new bill to its customer by e-mail (the dispatch queue, ADR 0045). Present: the host dispatches, and a production start (QUADRO_SANDBOXES=off) without QUADRO_SMTP_URL or without `from` is refused. Absent: no e-mail is sent for its bills.
   */
  mail?: {
    /**
     * The From of the host's e-mails, e.g. `Alfa Energia <bollette@alfa-energia.test>`. Required with the sandboxes off; in development `bollette@<host name>` stands in.
     */
    from?: string;
    /**
     * At most this many e-mails a minute leave for this host (its relay's or provider's sending rate), across every process.
     */
    perMinute?: number;
  };
}
/**
 * Where a key comes from: the environment variable `env`; when it is unset, `sandboxDefault`, which only the local sandboxes accept.
 */
export interface SecretRef {
  /**
   * Name of the environment variable holding the key.
   */
  env: string;
  /**
   * An obviously-fake key for the local sandboxes; must contain the word `sandbox`, so that it can never pass for a real one.
   */
  sandboxDefault: string;
}
