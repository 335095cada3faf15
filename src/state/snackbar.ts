import { createStore, useStore } from 'zustand';

/**
 * The snackbar message bar (spec §2, §9; issue 17, decision 226): messages any page or widget
 * puts up with `useSnackbar().show`, drawn by the shell's SnackbarHost. A message is an i18n
 * key, so it follows the page's language while it is up. Spec §9's defaults: red (`error`) and
 * a timeout of -1, i.e. it stays until the customer closes it; a positive timeout closes it
 * after that many milliseconds.
 *
 * One store for the page, not one per App like the shell's: messages come only from clicks and
 * effects, which never run on the server, so no request's message can reach another's page.
 */
export type SnackbarTone = 'error' | 'info' | 'success';

export interface SnackbarRequest {
  /** The message's i18n key, e.g. `chrome.snackbar.pdfFailed`. */
  textKey: string;
  values?: Record<string, string | number>;
  /** `error` (red) by default (spec §9). */
  tone?: SnackbarTone;
  /** Milliseconds before it closes by itself; -1 (the default, spec §9) stays until closed. */
  timeout?: number;
}

export interface SnackbarMessage extends Required<Omit<SnackbarRequest, 'values'>> {
  id: number;
  values: Record<string, string | number> | undefined;
}

export interface SnackbarState {
  messages: SnackbarMessage[];
  /** Puts a message up and answers its id; the same text again replaces the one up. */
  show: (request: SnackbarRequest) => number;
  close: (id: number) => void;
}

/** At most this many messages stack; the oldest gives way. */
export const snackbarLimit = 3;

let nextId = 1;

export const snackbarStore = createStore<SnackbarState>()((set) => ({
  messages: [],
  show: ({ textKey, values, tone = 'error', timeout = -1 }) => {
    const id = nextId++;
    set(({ messages }) => ({
      messages: [
        ...messages.filter((message) => message.textKey !== textKey),
        { id, textKey, values, tone, timeout },
      ].slice(-snackbarLimit),
    }));
    return id;
  },
  close: (id) => {
    set(({ messages }) => ({ messages: messages.filter((message) => message.id !== id) }));
  },
}));

/** The snackbar's API for a component: `show` and `close`, stable across renders. */
export function useSnackbar(): Pick<SnackbarState, 'show' | 'close'> {
  const { show, close } = snackbarStore.getState();
  return { show, close };
}

/** The messages up, for the shell's SnackbarHost. */
export function useSnackbarMessages(): SnackbarMessage[] {
  return useStore(snackbarStore, (state) => state.messages);
}
