import { createContext, createElement, useContext, useEffect, type ReactNode } from 'react';
import { createStore, useStore, type StoreApi } from 'zustand';
import type { HostSettings } from '../../schemas/types/host-settings.gen.ts';
import type { Client } from '../api/client.ts';
import type { CustomerCalls } from '../api/customerCalls.ts';
import type { MediaClient } from '../api/media.ts';
import type { Loaded } from '../api/types.ts';

/**
 * A logged-in customer as the shell sees it (issue 18): the calls made with the login's bearer
 * token (the menu, the customer names) and what ends the login (the menu's logout).
 */
export interface CustomerSession {
  calls: CustomerCalls;
  /** The login's API client (bearer token attached), for the customer area's calls. */
  client: Client;
  /** The login's file client, for the area's downloads (invoices, FAQ attachments). */
  media: MediaClient;
  logout: () => void;
}

/** A customer the login may act for, as the client selector chose it (spec §4). */
export interface SelectedCustomer {
  id: string;
  name: string;
  code: string | undefined;
}

/**
 * What the page around every route (src/app/shell) needs to know of the route inside it
 * (issue 17): the host's settings, once a route has them (the bill and outcome routes load
 * them anyway; the others ask the shell to), whether the cookie banner belongs on the page
 * (spec §2 "Layout selection": not on templates 3, 3Dt and the first provider's landing page)
 * and whether a customer is logged in (the menu, names and client selector need a login; a
 * bill link is not one).
 */
export interface ShellState {
  host: HostSettings | undefined;
  cookieBanner: boolean;
  authenticated: boolean;
  /** The logged-in customer's calls and logout; set with `authenticated` by the login. */
  customer: CustomerSession | undefined;
  /**
   * The customer the client selector chose (spec §4: it announces one on load and on change):
   * kept here as well as announced, so an area page that mounts later knows it at once.
   */
  selectedCustomer: SelectedCustomer | undefined;
  setSelectedCustomer: (customer: SelectedCustomer) => void;
  setHost: (host: HostSettings) => void;
  setCookieBanner: (shown: boolean) => void;
  setAuthenticated: (authenticated: boolean) => void;
  /** The login's word: a customer's session (authenticated) or none (not authenticated). */
  setCustomer: (customer: CustomerSession | undefined) => void;
  /**
   * The host's settings, asked for once per page (issue 17): the first caller's request (the
   * bill or outcome loader, or the shell for a page that loads nothing) is every caller's answer.
   */
  hostSettings: (request: () => Promise<Loaded<HostSettings>>) => Promise<Loaded<HostSettings>>;
}

export type ShellStore = StoreApi<ShellState>;

/**
 * A page's shell store; the server makes one per request, with the first view's host and its
 * template's word on the cookie banner (the route publishes it in an effect, which the server
 * does not run).
 */
export function createShellStore(host?: HostSettings, cookieBanner = true): ShellStore {
  let asked: Promise<Loaded<HostSettings>> | undefined;
  return createStore<ShellState>()((set) => ({
    host,
    cookieBanner,
    authenticated: false,
    customer: undefined,
    selectedCustomer: undefined,
    setSelectedCustomer: (selectedCustomer) => {
      set({ selectedCustomer });
    },
    setHost: (next) => {
      set({ host: next });
    },
    setCookieBanner: (shown) => {
      set({ cookieBanner: shown });
    },
    setAuthenticated: (authenticated) => {
      set({ authenticated });
    },
    setCustomer: (customer) => {
      set({
        customer,
        authenticated: customer !== undefined,
        ...(customer === undefined ? { selectedCustomer: undefined } : {}),
      });
    },
    // A failed answer is not kept: the page's retry asks again.
    hostSettings: (request) =>
      (asked ??= request().then((answer) => {
        if (!answer.ok) asked = undefined;
        return answer;
      })),
  }));
}

/** Outside an App (stories, widget tests): a store of its own. */
const ShellContext = createContext<ShellStore>(createShellStore());

/** Hands a shell store to the routes and the shell's pieces below it. */
export function ShellProvider(props: { store: ShellStore; children?: ReactNode }) {
  return createElement(ShellContext.Provider, { value: props.store }, props.children);
}

/** A value of the shell's state, read with a selector. */
export function useShell<T>(selector: (state: ShellState) => T): T {
  return useStore(useContext(ShellContext), selector);
}

/** The shell's store itself, for effects that publish into it. */
export function useShellStore(): ShellStore {
  return useContext(ShellContext);
}

/**
 * A route's word on the cookie banner (spec §2: not on templates 3, 3Dt and the first
 * provider's landing page), published while the route is on the page, and the default (shown)
 * again when it leaves, so the next route starts from every other page's rule.
 */
export function usePublishCookieBanner(shown: boolean): void {
  const store = useShellStore();
  useEffect(() => {
    store.getState().setCookieBanner(shown);
    return () => {
      store.getState().setCookieBanner(true);
    };
  }, [store, shown]);
}
