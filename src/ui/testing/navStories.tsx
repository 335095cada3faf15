import type { Decorator } from '@storybook/react-vite';
import { action } from 'storybook/actions';
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
 * A host as template 5's navigation widgets read it: Alfa's links, and its logo as a file of
 * the host folder that Storybook serves (public/favicon.svg), so the logo state shows.
 */
export const storyHost: HostSettings = {
  templateName: 'bi5',
  supplier: 'alfa',
  supplierName: 'Alfa Energia',
  locales: ['it'],
  helpLinks: storyHelpLinks,
  webBillUrl: 'https://www.alfa-energia.test/bolletta-web',
  reservedAreaUrl: 'https://clienti.alfa-energia.test/',
  theme: { logo: 'favicon.svg' },
};

/**
 * Story `beforeEach` that puts host settings in the store (the preview sets only the bill) and
 * takes them away afterwards, so no other widget's story sees them.
 */
export const host = (settings: HostSettings | undefined) => ({
  beforeEach: () => {
    useHost.setState({ settings });
    return () => {
      useHost.setState({ settings: undefined });
    };
  },
});

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
