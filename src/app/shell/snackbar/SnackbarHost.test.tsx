import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../../i18n/index.ts';
import { snackbarLimit, snackbarStore, useSnackbar } from '../../../state/snackbar.ts';
import SnackbarHost from './SnackbarHost.tsx';

/** A widget that puts a message up, as the PDF download does when it fails. */
function Caller(props: { timeout?: number }) {
  const { show } = useSnackbar();
  return (
    <button
      type="button"
      onClick={() => {
        show({ textKey: 'chrome.snackbar.pdfFailed', ...props });
      }}
    >
      scarica
    </button>
  );
}

function page(caller = <Caller />) {
  return render(
    <I18nextProvider i18n={createI18n()}>
      {caller}
      <SnackbarHost />
    </I18nextProvider>,
  );
}

const pdfFailed = 'Non è stato possibile scaricare la bolletta in PDF. Riprova più tardi.';

beforeEach(() => {
  snackbarStore.setState({ messages: [] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('SnackbarHost (spec §2 "snackbar message bar", §9)', () => {
  it('shows an error as a red alert with a close button, and keeps it until it is closed', async () => {
    page();
    await userEvent.click(screen.getByRole('button', { name: 'scarica' }));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(pdfFailed);
    expect(alert).toHaveAttribute('data-tone', 'error');
    vi.useFakeTimers();
    act(() => {
      vi.advanceTimersByTime(10 * 60 * 1000);
    });
    vi.useRealTimers();
    expect(screen.getByRole('alert')).toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: 'Chiudi il messaggio' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('closes a message with a positive timeout by itself', () => {
    vi.useFakeTimers();
    page(<Caller timeout={4000} />);
    act(() => {
      screen.getByRole('button', { name: 'scarica' }).click();
    });
    expect(screen.getByRole('alert')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(4000);
    });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('stacks different messages, newest last, at most a few, and never the same twice', () => {
    page(<span />);
    const { show } = snackbarStore.getState();
    act(() => {
      show({ textKey: 'chrome.snackbar.pdfFailed' });
      show({ textKey: 'chrome.snackbar.slipFailed' });
      show({ textKey: 'chrome.snackbar.pdfFailed' });
      show({ textKey: 'chrome.snackbar.calendarFailed', tone: 'info' });
    });
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'Non è stato possibile scaricare il bollettino. Riprova più tardi.',
      pdfFailed,
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('promemoria');
    act(() => {
      show({ textKey: 'chrome.cookies.title' });
    });
    expect(snackbarStore.getState().messages).toHaveLength(snackbarLimit);
    expect(screen.queryByText(/bollettino/)).toBeNull();
  });
});
