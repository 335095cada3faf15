import type { Client } from './menuModel.ts';

/**
 * Spec §4 "the client selector emits a client-changed event on load and on change": a DOM event
 * on `window`, so the customer-area pages of later issues (home, invoices, profile) listen
 * without importing the shell, whichever chunk they are in (decision 229).
 */
export const clientChangedEvent = 'quadro:client-changed';

export type ClientChangedDetail = Client;

export function emitClientChanged(client: Client): void {
  window.dispatchEvent(
    new CustomEvent<ClientChangedDetail>(clientChangedEvent, { detail: client }),
  );
}
