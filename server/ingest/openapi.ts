import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ingestPath, ingestScope } from '../identity/bearer.ts';

/**
 * The ingestion API's OpenAPI 3.1 description (issue 28), made from `schemas/` at each call:
 * the bodies and answers are the schema files themselves, copied into `components.schemas` with
 * their references turned from `$id` URLs into the document's own pointers, never written twice.
 * `npm run openapi:lint` checks it with an outside linter (Redocly).
 */

const folder = fileURLToPath(new URL('../../schemas/', import.meta.url));
const idPrefix = 'https://quadro.dev/schemas/';
const nameOf = (file: string) => file.replace(/\.schema\.json$/, '');

/** A part of a schema file a `$ref` names: the whole file, or one of its `$defs`. */
interface Part {
  file: string;
  def?: string | undefined;
}
const componentOf = (part: Part) =>
  part.def === undefined ? nameOf(part.file) : `${nameOf(part.file)}.${part.def}`;
const pointerTo = (file: string) => `#/components/schemas/${nameOf(file)}`;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const read = (file: string) => JSON.parse(readFileSync(folder + file, 'utf8')) as Json;

/**
 * A part with its refs made local to the document: each `$defs` entry a ref names becomes a
 * component of its own (`<file>.<def>`), each whole file one (`<file>`); the parts found go
 * into `found`.
 */
