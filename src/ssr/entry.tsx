import { AsyncLocalStorage } from 'node:async_hooks';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { createApi, localeCataloguePath } from '../api/index.ts';
import { importValidatorsOnce } from '../api/validators.ts';
import { App } from '../app/App.tsx';
import { deviceFromHeaders } from '../app/device.ts';
import type { FirstView, StartedSession } from '../app/firstViewContext.ts';
import { recordingClient } from '../app/firstViewState.ts';
import { loadBill } from '../app/loadBill.ts';
import { selectTemplate, templateNameOf } from '../app/selectTemplate.ts';
import { templateAnswer, templatesPath } from '../app/templatesPath.ts';
import { selectedEntry, supplyEntries, supplyListOf } from '../domain/supplies.ts';
import { resolve, resolveNow } from '../engine/index.ts';
import { consentFromCookies } from '../app/shell/cookies/consent.ts';
import { templateOmitsCookieBanner } from '../app/shell/cookies/rule.ts';
import { languageFromCookies } from '../i18n/choice.ts';
import { leaveToBrowser } from './leftToBrowser.ts';
import { composePage } from './page.ts';
import { billTitle } from '../app/shell/header/pageTitle.ts';
import { dataText } from '../domain/flags.ts';
import { recordIntlTexts } from '../domain/intlTexts.ts';
import { transportTemplates } from './templates.ts';
import { liveStyleTags, MemoizedStyles } from './styles.tsx';
import { pageTexts } from './texts.ts';
import { taggedTransport, transportClient, type Transport } from './transport.ts';

export type { Transport, TransportAnswer, TransportRequest } from './transport.ts';

// The texts of Intl each render makes, for its page's state (ADR 0061): renders of several
// requests interleave at their awaits, so each writes to its own map.
const renderTexts = new AsyncLocalStorage<Map<string, string>>();
recordIntlTexts(() => renderTexts.getStore());

// Once per process, not per call of a render (ADR 0056).
importValidatorsOnce();

export interface FirstPaintRequest {
  /** The page's path and query, as asked. */
  url: string;
  userAgent: string | undefined;
  /** The `Sec-CH-UA-Mobile` header. */
  mobileHint: string | undefined;
  /** The server's own API, answered in-process with this request's host and address. */
  transport: Transport;
  /** The built index.html. */
  page: string;
  /** The `Cookie` header: the language the customer chose on an earlier visit (ADR 0026). */
  cookie?: string | undefined;
  /** Aborts the render (the server's time limit). */
  signal?: AbortSignal;
}

/**
 * The bill route's first view rendered on the server (ADR 0019): the page's own load (host
 * settings, public access, the bill's calls, with the page's own checks), its own template
 * choice and resolve, and the page's own component tree, styled, in the built index.html with
 * the state the page's script hydrates from. Undefined for anything but a bill that loaded
 * (an error, a missing template): the caller sends the page as it is and the page's script
 * shows the error page as always.
 */
