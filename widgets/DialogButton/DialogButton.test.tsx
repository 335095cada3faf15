import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { EngineProvider, useDialogs } from '../../src/engine/render/index.ts';
import { createI18n } from '../../src/i18n/index.ts';
import { DialogButton } from './DialogButton.tsx';

/** Shows which dialog the engine has open, as a dialog of the template would see it. */
function OpenDialog() {
  const { open } = useDialogs();
  return <output aria-label="open dialog">{open ?? 'none'}</output>;
}

function show() {
  render(
    <I18nextProvider i18n={createI18n()}>
      <EngineProvider registry={{}} templateId="t" onEvent={() => undefined}>
        <DialogButton trigger="help" labelKey="demo.openHelp" />
        <OpenDialog />
      </EngineProvider>
    </I18nextProvider>,
  );
}

describe('DialogButton', () => {
  it("is a button named by the catalogue's text that announces a dialog", () => {
    show();
    const button = screen.getByRole('button', { name: "Apri l'aiuto" });
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    expect(button).toHaveAttribute('type', 'button');
  });

  it('opens the dialog named by its trigger', async () => {
    const user = userEvent.setup();
    show();
    expect(screen.getByRole('status', { name: 'open dialog' })).toHaveTextContent('none');
    await user.click(screen.getByRole('button', { name: "Apri l'aiuto" }));
    expect(screen.getByRole('status', { name: 'open dialog' })).toHaveTextContent('help');
  });

  it('opens its dialog from the keyboard too', async () => {
    const user = userEvent.setup();
    show();
    await user.tab();
    expect(screen.getByRole('button', { name: "Apri l'aiuto" })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('status', { name: 'open dialog' })).toHaveTextContent('help');
  });
});
