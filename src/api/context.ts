import { createContext, createElement, useContext, type ReactNode } from 'react';
import type { Api } from './calls.ts';
import type { MediaAnswer, MediaClient } from './media.ts';

/**
 * The API of one page, built by the app (src/app/pageApi.ts) and handed down, never a module
 * singleton: a story, a test or a second engine brings its own. `startSession` writes the
 * credentials the client sends from then on.
 */
export interface PageApi {
  api: Api;
  media: MediaClient;
  startSession: (session: { token: string; fromCrypto: boolean; lang: string }) => void;
}

const ApiContext = createContext<PageApi | null>(null);

export function ApiProvider(props: { value: PageApi; children?: ReactNode }) {
  return createElement(ApiContext.Provider, { value: props.value }, props.children);
}

/** The page's API when a parent handed one down; null in a page that has none. */
export function useHandedApi(): PageApi | null {
  return useContext(ApiContext);
}

/** The page's API and session; throws outside an `ApiProvider`. */
export function usePageApi(): PageApi {
  const handed = useHandedApi();
  if (handed === null) throw new Error('[quadro] the page API needs an ApiProvider above it');
  return handed;
}

/** The page's calls; throws outside an `ApiProvider`. */
export function useApi(): Api {
  return usePageApi().api;
}

const noFile: MediaAnswer = {
  ok: false,
  failure: { reason: 'network', detail: 'this page has no API client' },
};

/**
 * What downloads a document's files. A widget shown without an API (a story, a widget test)
 * gets a client that answers that there is no file, as an unreachable server would: the
 * widget's own failure path, never another page's session.
 */
export function useMedia(): MediaClient {
  return useHandedApi()?.media ?? offlineMedia;
}

const offlineMedia: MediaClient = {
  downloadMedia: () => Promise.resolve(noFile),
};
