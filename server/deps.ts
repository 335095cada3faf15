import type { DocumentCache } from './cache/documentCache.ts';
import type { FirstViewCache } from './cache/firstViewCache.ts';
import type { Database } from './db/database.ts';
import type { Hosts } from './hosts/hosts.ts';
import type { Authenticate } from './identity/bearer.ts';
import type { Identity } from './identity/provider.ts';
import type { Sealer } from './links/seal.ts';
import type { Mailer } from './mail/mailer.ts';
import type { PaymentKeys } from './payments/secrets.ts';
import type { BlobStore } from './store/blobs.ts';

/** Everything a route needs, passed explicitly: the app holds no state of its own. */
export interface Deps {
  db: Database;
  sealer: Sealer;
  hosts: Hosts;
  now: () => Date;
  /**
   * Whether a request may name Italy's date in `X-Quadro-Today` (the sample server of the
   * end-to-end tests only, server/testClock.ts); never in `npm start`.
   */
  todayHeader: boolean;
  /** The document call's answers per link; dropped on every change (see its comment). */
  cache: DocumentCache;
  /** The bills' rendered first views (ADR 0056); dropped with the document cache's answers. */
  views: FirstViewCache;
  /** Every host's payment keys, resolved at start (./payments/secrets.ts). */
  keys: PaymentKeys;
  /** Attachments' and PDFs' bytes on the embedded database (ADR 0014); null: bytea. */
  blobs: BlobStore | null;
  /** Every host's identity provider (ADR 0029): issuer, keys, the provider itself. */
  identity: Identity;
  /**
   * The check of a logged-in customer's bearer token (./identity/bearer.ts) with the request's
   * host's keys and issuer: a customer-area route calls it first, and answers only for the
   * principal it returns.
   */
  authenticate: Authenticate;
  /** How e-mail leaves (issue 28): the runtime's mailer, null when no SMTP URL is set. */
  mailer: Mailer | null;
}
