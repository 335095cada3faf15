import { createContext, useContext } from 'react';
import type { DeviceClass, ResolvedNode, Template } from '../engine/index.ts';
import type { BillLoad } from './loadBill.ts';

/** The id of the JSON script element that carries a server-rendered page's state. */
export const firstViewStateId = 'quadro-state';

export type ReadyLoad = Extract<BillLoad, { kind: 'ready' }>;

export interface StartedSession {
  token: string;
  fromCrypto: boolean;
  lang: string;
}

/**
 * A bill's first view, whole before the first render (ADR 0019): on the server, the bill it has
 * just loaded; in the browser, the same bill read back from the page's state. The bill route
 * renders it synchronously (no skeleton, no effect) when its query is the route's.
 */
export interface FirstView {
  search: string;
  device: DeviceClass;
  load: ReadyLoad;
  session: StartedSession;
  templateName: string;
  template: Template;
  /** The names the host serves (ADR 0035), so hydration chooses as the server did. */
  templateNames: readonly string[];
  /** The resolved tree, only for a template that needs jsonata (ADR 0020, decision 186). */
  node?: ResolvedNode | null;
  /**
   * Whether the server drew the cookie banner's question: the request carried no answer in
   * force (ADR 0028). Hydration draws the same; the browser's own answer counts from then on.
   */
  askConsent?: boolean;
}

export const FirstViewContext = createContext<FirstView | undefined>(undefined);

/** The first view, when it is for this query; a later navigation loads as always. */
export function useFirstView(search: string): FirstView | undefined {
  const view = useContext(FirstViewContext);
  return view?.search === search ? view : undefined;
}

/** The device class the first view was rendered for: the server snapshot of the device. */
export function useFirstViewDevice(): DeviceClass | undefined {
  return useContext(FirstViewContext)?.device;
}
