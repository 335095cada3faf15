import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy, type ComponentType } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DialogButton } from '../../../widgets/DialogButton/DialogButton.tsx';
import type { DialogButtonProps } from '../../../widgets/DialogButton/props.gen.ts';
import { createI18n } from '../../i18n/index.ts';
import { EventLog } from '../../diagnostics/events.ts';
import type { ResolvedNode, ResolvedTab, ResolvedTabs, ResolvedWidget } from '../resolve/types.ts';
import { EngineProvider, Renderer, defineWidget, type WidgetRegistry } from './index.ts';

interface EchoProps {
  text: string;
}

function Echo({ text }: EchoProps) {
  return <p>{text}</p>;
}

function Boom({ text }: EchoProps): never {
  throw new Error(`kaboom ${text}`);
}

/** A lazy widget whose module arrives when the test says so. */
function deferredWidget() {
  let arrive: (module: { default: ComponentType<{ text: string }> }) => void = () => undefined;
  const component = lazy(
    () =>
      new Promise<{ default: ComponentType<{ text: string }> }>((resolve) => {
        arrive = resolve;
      }),
  );
  return {
    component,
    arrive: () => {
      arrive({ default: Echo });
    },
  };
}

const lazyEcho = deferredWidget();
const registry: WidgetRegistry = {
  Echo: defineWidget<EchoProps>({ component: Echo }),
  Boom: defineWidget<EchoProps>({ component: Boom }),
  LazyEcho: defineWidget<EchoProps>({
    component: lazyEcho.component,
    skeleton: () => <p role="status">Loading the widget</p>,
  }),
  DialogButton: defineWidget<DialogButtonProps>({ component: DialogButton }),
};

const echo = (key: string, text: string, name = 'Echo'): ResolvedWidget => ({
  key,
  kind: 'widget',
  name,
  props: { text },
});

function show(node: ResolvedNode | null, options: { development?: boolean } = {}) {
  const log = new EventLog();
  const view = render(
    <I18nextProvider i18n={createI18n()}>
      <EngineProvider
        registry={registry}
        templateId="t"
        onEvent={log.record}
        development={options.development ?? false}
      >
        <Renderer node={node} />
      </EngineProvider>
    </I18nextProvider>,
  );
  return { ...view, events: log.events };
}

describe('Renderer layouts', () => {
  it('renders nothing for a hidden page', () => {
    const { container } = show(null);
    expect(container).toBeEmptyDOMElement();
  });

  it('renders a stack, columns and a titled card around registry widgets, in order', () => {
    show({
      key: '/root',
      kind: 'stack',
      gap: 2,
      children: [
        echo('/a', 'first'),
        {
          key: '/cols',
          kind: 'columns',
          gap: 1,
          columns: [
            { key: '/cols/0', span: 4, children: [echo('/b', 'left')] },
            { key: '/cols/1', span: 8, children: [echo('/c', 'right')] },
          ],
        },
        {
          key: '/card',
          id: 'summary',
          kind: 'card',
          title: 'Summary',
          children: [echo('/d', 'inside')],
        },
      ],
    });
    expect(screen.getAllByRole('paragraph').map((p) => p.textContent)).toEqual([
      'first',
      'left',
      'right',
      'inside',
    ]);
    const card = screen.getByRole('region', { name: 'Summary' });
    expect(within(card).getByRole('heading', { name: 'Summary' })).toBeInTheDocument();
    expect(within(card).getByText('inside')).toBeInTheDocument();
    expect(card).toHaveAttribute('data-node-id', 'summary');
  });

  it('wraps a long unbroken text inside a card, anywhere if it must (issue 13)', () => {
    const long = 'IT001E'.padEnd(70, '0');
    show({ key: '/card', kind: 'card', title: 'Dati', children: [echo('/a', long)] });
    const card = screen.getByRole('region', { name: 'Dati' });
    expect(getComputedStyle(card).overflowWrap).toBe('anywhere');
    expect(getComputedStyle(screen.getByText(long)).overflowWrap).toBe('anywhere');
  });

  it('renders a card without a title as an unnamed section', () => {
    show({ key: '/card', kind: 'card', children: [echo('/a', 'x')] });
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.getByText('x')).toBeInTheDocument();
  });
});

