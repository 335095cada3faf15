import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { expect, userEvent, within } from 'storybook/test';
import type { CustomerNames } from '../../../../schemas/types/customer-names.gen.ts';
import type { MenuAnswer } from '../../../../schemas/types/menu.gen.ts';
import type { Loaded } from '../../../api/index.ts';
import { createShellStore, ShellProvider } from '../../../state/shell.ts';
import type { CustomerCalls } from '../../../api/customerCalls.ts';
import CustomerBar from './CustomerBar.tsx';

/** A menu with every kind of item: a module route, the invoices path, a sub-menu, logout. */
const menu: MenuAnswer = {
  items: [
    { label: 'Home', action: 'module', argument: 'home' },
    { label: 'Bollette', action: 'path', path: '/invoices' },
    { label: 'Contratti', action: 'path', path: '/contracts' },
    {
      label: 'Il mio account',
      children: [
        { label: 'I miei dati', action: 'path', path: '/modif_data_user' },
        { label: 'Messaggi', action: 'path', path: '/messages' },
        { label: 'Esci', action: 'logout' },
      ],
    },
    { label: 'Domande frequenti', action: 'path', path: '/self' },
  ],
};

const names: CustomerNames = {
  names: [
    { id: 101, name: 'Giulia Bianchi', code: '0010458321' },
    { id: 'B-7', name: 'Bianchi Impianti S.r.l.', code: '0020991144', selected: true },
    { id: 102, name: 'Condominio Via Appia Nuova 215' },
  ],
};

const answer = <T,>(value: T): Promise<Loaded<T>> => Promise.resolve({ ok: true, value });
const failed = <T,>(): Promise<Loaded<T>> =>
  Promise.resolve({ ok: false, failure: { reason: 'status', status: 503 } });

const calls = (m: Promise<Loaded<MenuAnswer>>, n: Promise<Loaded<CustomerNames>>) => ({
  menu: () => m,
  customerNames: () => n,
  // The menu never opens a bill by its id.
  invoice: () =>
    Promise.resolve({ ok: false, failure: { reason: 'status', status: 404 } } as const),
});

/**
 * A shell whose store says whether a customer is logged in (issue 18 logs in; here the story's
 * `loggedIn` parameter, true by default) and a router for the links. No element of its own, so
 * a story that draws nothing leaves the canvas empty.
 */
const shell: Decorator = (Story, { parameters }) => {
  const store = createShellStore();
  store.getState().setAuthenticated((parameters as { loggedIn?: boolean }).loggedIn !== false);
  return (
    <ShellProvider store={store}>
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    </ShellProvider>
  );
};

const meta = {
  title: 'Shell/CustomerBar',
  component: CustomerBar,
  decorators: [shell],
  args: { calls: calls(answer(menu), answer(names)) satisfies CustomerCalls },
  parameters: { width: 1024 },
} satisfies Meta<typeof CustomerBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A wide screen: the items in a row, the client selector beside them. */
export const Horizontal: Story = {};

/** The host's menu asks for a column. */
export const Vertical: Story = {
  args: { calls: calls(answer({ ...menu, orientation: 'vertical' }), answer(names)) },
};

/** "Il mio account" opened: a disclosure, its items below it. */
export const SubMenuOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const account = await canvas.findByRole('button', { name: 'Il mio account' });
    await userEvent.click(account);
    await expect(account).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('button', { name: 'Esci' })).toBeVisible();
  },
};

/**
 * For a 390 px viewport (Storybook's viewport toolbar: the layout follows the viewport, not the
 * canvas): the whole menu behind one "Menu" button, which opens it as a column.
 */
export const OnAPhone: Story = { parameters: { width: 390 } };

/** A login for one customer: the menu, no selector (the client-changed event is still sent). */
export const OneCustomer: Story = {
  args: { calls: calls(answer(menu), answer({ names: [{ id: 7, name: 'Giulia Bianchi' }] })) },
};

/** The menu call failed: the selector alone (the failure is logged). */
export const MenuFailed: Story = { args: { calls: calls(failed(), answer(names)) } };

/** The names call failed: the menu alone. */
export const NamesFailed: Story = { args: { calls: calls(answer(menu), failed()) } };

/** Nobody logged in (a bill link): nothing asked (spec §6), the canvas is empty. */
export const NotLoggedIn: Story = { parameters: { loggedIn: false } };
