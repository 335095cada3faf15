import { fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../i18n/index.ts';
import { ModalFrame } from './Dialog.tsx';

describe('ModalFrame', () => {
  it('closes on its own close event, not on that of a dialog inside it', () => {
    const outer = vi.fn();
    const inner = vi.fn();
    render(
      <I18nextProvider i18n={createI18n()}>
        <ModalFrame open title="I miei dati" fullscreen="always" onClose={outer}>
          <ModalFrame open title="Salvare le modifiche?" fullscreen="never" onClose={inner}>
            <p>confirm</p>
          </ModalFrame>
        </ModalFrame>
      </I18nextProvider>,
    );
    const [outerDialog, innerDialog] = screen.getAllByRole('dialog', { hidden: true });
    fireEvent(innerDialog as HTMLElement, new Event('close'));
    expect(inner).toHaveBeenCalledOnce();
    expect(outer).not.toHaveBeenCalled();
    fireEvent(outerDialog as HTMLElement, new Event('close'));
    expect(outer).toHaveBeenCalledOnce();
  });
});
