import type { FastifyInstance, FastifyReply } from 'fastify';
import { randomBytes } from 'node:crypto';
import type { Deps } from '../deps.ts';
import { ownUrl, withParams } from '../hosts/addresses.ts';
import { macMatches, outcomeMac, requestMac, type OutcomeFields } from '../payments/nexi.ts';
import { NEXI_SANDBOX } from './addresses.ts';
import {
  cardFormPage,
  isTestCard,
  notifyPortal,
  Refusal,
  sandboxScope,
  sendHtml,
  strings,
} from './cardPage.ts';

export { NEXI_SANDBOX };
/** The payment data fields the page posts (spec §4) and the card form carries back. */
const PAYMENT_FIELDS = ['alias', 'importo', 'divisa', 'codTrans', 'mac', 'url', 'url_back'];
const OPTIONAL_FIELDS = ['urlpost', 'mail', 'descrizione', 'languageId'];

/**
 * A hosted payment page on the model of Nexi XPay's "codice base", so the whole payment loop
 * runs on one machine: it checks the merchant's request MAC, shows a card form, and on submit
 * sends the MAC-signed server-to-server notification to `urlpost` and returns the browser to
 * `url` (accepted or declined, signed) or `url_back` (cancelled, unsigned, as the provider does).
 *
 * It signs outcomes, so it serves only hosts configured for it (their provider URL is this
 * page) and only while their key is the public sandbox value: once a host's real key is in the
 * environment, the sandbox refuses it, and a test card can never mark a real bill paid.
 */
export async function nexiSandboxRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  await sandboxScope(app, (scope) => {
    const show = (fields: Record<string, string>, reply: FastifyReply) => {
      const payment = checkPayment(deps, fields);
      const hidden = Object.fromEntries(
        [...PAYMENT_FIELDS, ...OPTIONAL_FIELDS]
          .filter((name) => fields[name] !== undefined)
          .map((name) => [name, fields[name] ?? '']),
      );
      return sendHtml(
        reply,
        200,
        cardFormPage({
          action: `${NEXI_SANDBOX}/pay`,
          amountCents: Number(payment.importo),
          description: fields['descrizione'] ?? payment.codTrans,
          hidden,
        }),
      );
    };
    scope.get<{ Querystring: unknown }>(NEXI_SANDBOX, (request, reply) =>
      show(strings(request.query), reply),
    );
    scope.post<{ Body: unknown }>(NEXI_SANDBOX, (request, reply) =>
      show(strings(request.body), reply),
    );

    scope.post<{ Body: unknown }>(`${NEXI_SANDBOX}/pay`, async (request, reply) => {
      const fields = strings(request.body);
      const payment = checkPayment(deps, fields);
      if (fields['azione'] === 'annulla') {
        const back = { esito: 'ANNULLO', codTrans: payment.codTrans, importo: payment.importo };
        return reply.redirect(withParams(payment.urlBack, back), 303);
      }
      const approved = isTestCard(fields['pan']);
      const now = italianClock(deps.now());
      const outcome: OutcomeFields = {
        codTrans: payment.codTrans,
        esito: approved ? 'OK' : 'KO',
        importo: payment.importo,
        divisa: payment.divisa,
        data: now.data,
        orario: now.orario,
        codAut: approved ? randomBytes(3).toString('hex').toUpperCase() : '',
      };
      const signed = {
        ...outcome,
        codiceEsito: approved ? '0' : '103',
        messaggio: approved ? 'Message OK' : 'Autorizzazione negata',
        alias: payment.alias,
        brand: 'VISA',
        tipoTransazione: 'VBV_FULL',
        mac: outcomeMac(outcome, payment.secret, payment.algorithm),
      };
      // A failed notification is logged, and the signed browser return can still mark the bill.
      await notifyPortal(app, deps.hosts, request, fields['urlpost'] || undefined, {
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(signed).toString(),
      });
      return reply.redirect(withParams(payment.url, signed), 303);
    });
  });
}

/** The merchant's request, checked as the provider checks it; a Refusal otherwise. */
function checkPayment(deps: Deps, fields: Record<string, string>) {
  for (const name of PAYMENT_FIELDS) {
    if (!fields[name]) throw new Refusal(`Manca il campo ${name}.`);
  }
  const { alias = '', importo = '', divisa = '', codTrans = '', mac = '' } = fields;
  const host = deps.hosts.all.find((candidate) => candidate.server.payments?.nexi?.alias === alias);
  const nexi = host?.server.payments?.nexi;
  if (!host || !nexi || nexi.url !== NEXI_SANDBOX || !deps.keys.of(host, 'nexi').sandbox) {
    throw new Refusal('Alias sconosciuto in questo ambiente di prova.');
  }
  const secret = deps.keys.of(host, 'nexi').value;
  if (!macMatches(requestMac({ codTrans, divisa, importo }, secret, nexi.macAlgorithm), mac)) {
    throw new Refusal('Il MAC della richiesta non è valido.');
  }
  if (!/^[1-9][0-9]{0,8}$/.test(importo)) throw new Refusal("L'importo non è valido.");
  const url = ownUrl(deps.hosts, fields['url'] ?? '');
  const urlBack = ownUrl(deps.hosts, fields['url_back'] ?? '');
  if (url === null || urlBack === null) {
    throw new Refusal('Gli indirizzi di ritorno non sono del portale.');
  }
  return { alias, importo, divisa, codTrans, url, urlBack, secret, algorithm: nexi.macAlgorithm };
}

/** The provider's date (`YYYYMMDD`) and time (`HHMMSS`), in Italy's time zone. */
function italianClock(now: Date): { data: string; orario: string } {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Rome',
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(now);
  const part = (type: string): string => parts.find((p) => p.type === type)?.value ?? '00';
  return {
    data: `${part('year')}${part('month')}${part('day')}`,
    orario: `${part('hour')}${part('minute')}${part('second')}`,
  };
}
