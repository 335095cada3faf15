import { createContext, createElement, useContext, type ReactNode } from 'react';
import type { AreaCalls } from '../api/areaCalls.ts';
import type { Client } from '../api/client.ts';
import type { MediaClient } from '../api/media.ts';
import type { SelectedCustomer } from './shell.ts';

/**
 * What a widget of the customer area works with (issue 18): the area's typed calls and the
 * login's raw clients (bearer token attached), and the customer the client selector chose,
 * whose data the page shows (null where nobody is logged in: registration). A widget asks for
 * its data again when `customer.id` changes.
 */
export interface AreaSession {
  calls: AreaCalls;
  client: Client;
  media: MediaClient;
  customer: SelectedCustomer | null;
}

const AreaContext = createContext<AreaSession | undefined>(undefined);

/** Hands the area's session to the widgets of an area page's template. */
export function AreaProvider(props: { value: AreaSession; children?: ReactNode }) {
  return createElement(AreaContext.Provider, { value: props.value }, props.children);
}

/**
 * The customer area's session, or undefined outside an area page (a bill, a preview): an area
 * widget then shows nothing of a customer's data.
 */
export function useArea(): AreaSession | undefined {
  return useContext(AreaContext);
}

const areaChangedEvent = 'quadro:area-changed';

/**
 * Says that a widget changed what other parts of the page show of the customer (a message read
 * or deleted changes the unread count): the page's home figures are read again. A DOM event on
 * `window`, like the client selector's, because widget folders never import each other.
 */
export function announceAreaChange(): void {
  window.dispatchEvent(new Event(areaChangedEvent));
}

/** Calls `listener` at each `announceAreaChange`; returns what stops it. */
export function onAreaChange(listener: () => void): () => void {
  window.addEventListener(areaChangedEvent, listener);
  return () => {
    window.removeEventListener(areaChangedEvent, listener);
  };
}
