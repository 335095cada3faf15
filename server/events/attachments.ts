import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Deps } from '../deps.ts';
import type { Host } from '../hosts/hosts.ts';
import { Problem } from '../http/problem.ts';
import type { Identity } from '../identity/provider.ts';
import type { Sealer } from '../links/seal.ts';
import { findContactFile } from '../area/contactStore.ts';
import { findAttachment } from '../store/inbox.ts';

/**
 * A care message's files reach the supplier as links in its event, never as bytes (issue 29,
 * decision 449): a webhook body stays small, and a file is read only by whoever holds the link.
 * The link is the attachment's id sealed with the link keys (server/links/, purpose
 * `attachment`, so it never opens as a bill link or a PDF reference), with its expiry inside.
 */

/**
 * How long a link opens (decision 450): longer than a webhook's retries before its dead letter
 * and than a weekly pull of the feed, so a supplier that hears of the message late still gets
 * the file; short enough that a link left in a log or a mailbox stops working.
 */
export const ATTACHMENT_LINK_DAYS = 7;
const DAY = 24 * 60 * 60 * 1000;

/** The path a link is served on; the token follows it. */
export const ATTACHMENT_PATH = '/api/events/v1/attachments/';

/** One file as an event tells of it. */
export interface EventAttachment {
  name: string;
  contentType: string;
  size: number;
  sha256: string;
  url: string;
  expiresAt: string;
}

/**
 * A stored file's facts, before its link is sealed. `id` is what the link seals: a care
 * message's attachment id, or `contact:<request>:<position>` for a customer-area request's file.
 */
export interface AttachmentFacts {
  id: string;
  name: string;
  contentType: string;
  size: number;
  sha256: string;
}

/** The files of an event, each with an absolute link on the host's public origin. */
export function attachmentLinks(
  deps: { sealer: Sealer; identity: Pick<Identity, 'origin'> },
  host: Host,
  files: readonly AttachmentFacts[],
  now: Date,
): EventAttachment[] {
  const expiresAt = new Date(now.getTime() + ATTACHMENT_LINK_DAYS * DAY);
  const origin = deps.identity.origin(host);
  return files.map((file) => ({
    name: file.name,
    contentType: file.contentType,
    size: file.size,
    sha256: file.sha256,
    url: `${origin}${ATTACHMENT_PATH}${deps.sealer.seal('attachment', file.id, expiresAt)}`,
    // The sealed expiry is in whole seconds: the event says the same instant.
    expiresAt: new Date(Math.floor(expiresAt.getTime() / 1000) * 1000).toISOString(),
  }));
}

const notFound = (): Problem =>
  new Problem(
    404,
    'attachment-not-found',
    'This attachment link is not valid: check that it was copied whole.',
  );

/** `GET /api/events/v1/attachments/<token>`: the file while its link holds. */
export function eventAttachmentRoutes(app: FastifyInstance, deps: Deps): void {
  app.get(
    `${ATTACHMENT_PATH}:token`,
    {
      schema: {
        params: {
          type: 'object',
          properties: { token: { type: 'string', maxLength: 512 } },
          required: ['token'],
        },
      },
    },
    async (request: FastifyRequest<{ Params: { token: string } }>, reply) => {
      const opened = deps.sealer.open('attachment', request.params.token, deps.now());
      if (opened.status === 'invalid') throw notFound();
      if (opened.status === 'expired') {
        throw new Problem(
          410,
          'attachment-link-expired',
          `This attachment link expired at ${opened.expiresAt.toISOString()}; the file stays in the portal's inbox (\`quadro inbox\`).`,
        );
      }
      const file = await findEventFile(deps, opened.value);
      // A link opens only on its own supplier's hosts, as a bill's PDF does.
      if (!file || file.supplier !== request.site.settings.supplier) throw notFound();
      return reply
        .type(file.contentType)
        .header('content-disposition', `attachment; filename="${safeName(file.name)}"`)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(file.bytes));
    },
  );
}

/** The file a sealed value names (see AttachmentFacts), or null. */
function findEventFile(deps: Deps, value: string) {
  if (/^[0-9]{1,18}$/.test(value)) return findAttachment(deps.db, deps.blobs, value);
  const contact = /^contact:([0-9]{1,18}):([0-9]{1,4})$/.exec(value);
  if (contact?.[1] !== undefined && contact[2] !== undefined) {
    return findContactFile(deps.db, deps.blobs, contact[1], Number(contact[2]));
  }
  return Promise.resolve(null);
}

/** The customer's file name made safe for a header (quotes, controls and non-ASCII dropped). */
function safeName(name: string): string {
  const safe = name.replace(/[^A-Za-z0-9._ -]/g, '_').slice(0, 100);
  return safe === '' ? 'file' : safe;
}