export async function renderFirstPaint(request: FirstPaintRequest): Promise<string | undefined> {
  const url = new URL(request.url, 'http://page.invalid');
  const device = deviceFromHeaders(request);
  let session: StartedSession | undefined;
  const answers: Record<string, unknown> = {};
  const { transport, etags } = taggedTransport(request.transport);
  // The page's client without axios: the same requests and readings (./transport.ts).
  const client = transportClient(transport, () => ({
    token: session?.token,
    fromCrypto: session?.fromCrypto ?? false,
  }));
  const load = await loadBill(url.searchParams, {
    api: createApi(recordingClient(client, answers)),
    startSession: (started) => {
      session = started;
    },
    // The page records the same events when it replays the load from the state.
    onEvent: () => undefined,
    remembered: languageFromCookies(request.cookie),
  });
  if (load.kind !== 'ready' || session === undefined) return undefined;
  const templates = transportTemplates(transport);
  const templateNames = await templates.names();
  if (templateNames === undefined) return undefined;
  const { name } = selectTemplate({
    documentTemplate: templateNameOf(load.doc),
    host: load.host,
    device,
    built: templateNames,
    preview: url.searchParams.get('template'),
  });
  const template = name === undefined ? undefined : await templates.template(name);
  if (name === undefined || template === undefined) return undefined;
  // The page hydrates from these two as from the bill's answers, without asking again.
  answers[templatesPath] = templateNames;
  answers[templateAnswer(name)] = template;
  const supply = selectedEntry(supplyEntries(supplyListOf(load.doc)), 0)?.supply;
  const { doc, modules, rate, host } = load;
  const locale = load.language.lang;
  const context = { doc, modules, rate, host, device, supply, locale };
  // ADR 0020: a template within the compiled subset resolves during render, here as in the
  // page, so its tree need not travel. Only one that needs jsonata is resolved ahead, and its
  // tree goes in the state, so the page's first render needs no jsonata either.
  const node =
    resolveNow(template, context) === undefined ? await resolve(template, context) : undefined;
  // The banner is drawn here when it belongs on this template and the request carries no answer
  // in force, so it paints with the bill instead of after hydration (ADR 0028).
  const askConsent =
    !templateOmitsCookieBanner(template) &&
    consentFromCookies(request.cookie, new Date()) === undefined;
  const view: FirstView = {
    search: url.search,
    device,
    load,
    session,
    templateName: name,
    template,
    templateNames,
    ...(node === undefined ? {} : { node }),
    ...(askConsent ? { askConsent } : {}),
  };
  const i18n = await pageTexts(
    locale,
    load.language.catalogue,
    etags.get(localeCataloguePath(locale)),
  );
  const Router = (props: { children: ReactNode }) => (
    <StaticRouter location={request.url}>{props.children}</StaticRouter>
  );
  const sheet = new ServerStyleSheet();
  try {
    const app = sheet.collectStyles(
      <MemoizedStyles>
        <App i18n={i18n} Router={Router} firstView={view} />
      </MemoizedStyles>,
    );
    const { signal } = request;
    const texts = new Map<string, string>();
    const { prelude } = await renderTexts.run(texts, () =>
      prerenderToNodeStream(app, {
        ...(signal ? { signal } : {}),
        // A render the server gave up on is no error; anything else rejects and is logged there.
        onError: () => undefined,
        // Every boundary inline, in order: an outlined one is revealed by an inline script, which
        // the CSP refuses (script-src 'self') and which would need JavaScript for the first paint.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
      }),
    );
    const decoder = new TextDecoder();
    let markup = '';
    // Node's stream hands over bytes (whatever its typings say); a character may span two.
    for await (const chunk of prelude as AsyncIterable<Uint8Array | string>) {
      markup += typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
    }
    markup += decoder.decode();
    return composePage(request.page, {
      markup,
      styles: liveStyleTags(sheet.getStyleTags()),
      lang: locale,
      // The tab's title, as the page's header keeps it once hydrated (issue 30).
      title: `${billTitle(dataText(doc.document_number), i18n.t)} – ${host.supplierName ?? host.supplier}`,
      state: {
        search: url.search,
        device,
        template: name,
        // The host's configuration stays in the browser's cache, named by its tags (ADR 0059).
        ...leaveToBrowser(answers, etags),
        ...(node === undefined ? {} : { node }),
        ...(askConsent ? { askConsent } : {}),
        // Sorted: the order a render made them in is not the same from one render to the next.
        ...(texts.size === 0 ? {} : { intl: Object.fromEntries([...texts].sort()) }),
      },
    });
  } finally {
    sheet.seal();
  }
}

/**
 * Loads, once at the server's start, what the first render would otherwise load: the engine's
 * chunk, so the first customer's page is not the one that waits for it. The templates are the
 * server's own, in memory already (ADR 0035).
 */
export async function prepareFirstPaint(): Promise<void> {
  await import('../app/EngineView.tsx');
}
export { firstViewKey } from './viewKey.ts';