describe('Renderer placeholders (STYLE "Failure is designed")', () => {
  beforeEach(() => {
    // React reports a caught render error on the console; the test asserts the event instead.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('renders a hidden placeholder for an unknown widget in production and records one event', () => {
    const { container, events } = show({
      key: '/root',
      kind: 'stack',
      gap: 2,
      children: [echo('/root/children/0', 'x', 'Nope'), echo('/root/children/1', 'sibling')],
    });
    const placeholder = container.querySelector('[data-quadro-placeholder="/root/children/0"]');
    expect(placeholder).toHaveAttribute('hidden');
    expect(placeholder).not.toBeVisible();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    expect(screen.getByText('sibling')).toBeInTheDocument();
    expect(events).toEqual([
      {
        code: 'widget-unknown',
        message: 'unknown widget "Nope" (the registry has: Boom, DialogButton, Echo, LazyEcho)',
        template: 't',
        path: '/root/children/0',
      },
    ]);
  });

  it('shows the placeholder as a note with its message in development', () => {
    show(echo('/root', 'x', 'Nope'), { development: true });
    expect(screen.getByRole('note')).toHaveTextContent(
      'unknown widget "Nope" (the registry has: Boom, DialogButton, Echo, LazyEcho)',
    );
  });

  it('renders the placeholder for a widget that throws, records the failure, and keeps its siblings', () => {
    const { events } = show(
      {
        key: '/root',
        kind: 'stack',
        gap: 2,
        children: [echo('/a', 'before'), echo('/b', 'now', 'Boom'), echo('/c', 'after')],
      },
      { development: true },
    );
    expect(screen.getByText('before')).toBeInTheDocument();
    expect(screen.getByText('after')).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('widget Boom failed to render: kaboom now');
    expect(events).toEqual([
      {
        code: 'widget-render-failed',
        message: 'widget Boom failed to render: kaboom now',
        template: 't',
        path: '/b',
      },
    ]);
  });
});

