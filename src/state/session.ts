import { createStore, type StoreApi } from 'zustand';

/**
 * The session a bill link opened (spec §6): the token of the public-access call, sent as
 * `Authorization: Bearer` on every request, `fromCrypto` (sent as `FromCrypto`) and the
 * locale. A link's session never expires on the page; the server decides.
 */
export interface SessionState {
  token: string | undefined;
  fromCrypto: boolean;
  lang: string;
  start: (session: { token: string; fromCrypto: boolean; lang: string }) => void;
  end: () => void;
}

export type SessionStore = StoreApi<SessionState>;

/** A page's session, made with its API client (src/app/pageApi.ts), which reads it per request. */
export function createSessionStore(): SessionStore {
  return createStore<SessionState>()((set) => ({
    token: undefined,
    fromCrypto: false,
    lang: 'it',
    start: ({ token, fromCrypto, lang }) => {
      set({ token, fromCrypto, lang });
    },
    end: () => {
      set({ token: undefined, fromCrypto: false });
    },
  }));
}
