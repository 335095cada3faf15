import type { Decorator } from '@storybook/react-vite';
import { action } from 'storybook/actions';
import type { ReactNode } from 'react';
import type { HostParameter } from '../../../.storybook/preview.tsx';
import type { HostSettings } from '../../../schemas/types/host-settings.gen.ts';
import { EngineProvider, useDialogs } from '../../engine/render/index.ts';
import { useHost } from '../../state/host.ts';

/** Alfa's help pages (hosts/bolletta.alfa-energia.test), with a FAQ page. */
export const storyHelpLinks = {
  billGuide: 'https://www.alfa-energia.test/guida-alla-bolletta',
  contactUs: 'https://www.alfa-energia.test/contatti',
  faq: 'https://www.alfa-energia.test/domande-frequenti',
  selfReading: 'https://www.alfa-energia.test/autolettura-gas',
};

/**
 * Story parameters that pin the host store's settings whatever host the toolbar shows: settings,
 * or a change to the toolbar host's (`host((h) => ({ ...h, webBillUrl: '' }))`). Spread into
 * `parameters`. Theme and texts follow the pinned settings and the toolbar respectively.
 */
export const host = (settings: HostParameter): { host: HostParameter } => ({ host: settings });

/** Says which dialog of the template a click asked for (the story has no dialog nodes). */
function OpenedDialog() {
  const { open } = useDialogs();
  return <output style={{ display: 'block', marginTop: 16 }}>Dialog: {open ?? '—'}</output>;
}

/** The engine around a widget that opens the template's dialogs by trigger name. */
export const inEngine: Decorator = (Story) => (
  <EngineProvider registry={{}} templateId="story" onEvent={action('engine event')} development>
    <Story />
    <OpenedDialog />
  </EngineProvider>
);

/**
 * Hands the host store's settings (the toolbar's host, or the one a story pins) to a component
 * that takes the host as a prop, as the shell's footer and cookie banner do.
 */
export function WithHost(props: { children: (settings: HostSettings) => ReactNode }) {
  const settings = useHost((state) => state.settings);
  return settings ? props.children(settings) : null;
}
