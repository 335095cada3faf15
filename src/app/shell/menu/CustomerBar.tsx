import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { CustomerCalls } from '../../../api/customerCalls.ts';
import { useShell, useShellStore } from '../../../state/shell.ts';
import { useChromeTranslation } from '../chromeTexts.ts';
import { ClientSelector } from './ClientSelector.tsx';
import { MainMenu } from './MainMenu.tsx';
import { readClients, readMenu, type Client, type MenuModel } from './menuModel.ts';

interface CustomerChrome {
  menu: MenuModel | undefined;
  clients: { clients: Client[]; initial: string | undefined } | undefined;
}

/**
 * Spec §6: "Menu and customer names are fetched only when authenticated". Not a single call
 * before; a call that fails leaves its part out (logged), the rest of the page as it is. The
 * menu is asked again in the page's language whenever it changes (issue 30: its labels come
 * from the server, so a switch inside the area would otherwise leave them in the old one);
 * the labels of the language left stay until the new ones arrive.
 */
export function useCustomerChrome(
  authenticated: boolean,
  calls: CustomerCalls | undefined,
  lang: string,
): CustomerChrome {
  const [menu, setMenu] = useState<MenuModel | undefined>(undefined);
  const [clients, setClients] = useState<CustomerChrome['clients']>(undefined);
  useEffect(() => {
    if (!authenticated || calls === undefined) return;
    let live = true;
    void calls.menu(lang).then((answer) => {
      if (!live) return;
      if (!answer.ok) console.warn('[quadro] the menu did not load', answer.failure);
      else setMenu(readMenu(answer.value));
    });
    return () => {
      live = false;
    };
  }, [authenticated, calls, lang]);
  useEffect(() => {
    if (!authenticated || calls === undefined) return;
    let live = true;
    void calls.customerNames().then((names) => {
      if (!live) return;
      if (!names.ok) console.warn('[quadro] the customer names did not load', names.failure);
      setClients(names.ok ? readClients(names.value) : undefined);
    });
    return () => {
      live = false;
    };
  }, [authenticated, calls]);
  return authenticated ? { menu, clients } : { menu: undefined, clients: undefined };
}

/**
 * The logged-in customer's part of the header: the menu and the client selector, a chunk of its
 * own that only a logged-in page fetches. Its calls (src/api/customerCalls.ts) are the login's,
 * with its bearer token, which the login publishes in the shell store (issue 18; a test or a
 * story may hand its own); without them it asks nothing. It imports nothing of src/api: a lazy
 * chunk that shares a module with the bill route splits that route's chunks, and the route's
 * initial JavaScript grew by 0.2 KB. Logout ends the login (the identity provider's session and
 * the page's); without a login it only ends the shell's logged-in state and goes home.
 */
export default function CustomerBar(props: { calls?: CustomerCalls }) {
  const authenticated = useShell((state) => state.authenticated);
  const customer = useShell((state) => state.customer);
  const calls = props.calls ?? customer?.calls;
  const { i18n } = useChromeTranslation();
  const { menu, clients } = useCustomerChrome(authenticated, calls, i18n.language);
  const shell = useShellStore();
  const navigate = useNavigate();
  const logout = () => {
    if (customer) {
      customer.logout();
      return;
    }
    shell.getState().setAuthenticated(false);
    void navigate('/');
  };
  return (
    <>
      {menu && <MainMenu menu={menu} onLogout={logout} />}
      {clients && <ClientSelector clients={clients.clients} initial={clients.initial} />}
    </>
  );
}
