import { create } from 'zustand';

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

export const useSession = create<SessionState>()((set) => ({
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
