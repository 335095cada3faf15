import { createContext, useContext } from 'react';
import type { ShellStore } from '../state/shell.ts';
import type { Login } from './login.ts';
import { pageLogin } from './pageLogin.ts';

/** What gives the page its login: the realm's, by default; a test hands a fake provider's. */
export type LoginSource = (shell: ShellStore) => Promise<Login | undefined>;

export const LoginSourceContext = createContext<LoginSource>(pageLogin);

export function useLoginSource(): LoginSource {
  return useContext(LoginSourceContext);
}
