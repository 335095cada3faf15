import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import power from '../../fixtures/alfa-2026-0001.json' with { type: 'json' };
import minimal from '../../fixtures/alfa-2026-0006.json' with { type: 'json' };
import { bill } from '../../src/ui/testing/stories.ts';
import { DownloadButton, PdfDownload } from './PdfDownload.tsx';

const meta = {
  title: 'Widgets/PdfDownload',
  component: PdfDownload,
  args: {},
} satisfies Meta<typeof PdfDownload>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The document's `detail` names its PDF (the server sets it). */
const withFile = { ...power.document, detail: 'story-reference' };

/** Ready: one pill button with a 44 px target. */
export const Ready: Story = { parameters: bill(withFile) };

/** Spec §4: "Download in corso..." while the file comes, busy and disabled. */
export const Downloading: Story = {
  parameters: bill(withFile),
  render: () => <DownloadButton busy label="" onClick={() => undefined} />,
};

/**
 * A click in Storybook, which has no API: the request fails, which is only logged (spec §8),
 * and the button is ready again.
 */
export const FailedDownload: Story = {
  parameters: bill(withFile),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button'));
    await expect(await canvas.findByRole('button', { name: /PDF/ })).toBeEnabled();
  },
};

/** A template's own label. */
export const CustomLabel: Story = {
  args: { labelKey: 'demo.details' },
  parameters: bill(withFile),
};

/** No `detail`: there is nothing to download, so no button (the canvas is empty). */
export const NoFile: Story = { parameters: bill(minimal.document) };
