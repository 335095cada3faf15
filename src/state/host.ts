import { createContext, createElement, useContext, type ReactNode } from 'react';
import { createStore, useStore, type StoreApi } from 'zustand';
import type { HostSettings } from '../../schemas/types/host-settings.gen.ts';

/**
 * The settings of the host the page was opened on (`/hostsettings.json`), for widgets that need
 * a host's value the document may lack (the pagoPA link, help links, the web-bill page).
 * Templates see the same settings as `host` in expressions.
 */
export interface HostState {
  settings: HostSettings | undefined;
  setSettings: (settings: HostSettings) => void;
}

export type HostStore = StoreApi<HostState>;

/**
 * A store of host settings. The bill route makes its own, with the settings when it has them
 * already (a page rendered on the server, ADR 0019): a store made with its settings answers
 * server renderers and hydration, which read only the initial state, and each request on the
 * server has its own.
 */
export function createHostStore(settings?: HostSettings): HostStore {
  return createStore<HostState>()((set) => ({
    settings,
    setSettings: (next) => {
      set({ settings: next });
    },
  }));
}

/** The store outside a bill route: stories and widget tests set it directly. */
const sharedStore = createHostStore();
const HostContext = createContext<HostStore>(sharedStore);

/** Hands a host store to the widgets below it. */
export function HostProvider(props: { store: HostStore; children?: ReactNode }) {
  return createElement(HostContext.Provider, { value: props.store }, props.children);
}

function useHostSelector<T>(selector: (state: HostState) => T): T {
  return useStore(useContext(HostContext), selector);
}

/** A value of the host settings, read with a selector; `setState`/`getState` are the shared store's. */
export const useHost = Object.assign(useHostSelector, {
  setState: sharedStore.setState,
  getState: sharedStore.getState,
});

/** The host settings whose value is text. */
type TextSetting = {
  [K in keyof HostSettings]-?: NonNullable<HostSettings[K]> extends string ? K : never;
}[keyof HostSettings];

/** A host setting that is a non-empty string, or undefined. */
export function hostString(
  settings: HostSettings | undefined,
  key: TextSetting,
): string | undefined {
  const value = settings?.[key];
  return typeof value === 'string' && value !== '' ? value : undefined;
}
