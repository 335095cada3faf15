import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import full from '../../fixtures/alfa-2026-0001.json' with { type: 'json' };
import type { MediaAnswer } from '../../src/api/media.ts';
import { showWith, testMedia } from '../../src/ui/testing/testing.tsx';
import { PdfDownload } from './PdfDownload.tsx';
import type * as SaveFile from '../../src/ui/saveFile.ts';
import { pdfFileName } from '../../src/ui/saveFile.ts';
import { snackbarStore } from '../../src/state/snackbar.ts';

// The media client the test helpers hand down (issue 14: no module-level client to mock).
const media = testMedia;

const saved = vi.hoisted(() => ({ saveBlob: vi.fn() }));
vi.mock('../../src/ui/saveFile.ts', async (original) => ({
  ...(await original<typeof SaveFile>()),
  saveBlob: saved.saveBlob,
}));

const doc = { ...full.document, detail: 'sealed-ref', document_number: '2026/000123' };
const pdf = new Blob(['%PDF'], { type: 'application/pdf' });

beforeEach(() => {
  media.downloadMedia.mockReset();
  saved.saveBlob.mockReset();
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('PdfDownload (spec §2, §4, §7, §9)', () => {
  it("fetches the document's detail and saves it as the document number plus .pdf", async () => {
    media.downloadMedia.mockResolvedValue({ ok: true, blob: pdf });
    showWith(doc, <PdfDownload />);
    await userEvent.click(screen.getByRole('button', { name: 'Scarica la bolletta in PDF' }));
    expect(media.downloadMedia).toHaveBeenCalledWith('sealed-ref', 'media');
    expect(saved.saveBlob).toHaveBeenCalledWith(pdf, '2026-000123.pdf');
  });

  it('reads "Download in corso..." and is busy and disabled while downloading (spec §4)', async () => {
    let finish: (answer: MediaAnswer) => void = () => undefined;
    media.downloadMedia.mockReturnValue(
      new Promise((resolve) => {
        finish = resolve;
      }),
    );
    showWith(doc, <PdfDownload source="mediacloud" />);
    await userEvent.click(screen.getByRole('button'));
    const busy = screen.getByRole('button', { name: 'Download in corso...' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(media.downloadMedia).toHaveBeenCalledWith('sealed-ref', 'mediacloud');
    await act(async () => {
      finish({ ok: true, blob: pdf });
      await Promise.resolve();
    });
    expect(screen.getByRole('button', { name: 'Scarica la bolletta in PDF' })).toBeEnabled();
  });

  it('logs a failure (spec §8), says it in the snackbar (decision 226) and can be tried again', async () => {
    snackbarStore.setState({ messages: [] });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    media.downloadMedia.mockResolvedValue({
      ok: false,
      failure: { reason: 'status', status: 404 },
    });
    showWith(doc, <PdfDownload />);
    await userEvent.click(screen.getByRole('button'));
    expect(warn).toHaveBeenCalled();
    expect(saved.saveBlob).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Scarica la bolletta in PDF' })).toBeEnabled();
    // The snackbar is the shell's: the widget itself draws no alert of its own.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(snackbarStore.getState().messages).toMatchObject([
      { textKey: 'chrome.snackbar.pdfFailed', tone: 'error', timeout: -1 },
    ]);
  });

  it('renders nothing when the document has no file', () => {
    const { container } = showWith(full.document, <PdfDownload />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('pdfFileName (spec §9: document number plus .pdf, or file.pdf)', () => {
  it.each([
    ['A2026000101', 'A2026000101.pdf'],
    [20260001, '20260001.pdf'],
    ['2026/000123', '2026-000123.pdf'],
    ['  ', 'file.pdf'],
    [null, 'file.pdf'],
    [undefined, 'file.pdf'],
  ])('names the file of %s %s', (number, name) => {
    expect(pdfFileName(number)).toBe(name);
  });
});