describe('Renderer with a lazy widget', () => {
  it('shows the skeleton until the component arrives, then the component', async () => {
    show(echo('/root', 'loaded', 'LazyEcho'));
    expect(screen.getByRole('status')).toHaveTextContent('Loading the widget');
    await act(async () => {
      lazyEcho.arrive();
      await Promise.resolve();
    });
    expect(await screen.findByText('loaded')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});

describe('Renderer tabs (WAI-ARIA tabs pattern)', () => {
  const panel = (id: string): ResolvedTab => ({
    id,
    label: `Tab ${id}`,
    children: [echo(`/${id}`, `Panel ${id}`)],
  });
  const tabs = (initial = 'a', mode: Partial<ResolvedTabs> = {}): ResolvedNode => ({
    key: '/tabs',
    kind: 'tabs',
    variant: 'tabs',
    label: 'Bill sections',
    initial,
    sheets: false,
    dock: 'top',
    ...mode,
    tabs: [
      panel('a'),
      panel('b'),
      { id: 'map', label: 'Where we are', href: 'https://example.com/map', children: [] },
      panel('c'),
    ],
  });

  it('shows the initial tab selected with its panel', () => {
    show(tabs('b'));
    expect(screen.getByRole('tablist', { name: 'Bill sections' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('Tab b');
    expect(screen.getByRole('tabpanel', { name: 'Tab b' })).toHaveTextContent('Panel b');
  });

  it('switches the panel when a tab is clicked', async () => {
    const user = userEvent.setup();
    show(tabs());
    await user.click(screen.getByRole('tab', { name: 'Tab c' }));
    expect(screen.getByRole('tab', { name: 'Tab c' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Panel c');
    expect(screen.queryByText('Panel a')).not.toBeInTheDocument();
  });

  it('moves the selection and focus with ArrowRight, ArrowLeft, Home and End, wrapping around', async () => {
    const user = userEvent.setup();
    show(tabs());
    await user.click(screen.getByRole('tab', { name: 'Tab a' }));
    const expectSelected = (name: string) => {
      expect(screen.getByRole('tab', { selected: true })).toHaveTextContent(name);
      expect(screen.getByRole('tab', { name })).toHaveFocus();
      expect(screen.getByRole('tabpanel')).toHaveTextContent(name.replace('Tab', 'Panel'));
    };
    await user.keyboard('{ArrowRight}');
    expectSelected('Tab b');
    await user.keyboard('{End}');
    expectSelected('Tab c');
    await user.keyboard('{ArrowRight}');
    expectSelected('Tab a');
    await user.keyboard('{ArrowLeft}');
    expectSelected('Tab c');
    await user.keyboard('{Home}');
    expectSelected('Tab a');
  });

  it('gives only the selected tab a tab stop', () => {
    show(tabs());
    expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
  });

  it('renders an href tab as a link opening a new tab, never as a tab', () => {
    show(tabs());
    const link = screen.getByRole('link', { name: 'Where we are' });
    expect(link).toHaveAttribute('href', 'https://example.com/map');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.queryByRole('tab', { name: 'Where we are' })).not.toBeInTheDocument();
  });

  it('docks a bottom bar after its panel, so reading order follows what is on screen', () => {
    const { container } = show(tabs('a', { variant: 'switcher', dock: 'bottom' }));
    const box = container.querySelector('[data-dock="bottom"]');
    const [first, second] = Array.from(box?.children ?? []);
    expect(first).toHaveAttribute('role', 'tabpanel');
    expect(second?.querySelector('[role="tablist"]')).not.toBeNull();
  });

  // Issue 13: bi4's bar wrapped onto two lines on a phone. jsdom lays nothing out, so this reads
  // the rule the browser follows (tests/e2e/fit.e2e.test.ts measures the line in Chromium).
  it('keeps its tabs on one line, scrolling inside the bar when they do not fit', () => {
    show(tabs());
    const list = getComputedStyle(screen.getByRole('tablist', { name: 'Bill sections' }));
    expect({ wrap: list.flexWrap, overflow: list.overflowX, minWidth: list.minWidth }).toEqual({
      wrap: 'nowrap',
      overflow: 'auto',
      minWidth: '0px',
    });
  });
});

// Spec §2 "Template 5": on mobile, after a tab is chosen the selection returns to home.
describe('Renderer tab sheets (template 5 on phones)', () => {
  const panel = (id: string): ResolvedTab => ({
    id,
    label: `Tab ${id}`,
    children: [echo(`/${id}`, `Panel ${id}`)],
  });
  const node: ResolvedNode = {
    key: '/nav',
    kind: 'tabs',
    variant: 'switcher',
    label: 'Sections',
    initial: 'home',
    sheets: true,
    dock: 'bottom',
    tabs: [panel('home'), panel('actions')],
  };

  it('opens another tab in a sheet over home, and selects home again when it closes', async () => {
    const user = userEvent.setup();
    show(node);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Tab actions' }));
    const sheet = screen.getByRole('dialog', { name: 'Tab actions' });
    expect(sheet).toHaveTextContent('Panel actions');
    expect(screen.getByText('Panel home')).toBeInTheDocument();
    await user.click(within(sheet).getByRole('button', { name: 'Chiudi' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('Tab home');
  });

  it('moves focus along the bar with arrow keys without opening a sheet', async () => {
    const user = userEvent.setup();
    show(node);
    await user.click(screen.getByRole('tab', { name: 'Tab home' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Tab actions' })).toHaveFocus();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('Renderer dialogs', () => {
  const page: ResolvedNode = {
    key: '/root',
    kind: 'stack',
    gap: 2,
    children: [
      {
        key: '/open',
        kind: 'widget',
        name: 'DialogButton',
        props: { trigger: 'help', labelKey: 'Open help' },
      },
      {
        key: '/dialog',
        kind: 'dialog',
        trigger: 'help',
        title: 'Help',
        fullscreen: 'mobile',
        children: [echo('/dialog/0', 'Write to customer care')],
      },
    ],
  };

  it('keeps the dialog closed and its content out of the page until its trigger is used', () => {
    show(page);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByText('Write to customer care')).not.toBeInTheDocument();
  });

  it('opens the dialog with its title from a DialogButton and closes it with the close button', async () => {
    const user = userEvent.setup();
    show(page);
    await user.click(screen.getByRole('button', { name: 'Open help' }));
    const dialog = screen.getByRole('dialog', { name: 'Help' });
    expect(within(dialog).getByText('Write to customer care')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Chiudi' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
