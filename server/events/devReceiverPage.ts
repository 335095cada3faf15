import { escape } from '../identity/pages.ts';
import {
  DEV_WEBHOOKS_KEPT,
  DEV_WEBHOOKS_PATH,
  type DemoEndpoint,
  type Received,
} from './devReceiver.ts';

/**
 * The demo receiver's page (GET /dev/webhooks), in Italian as everything a newcomer of an
 * Italian supplier reads: the demo endpoints, then each delivery with its type, webhook-id,
 * time, whether its signature was verified (and why not) and its JSON. Server-rendered, no
 * script, like /dev/mail's page.
 */

const style = `body{font-family:system-ui,sans-serif;margin:0;padding:24px;color:#1f2933;background:#f3f4f6}
main{max-width:960px;margin:0 auto}table{border-collapse:collapse;width:100%;background:#fff;margin-bottom:16px}
th,td{text-align:left;padding:8px 12px;border-bottom:1px solid #e5e7eb;font-size:14px;vertical-align:top}
code{font-size:13px;overflow-wrap:anywhere}pre{white-space:pre-wrap;overflow-wrap:anywhere;background:#fff;padding:12px 16px;margin:0;font-size:13px;border:1px solid #e5e7eb}
.yes{color:#166534;font-weight:600}.no{color:#991b1b;font-weight:600}article{background:#fff;margin:0 0 16px;padding:12px 16px;border-left:4px solid #9ca3af}
article.verified{border-left-color:#16a34a}article.refused{border-left-color:#dc2626}dl{display:grid;grid-template-columns:max-content 1fr;gap:4px 16px;margin:0 0 8px}dt{font-weight:600}dd{margin:0;min-width:0}
@media (max-width:600px){body{padding:12px}th,td{padding:6px;font-size:13px}dl{grid-template-columns:1fr}dd{margin-bottom:6px}}`;

const when = (date: Date) =>
  date.toLocaleString('it-IT', {
    timeZone: 'Europe/Rome',
    dateStyle: 'short',
    timeStyle: 'medium',
  });

/** The body as sent, indented when it is JSON. */
function pretty(body: string): string {
  try {
    return JSON.stringify(JSON.parse(body) as unknown, null, 2);
  } catch {
    return body;
  }
}

function endpointsPart(endpoints: readonly DemoEndpoint[]): string {
  if (endpoints.length === 0)
    return `<p>Nessun host ha un endpoint sotto <code>${DEV_WEBHOOKS_PATH}/</code>: aggiungine uno in <code>hosts/&lt;host&gt;/server.json</code>, alla voce <code>webhooks.endpoints</code> (docs/receiving-events.md).</p>`;
  const rows = endpoints
    .map(
      (e) =>
        `<tr><td>${escape(e.host)}</td><td>${escape(e.id)}</td><td><code>${escape(e.path)}</code></td><td>${e.secrets.length}</td></tr>`,
    )
    .join('');
  return `<table><thead><tr><th scope="col">Host</th><th scope="col">Endpoint</th><th scope="col">Indirizzo</th><th scope="col">Segreti validi</th></tr></thead><tbody>${rows}</tbody></table>`;
}

function deliveryPart(r: Received): string {
  const signature = r.verified
    ? '<span class="yes">Sì, verificata</span>'
    : `<span class="no">No</span>, firma non valida (${escape(r.reason ?? '')})`;
  const head = [
    ['Tipo', `<code>${escape(r.type || '(nessuno)')}</code>`],
    ['webhook-id', `<code>${escape(r.webhookId || '(assente)')}</code>`],
    ['Ricevuto', escape(when(r.receivedAt))],
    ['Indirizzo', `<code>${escape(r.path)}</code> (${escape(r.host)})`],
    ['Firma', signature],
  ];
  return (
    `<article class="${r.verified ? 'verified' : 'refused'}" aria-label="Consegna ${r.number}"><h2>#${r.number} ${escape(r.type)}</h2>` +
    `<dl>${head.map(([k, v]) => `<dt>${k ?? ''}</dt><dd>${v ?? ''}</dd>`).join('')}</dl>` +
    `<pre>${escape(pretty(r.body))}</pre></article>`
  );
}

export function receivedPage(
  received: readonly Received[],
  endpoints: readonly DemoEndpoint[],
): string {
  const title = 'Webhook ricevuti (sviluppo)';
  const body =
    `<p>Le consegne che quadro ha fatto ai ricevitori dimostrativi da quando è partito, verificate con la libreria <code>standardwebhooks</code> come farebbe il sistema del fornitore. Restano solo in memoria, le ultime ${DEV_WEBHOOKS_KEPT}. <a href="${DEV_WEBHOOKS_PATH}">Aggiorna</a></p>` +
    `<h2>Endpoint dimostrativi</h2>${endpointsPart(endpoints)}` +
    `<h2>Consegne</h2>` +
    (received.length === 0
      ? '<p>Ancora nessuna. Invia un’autolettura da una bolletta di prova: arriva qui come webhook firmato.</p>'
      : received.map(deliveryPart).join(''));
  return `<!DOCTYPE html><html lang="it"><head><meta charset="utf-8"><title>${title}</title>
<meta name="viewport" content="width=device-width, initial-scale=1"><style>${style}</style></head>
<body><main><h1>${title}</h1>${body}</main></body></html>`;
}
