import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Hosts } from '../hosts/hosts.ts';
import { ownPath } from '../hosts/addresses.ts';
import { installFormParser, type FormBody } from '../http/form.ts';

/**
 * The pieces both providers' sandbox hosted pages share. The HTML imitates a provider's own page
 * (Italian, the provider's words, not the portal's catalogue): a card form that posts back to
 * the sandbox, "Paga" (`azione=paga`) or "Annulla" (`azione=annulla`). No script at all, so the
 * portal's CSP (`script-src 'self'`) holds, and every value is escaped: the payment fields come
 * from the browser.
 */

const escape = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? '',
  );

const style = `
body { font: 16px/1.5 system-ui, sans-serif; margin: 0; background: #eef1f5; color: #1d2530; }
main { max-width: 420px; margin: 32px auto; background: #fff; padding: 24px; border-radius: 8px; }
h1 { font-size: 20px; margin: 0 0 4px; }
.amount { font-size: 28px; font-weight: 700; margin: 8px 0 16px; }
.note { background: #fff7d6; padding: 8px 12px; border-radius: 6px; font-size: 14px; }
label { display: block; margin-top: 12px; font-weight: 600; }
input { width: 100%; box-sizing: border-box; padding: 8px; font: inherit; border: 1px solid #8a94a3; border-radius: 4px; }
.row { display: flex; gap: 12px; } .row > div { flex: 1; }
.actions { display: flex; gap: 12px; margin-top: 20px; }
button { flex: 1; padding: 10px; font: inherit; border-radius: 4px; border: 1px solid #0b4f9c; }
button[value="paga"] { background: #0b4f9c; color: #fff; } button[value="annulla"] { background: #fff; color: #0b4f9c; }
`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="it">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="data:,">
<title>${escape(title)}</title>
<style>${style}</style>
</head>
<body><main>${body}</main></body>
</html>
`;
}

/** The card form; `hidden` are the payment data fields, posted back with the card. */
export function cardFormPage(options: {
  action: string;
  amountCents: number;
  description: string;
  hidden?: Record<string, string>;
}): string {
  const euro = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' }).format(
    options.amountCents / 100,
  );
  const hidden = Object.entries(options.hidden ?? {})
    .map(([name, value]) => `<input type="hidden" name="${escape(name)}" value="${escape(value)}">`)
    .join('\n');
  return page(
    'Pagamento con carta (sandbox)',
    `<h1>Pagamento con carta</h1>
<p>${escape(options.description)}</p>
<p class="amount">${escape(euro)}</p>
<p class="note">Ambiente di prova: la carta 4111 1111 1111 1111 è accettata, le altre sono rifiutate.</p>
<form method="post" action="${escape(options.action)}">
${hidden}
<label for="pan">Numero della carta</label>
<input id="pan" name="pan" inputmode="numeric" autocomplete="cc-number" required pattern="[0-9 ]{12,23}">
<div class="row">
<div><label for="scadenza">Scadenza (MM/AA)</label>
<input id="scadenza" name="scadenza" autocomplete="cc-exp" required pattern="[0-9]{2}/[0-9]{2}"></div>
<div><label for="cvv">CVV</label>
<input id="cvv" name="cvv" inputmode="numeric" autocomplete="cc-csc" required pattern="[0-9]{3,4}"></div>
</div>
<div class="actions">
<button type="submit" name="azione" value="annulla" formnovalidate>Annulla</button>
<button type="submit" name="azione" value="paga">Paga ${escape(euro)}</button>
</div>
</form>`,
  );
}

/** What the provider shows when the merchant's request is wrong (bad MAC, unknown alias…). */
export function errorPage(message: string): string {
  return page(
    'Richiesta non valida (sandbox)',
    `<h1>Richiesta non valida</h1><p>${escape(message)}</p>`,
  );
}

/** A request the sandbox refuses, shown as the provider's error page with this status. */
export class Refusal extends Error {
  constructor(
    message: string,
    readonly statusCode = 400,
  ) {
    super(message);
  }
}

/**
 * Registers a card sandbox's routes in a scope of their own, as both sandboxes start: form
 * bodies parsed, and a Refusal answered with the error page.
 */
export async function sandboxScope(
  app: FastifyInstance,
  routes: (scope: FastifyInstance) => void,
): Promise<void> {
  await app.register((scope, _options, done) => {
    installFormParser(scope);
    routes(scope);
    installRefusalPage(scope);
    done();
  });
}

/** Refusals of the scope become the error page; anything else stays the API's problem. */
function installRefusalPage(scope: FastifyInstance): void {
  scope.setErrorHandler((error, _request, reply) => {
    if (error instanceof Refusal)
      return sendHtml(reply, error.statusCode, errorPage(error.message));
    throw error;
  });
}

export function sendHtml(reply: FastifyReply, status: number, html: string): FastifyReply {
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(html);
}

/** The first value of each field as a string: query strings and forms alike. */
export function strings(input: unknown): Record<string, string> {
  if (typeof input !== 'object' || input === null) return {};
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(input as FormBody)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (typeof first === 'string') out[name] = first;
  }
  return out;
}

/** The test card the sandboxes accept; any other is declined. */
export const isTestCard = (pan: string | undefined): boolean =>
  (pan ?? '').replace(/\s/g, '') === '4111111111111111';

/**
 * Posts a provider's signed notification to `address`, in process, before the browser is sent
 * back (as the providers do): only to this portal's own addresses, never a request elsewhere.
 * A notification the server refuses is logged; the customer's return then says what the server
 * has recorded.
 */
export async function notifyPortal(
  app: FastifyInstance,
  hosts: Hosts,
  request: FastifyRequest,
  address: string | undefined,
  message: { headers: Record<string, string>; payload: string },
): Promise<void> {
  const url = address === undefined ? null : ownPath(hosts, address);
  if (url === null) return;
  const answer = await app.inject({
    method: 'POST',
    url,
    headers: { host: request.headers.host ?? '', ...message.headers },
    payload: message.payload,
  });
  if (answer.statusCode !== 200) {
    request.log.warn(`sandbox notification answered ${answer.statusCode}: ${answer.body}`);
  }
}
