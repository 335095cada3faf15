import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { snackbarStore, type SnackbarRequest } from '../../../state/snackbar.ts';
import SnackbarHost from './SnackbarHost.tsx';

/** Puts messages up before the story and takes them down after it. */
const showing = (...requests: SnackbarRequest[]) => ({
  beforeEach: () => {
    snackbarStore.setState({ messages: [] });
    for (const request of requests) snackbarStore.getState().show(request);
    return () => {
      snackbarStore.setState({ messages: [] });
    };
  },
});

const meta = {
  title: 'Shell/SnackbarHost',
  component: SnackbarHost,
  parameters: { width: 1024 },
} satisfies Meta<typeof SnackbarHost>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A failed PDF download: red, an alert, until it is closed (spec §9's defaults). */
export const Failure: Story = {
  ...showing({ textKey: 'chrome.snackbar.pdfFailed' }),
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('PDF');
    await userEvent.click(within(alert).getByRole('button', { name: 'Chiudi il messaggio' }));
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
  },
};

/** Three failures in a row stack, newest last. */
export const Stacked: Story = {
  ...showing(
    { textKey: 'chrome.snackbar.slipFailed' },
    { textKey: 'chrome.snackbar.calendarFailed' },
    { textKey: 'chrome.snackbar.pdfFailed' },
  ),
};

/** The other tones a caller may ask for: a polite status. */
export const InfoAndSuccess: Story = {
  ...showing(
    { textKey: 'chrome.snackbar.calendarFailed', tone: 'info' },
    { textKey: 'chrome.cookies.title', tone: 'success' },
  ),
};
