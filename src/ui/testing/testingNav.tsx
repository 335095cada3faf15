import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { HostSettings } from '../../../schemas/types/host-settings.gen.ts';
import { EngineProvider, useDialogs } from '../../engine/render/index.ts';
import { ApiProvider } from '../../api/context.ts';
import { createI18n } from '../../i18n/index.ts';
import { BillProvider } from '../../state/bill.ts';
import { testBill } from '../../state/testing.ts';
import { useHost } from '../../state/host.ts';
import { testPageApi } from './testing.tsx';
import { asBill } from '../../../tests/fixtures.ts';

/** The settings of a host, with what a test needs on top (help links, web bill, logo …). */
export function hostWith(extra: Record<string, unknown> = {}): HostSettings {
  return { templateName: 'bi5', supplier: 'alfa', locales: ['it'], ...extra };
}

/** Shows which dialog the engine has open, as a dialog node of the template would see it. */
function OpenDialog() {
  const { open } = useDialogs();
  return <output aria-label="open dialog">{open ?? 'none'}</output>;
}

/**
 * Renders a widget over a bill and a host's settings, inside the engine (so it can open the
 * template's dialogs), with the Italian catalogue. `screen.getByRole('status', { name: 'open
 * dialog' })` reads the dialog it opened.
 */
export function showInPage(doc: unknown, host: HostSettings | undefined, widget: ReactElement) {
  testBill.getState().setBill(asBill({ doc }));
  useHost.setState({ settings: host });
  return render(
    <I18nextProvider i18n={createI18n()}>
      <ApiProvider value={testPageApi}>
        <BillProvider store={testBill}>
          <EngineProvider registry={{}} templateId="test" onEvent={() => undefined}>
            {widget}
            <OpenDialog />
          </EngineProvider>
        </BillProvider>
      </ApiProvider>
    </I18nextProvider>,
  );
}
