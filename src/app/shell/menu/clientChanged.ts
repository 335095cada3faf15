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

/**
 * The chosen customer, kept for the tab's login (issue 30, decision 527): in sessionStorage, as
 * the login itself (decision 248), so it goes with the tab, and under the login's own list of
 * customers, so another login in the tab, with other customers, starts afresh. Storage that
 * cannot be used (a private window's quota, a policy) only means nothing is remembered.
 */
const storageKey = (clients: readonly Client[]) =>
  `quadro.client:${clients
    .map((client) => client.id)
    .sort()
    .join(',')}`;

export function rememberedClient(clients: readonly Client[]): string | undefined {
  try {
    const id = window.sessionStorage.getItem(storageKey(clients));
    return clients.some((client) => client.id === id) ? (id ?? undefined) : undefined;
  } catch {
    return undefined;
  }
}

export function rememberClient(clients: readonly Client[], chosen: Client): void {
  try {
    window.sessionStorage.setItem(storageKey(clients), chosen.id);
  } catch {
    // Not remembered: the next load starts with the login's own first customer.
  }
}