function embed(part: Part, found: Part[]): Json {
  const rewrite = (value: Json): Json => {
    if (Array.isArray(value)) return value.map(rewrite);
    if (value === null || typeof value !== 'object') return value;
    const out: Record<string, Json> = {};
    for (const [key, member] of Object.entries(value)) {
      if (key === '$schema' || key === '$id') continue;
      if (key === '$ref' && typeof member === 'string') {
        const [file = part.file, fragment = ''] = member.startsWith(idPrefix)
          ? member.slice(idPrefix.length).split('#')
          : [part.file, member.replace(/^#/, '')];
        const def = /^\/\$defs\/([^/]+)$/.exec(fragment)?.[1];
        const target = { file, def: fragment === '' || def !== undefined ? def : undefined };
        found.push(target);
        out[key] =
          fragment === '' || def !== undefined
            ? `#/components/schemas/${componentOf(target)}`
            : `${pointerTo(file)}${fragment}`;
        continue;
      }
      out[key] = rewrite(member);
    }
    return out;
  };
  // The `$defs` leave their file: each one a ref names is a component of its own.
  const { $defs, ...whole } = read(part.file) as Record<string, Json>;
  const defs = $defs as Record<string, Json> | undefined;
  return rewrite(part.def === undefined ? whole : (defs?.[part.def] ?? null));
}

/** Every schema part the calls use, and every one those refer to, embedded once each. */
function components(roots: string[]): Record<string, Json> {
  const done = new Map<string, Json>();
  const pending: Part[] = roots.map((file) => ({ file }));
  for (let part = pending.pop(); part !== undefined; part = pending.pop()) {
    const name = componentOf(part);
    if (done.has(name)) continue;
    done.set(name, embed(part, pending));
  }
  return Object.fromEntries([...done].sort(([a], [b]) => a.localeCompare(b)));
}

const json = (file: string) => ({
  'application/json': { schema: { $ref: pointerTo(file) } },
});
const problem = (description: string) => ({ description, content: json('problem.schema.json') });
const refusals = {
  '401': problem('No token, or one expired, forged or not for this API on this host.'),
  '403': problem('The token lacks the scope the call needs.'),
  '429': problem("The client's quota of this minute is spent: retry after Retry-After seconds."),
};
const idParameter = {
  name: 'id',
  in: 'path',
  required: true,
  description: "The bill's id, as in its bundle.",
  schema: { type: 'string', pattern: '^[A-Za-z0-9._-]{1,64}$' },
};
const state = {
  description: 'What the call did, and the bill state after it.',
  content: {
    'application/json': {
      schema: {
        type: 'object',
        properties: {
          outcome: { enum: ['changed', 'unchanged'] },
          state: { $ref: pointerTo('ingest-state.schema.json') },
        },
        required: ['outcome', 'state'],
      },
    },
  },
};
const write = [{ billingClient: ['bills:write'] }];

export function openApiOf(origin: string): Record<string, unknown> {
  const bill = (description: string) => ({
    description,
    content: json('ingest-result.schema.json'),
  });
  return {
    openapi: '3.1.0',
    info: {
      title: 'quadro ingestion API',
      version: '1',
      description:
        "How a supplier's billing system sends bills to quadro (docs/integrating.md) and reads the supplier's events (docs/receiving-events.md). Authenticate with OAuth 2.0 client credentials at the host's identity provider.",
      license: { name: 'Proprietary', identifier: 'LicenseRef-quadro' },
    },
    servers: [{ url: `${origin}${ingestPath}` }],
    security: write,
    paths: {
      '/bills/{id}': {
        parameters: [idParameter],
        put: {
          operationId: 'putBill',
          summary: 'Send one bill: stored, unchanged or replaced by a new version.',
          requestBody: { required: true, content: json('bill-bundle.schema.json') },
          responses: {
            '200': bill('Unchanged (the same as its newest version) or replaced (a new version).'),
            '201': bill('Stored: a new bill, version 1.'),
            '409': problem("Refused: the id is another supplier's, or the bill was withdrawn."),
            '413': problem('The bill is larger than 2 MiB.'),
            '422': problem('Refused: `errors` lists each JSON pointer and reason.'),
            ...refusals,
          },
        },
        get: {
          operationId: 'getBill',
          summary: "A bill's state: version, status, payment, history.",
          security: [{ billingClient: ['bills:read'] }],
          responses: {
            '200': { description: 'The state.', content: json('ingest-state.schema.json') },
            '404': problem('No bill of this client has this id.'),
            ...refusals,
          },
        },
        delete: {
          operationId: 'withdrawBill',
          summary: 'Withdraw a bill: its links answer 410 from now on, and its id is spent.',
          responses: {
            '200': state,
            '404': problem('No bill of this client has this id.'),
            ...refusals,
          },
        },
      },
      '/bills/{id}/pdf': {
        parameters: [idParameter],
        put: {
          operationId: 'putBillPdf',
          summary: "The supplier's own PDF of a bill sent before: stored as its next version.",
          requestBody: {
            required: true,
            description: 'The PDF, at most 10 MiB.',
            content: {
              'application/pdf': {
                schema: { type: 'string', contentMediaType: 'application/pdf' },
              },
            },
          },
          responses: {
            '200': bill(
              'Replaced (the bill with this PDF, a new version) or unchanged (the same PDF).',
            ),
            '404': problem('No bill of this client has this id.'),
            '409': problem('The bill was withdrawn.'),
            '413': problem('The PDF is larger than 10 MiB.'),
            '415': problem('The body is not a PDF.'),
            ...refusals,
          },
        },
      },
      '/bills/{id}/status': {
        parameters: [idParameter],
        post: {
          operationId: 'changeBillStatus',
          summary: 'Paid elsewhere, cancelled or corrected by another bill.',
          requestBody: { required: true, content: json('ingest-status.schema.json') },
          responses: {
            '200': state,
            '400': problem('The change is not one of the three shapes.'),
            '404': problem('No bill of this client has this id.'),
            '409': problem('The bill is withdrawn, not payable, or paid already.'),
            '422': problem('replacedBy names no other bill of this client.'),
            ...refusals,
          },
        },
      },
      '/events': eventFeedPath,
      '/bills': {
        post: {
          operationId: 'putBills',
          summary: 'Send many bills as NDJSON, one bundle a line; one result line each, in order.',
          requestBody: {
            required: true,
            content: {
              'application/x-ndjson': { schema: { $ref: pointerTo('bill-bundle.schema.json') } },
            },
            description: 'One bill bundle per line; each line at most 2 MiB.',
          },
          responses: {
            '200': {
              description: 'One result per line of the request, streamed as it goes.',
              content: {
                'application/x-ndjson': {
                  schema: { $ref: pointerTo('ingest-result.schema.json') },
                },
              },
            },
            '415': problem('The body is not application/x-ndjson.'),
            ...refusals,
          },
        },
      },
    },
    components: {
      securitySchemes: {
        billingClient: {
          type: 'oauth2',
          description: "The supplier's billing client, with the secret the operator gave it.",
          flows: {
            clientCredentials: {
              tokenUrl: `${origin}/oidc/token`,
              scopes: Object.fromEntries(
                ingestScope.split(' ').map((scope) => [scope, scopeText[scope] ?? scope]),
              ),
            },
          },
        },
      },
      schemas: components([
        'bill-bundle.schema.json',
        'event-feed.schema.json',
        'ingest-result.schema.json',
        'ingest-state.schema.json',
        'ingest-status.schema.json',
        'problem.schema.json',
      ]),
    },
  };
}

const scopeText: Record<string, string> = {
  'bills:write': 'Send, change and withdraw bills.',
  'bills:read': "Read bills' state.",
  'events:read': "Read the supplier's events from the pull feed.",
};

const query = (name: string, description: string, schema: Record<string, unknown>) => ({
  name,
  in: 'query',
  required: false,
  description,
  schema,
});

/** The pull feed (issue 29, ADR 0050; docs/receiving-events.md). */
const eventFeedPath = {
  get: {
    operationId: 'getEvents',
    summary: "The supplier's events after a cursor, oldest first: the webhooks' bodies, pulled.",
    security: [{ billingClient: ['events:read'] }],
    parameters: [
      query(
        'after',
        'The `next` of the previous page; left out, the feed starts at its first event.',
        {
          type: 'string',
          maxLength: 40,
        },
      ),
      query('limit', 'How many events at most (1 to 500; 100 when left out).', {
        type: 'integer',
        minimum: 1,
        maximum: 500,
        default: 100,
      }),
      query('types', 'Only these event types, separated by commas (docs/events.md).', {
        type: 'string',
      }),
    ],
    responses: {
      '200': {
        description: 'A page of events and the cursor to read on.',
        content: json('event-feed.schema.json'),
      },
      '400': problem(
        '`after`, `limit` or `types` is not one this feed accepts; `code` says which.',
      ),
      ...refusals,
    },
  },
};
