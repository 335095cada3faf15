import type { Preview } from '@storybook/react-vite';
import { useMemo, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { HostSettings } from '../schemas/types/host-settings.gen.ts';
import { themeStyle } from '../src/app/hostTheme.ts';
import type { Catalogue } from '../src/i18n/index.ts';
import { BillProvider, createBillStore } from '../src/state/bill.ts';
import { createHostStore, HostProvider } from '../src/state/host.ts';
import { GlobalStyle } from '../src/ui/globalStyle.ts';
import { asBill } from '../tests/fixtures.ts';
import { hostOf, localeOf, storyHosts, type StoryHost } from './hosts.ts';
import { storyI18n } from './texts.ts';

/** What a story puts in its bill store: `parameters: { bill: { doc: … } }`. */
export interface BillParameter {
  doc?: unknown;
  modules?: unknown;
  rate?: unknown;
}

/**
 * Host settings a story needs whatever the toolbar says (`parameters: { host: … }`): settings,
 * or a change to the toolbar host's settings (`(host) => ({ ...host, theme: {} })`).
 */
export type HostParameter = HostSettings | ((toolbar: HostSettings) => HostSettings);

/** The parameters the preview reads; every one is optional. */
export interface StoryParameters {
  bill?: BillParameter;
  host?: HostParameter;
  /** Texts over the host's catalogue, for a story about long or odd wording. */
  texts?: Catalogue;
  /** The frame's width in px; a widget is seen at the width of a card (480). */
  width?: number;
}

/** The locales the hosts offer, in the product's order (spec §1) and then any other. */
const productOrder = ['it', 'en', 'de', 'zh-CN'];
const offered = [...new Set(storyHosts.flatMap((host) => host.settings.locales))].sort(
  (a, b) => rank(a) - rank(b),
);
function rank(locale: string): number {
  const index = productOrder.indexOf(locale);
  return index < 0 ? productOrder.length : index;
}

function languageName(locale: string): string {
  return new Intl.DisplayNames([locale], { type: 'language' }).of(locale) ?? locale;
}

/** The toolbar's title of a host: its supplier name, and what a variant extends. */
function hostItem(host: StoryHost) {
  const [, parent] = host.chain;
  return {
    value: host.key,
    title: host.settings.supplierName ?? host.folder,
    right: parent === undefined ? host.folder : `${host.folder} ⊂ ${parent}`,
  };
}

/**
 * A story as the page shows it on a host: the host's theme on the frame (the custom properties
 * the bill page sets, src/app/hostTheme.ts, and its font), its settings in the host store, its
 * catalogue in the chosen locale, and a bill store of the story's own (stories side by side
 * never share one).
 */
function StoryFrame(props: {
  host: StoryHost;
  locale: string;
  parameters: StoryParameters;
  children: ReactNode;
}) {
  const { host, locale, parameters } = props;
  const { bill = {}, texts, width = 480 } = parameters;
  const pinned = parameters.host;
  const [settings] = useState(() =>
    typeof pinned === 'function' ? pinned(host.settings) : (pinned ?? host.settings),
  );
  const [hostStore] = useState(() => createHostStore(settings));
  const [billStore] = useState(() => createBillStore(asBill({ doc: {}, ...bill })));
  const i18n = useMemo(() => storyI18n(host, locale, texts), [host, locale, texts]);
  const style = {
    maxWidth: width,
    ...themeStyle(settings),
    fontFamily: settings.theme?.fontFamily,
  };
  return (
    <I18nextProvider i18n={i18n}>
      <HostProvider store={hostStore}>
        <BillProvider store={billStore}>
          <div lang={locale} style={style}>
            {props.children}
          </div>
        </BillProvider>
      </HostProvider>
    </I18nextProvider>
  );
}

const preview: Preview = {
  globalTypes: {
    host: {
      description: 'The supplier (a folder of hosts/): its theme, settings and texts',
      toolbar: { title: 'Host', icon: 'home', items: storyHosts.map(hostItem), dynamicTitle: true },
    },
    locale: {
      description: 'The language; a host that does not offer it shows its default',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: offered.map((locale) => ({
          value: locale,
          title: languageName(locale),
          right: locale,
        })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { host: storyHosts[0]?.key, locale: 'it' },
  decorators: [
    (Story, { id, parameters, globals }) => {
      const host = hostOf(globals['host']);
      const locale = localeOf(host, globals['locale']);
      return (
        <>
          <GlobalStyle />
          {/* A new key on every switch: the story starts again as that host, in that language. */}
          <StoryFrame
            key={`${id} ${host.folder} ${locale}`}
            host={host}
            locale={locale}
            parameters={parameters}
          >
            <Story />
          </StoryFrame>
        </>
      );
    },
  ],
  parameters: {
    layout: 'padded',
    controls: { matchers: { date: /Date$/i } },
  },
};

export default preview;
