// A supplier's webhook receiver for quadro's events (docs/receiving-events.md), in plain Node
// with the Standard Webhooks specification's own library (`npm install standardwebhooks`).
// tests/contract/receivingEvents.test.ts runs this file as it is.
//
//   WEBHOOK_SECRET='whsec_…' PORT=8080 node webhook-receiver.mjs
//
// WEBHOOK_SECRET may hold several secrets separated by spaces while one is rotated: a delivery
// signed by any of them is genuine.
import { createServer } from 'node:http';
import { Webhook } from 'standardwebhooks';

const secrets = (process.env.WEBHOOK_SECRET ?? '').split(/\s+/).filter(Boolean);
if (secrets.length === 0) {
  console.error('Set WEBHOOK_SECRET to the endpoint secret (whsec_…) the operator gave you.');
  process.exit(1);
}
const webhooks = secrets.map((secret) => new Webhook(secret));
const port = Number(process.env.PORT ?? 8080);
const MAX_BODY = 1024 * 1024;

// Ids handled already. quadro delivers at least once: a retry carries the same webhook-id, so
// handle each id once. Keep this in your database (a unique key on the id), not in memory.
const handled = new Set();
// What was accepted and not yet handled, in arrival order (so one bill's events stay in order).
const queue = [];

/** The message, when one of the secrets signed exactly these bytes recently; else null. */
function verified(body, headers) {
  for (const webhook of webhooks) {
    try {
      return webhook.verify(body, headers);
    } catch {
      // Not this secret (or tampered, or too old): try the next one.
    }
  }
  return null;
}

/** Your work: store it, call your CRM… Here, one line per event on the console. */
async function handle(id, message) {
  console.log(JSON.stringify({ handled: id, type: message.type, data: message.data }));
}

async function drain() {
  while (queue.length > 0) {
    const { id, message } = queue[0];
    if (!handled.has(id)) {
      await handle(id, message);
      handled.add(id);
    }
    queue.shift();
  }
}

const server = createServer((request, response) => {
  if (request.method !== 'POST') return void response.writeHead(405).end();
  const chunks = [];
  let size = 0;
  request.on('data', (chunk) => {
    size += chunk.length;
    if (size > MAX_BODY) {
      response.writeHead(413).end();
      request.destroy();
    } else chunks.push(chunk);
  });
  request.on('end', () => {
    // Verify the exact bytes received: parse only after.
    const body = Buffer.concat(chunks);
    const headers = {
      'webhook-id': request.headers['webhook-id'] ?? '',
      'webhook-timestamp': request.headers['webhook-timestamp'] ?? '',
      'webhook-signature': request.headers['webhook-signature'] ?? '',
    };
    const message = verified(body, headers);
    if (message === null) return void response.writeHead(401).end();
    // Answer at once and do the work afterwards: a slow answer is retried as a failure.
    const first = queue.length === 0;
    queue.push({ id: headers['webhook-id'], message });
    response.writeHead(204).end();
    if (first) setImmediate(() => void drain());
  });
});
server.listen(port, () => console.log(`listening on ${port}`));
