import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import power from '../../fixtures/alfa-2026-0001.json' with { type: 'json' };
import paidPower from '../../fixtures/alfa-2026-0003.json' with { type: 'json' };
import gas from '../../fixtures/beta-2026-0001.json' with { type: 'json' };
import type { MediaAnswer } from '../../src/api/media.ts';
import { testMedia } from '../../src/ui/testing/testing.tsx';
import type * as SaveFile from '../../src/ui/saveFile.ts';
import { hostWith, showInPage } from '../../src/ui/testing/testingNav.tsx';
import { FastActions } from './FastActions.tsx';

// The media client the test helpers hand down (issue 14: no module-level client to mock).
const media = testMedia;

const saved = vi.hoisted(() => ({ saveBlob: vi.fn() }));
vi.mock('../../src/ui/saveFile.ts', async (original) => ({
  ...(await original<typeof SaveFile>()),
  saveBlob: saved.saveBlob,
}));

beforeEach(() => {
  media.downloadMedia.mockReset();
  saved.saveBlob.mockReset();
});

const withPdf = (doc: Record<string, unknown>) => ({ ...doc, detail: 'sealed-ref' });
const actionNames = () =>
  within(screen.getByRole('list'))
    .getAllByRole('button')
    .map((button) => button.textContent);
const openDialog = () => screen.getByRole('status', { name: 'open dialog' });
const show = (doc: unknown, widget = <FastActions />) => showInPage(doc, hostWith(), widget);

describe('FastActions (template 5 "fast_action", spec §2)', () => {
  it('offers download, pay now, self-reading and customer care on a payable gas bill', () => {
    show(withPdf(gas.document));
    expect(screen.getByRole('region', { name: 'Azioni rapide' })).toBeInTheDocument();
    expect(actionNames()).toEqual([
      'Scarica la bolletta',
      'Paga ora',
      'Autolettura',
      'Scrivi al servizio clienti',
    ]);
  });

  it('leaves out pay now on a paid bill and self-reading on power, and download without a PDF', () => {
    show(paidPower.document);
    expect(actionNames()).toEqual(['Scrivi al servizio clienti']);
  });

  it('downloads the PDF as the document number plus .pdf, saying so while it comes (spec §4, §9)', async () => {
    let finish: (answer: MediaAnswer) => void = () => undefined;
    media.downloadMedia.mockReturnValue(
      new Promise((resolve) => {
        finish = resolve;
      }),
    );
    show(withPdf(power.document), <FastActions source="mediacloud" />);
    await userEvent.click(screen.getByRole('button', { name: 'Scarica la bolletta' }));
    const busy = screen.getByRole('button', { name: 'Download in corso...' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(media.downloadMedia).toHaveBeenCalledWith('sealed-ref', 'mediacloud');
    const pdf = new Blob(['%PDF']);
    await act(async () => {
      finish({ ok: true, blob: pdf });
      await Promise.resolve();
    });
    expect(saved.saveBlob).toHaveBeenCalledWith(pdf, `${power.document.document_number}.pdf`);
    expect(screen.getByRole('button', { name: 'Scarica la bolletta' })).toBeEnabled();
  });

  it("takes pay now to the payment card's node and moves the focus there", async () => {
    show(
      power.document,
      <>
        <section data-node-id="info_pagamento" aria-label="Pagamento" />
        <FastActions />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Paga ora' }));
    expect(screen.getByRole('region', { name: 'Pagamento' })).toHaveFocus();
    expect(openDialog()).toHaveTextContent('none');
  });

  it('opens the payment dialog when the payment card is not on the page', async () => {
    show(power.document);
    await userEvent.click(screen.getByRole('button', { name: 'Paga ora' }));
    expect(openDialog()).toHaveTextContent('pay');
  });

  it("opens the template's own payment dialog", async () => {
    show(power.document, <FastActions payTrigger="pagamento" paymentNodeId="missing" />);
    await userEvent.click(screen.getByRole('button', { name: 'Paga ora' }));
    expect(openDialog()).toHaveTextContent('pagamento');
  });

  it('opens the self-reading and customer-care dialogs, announced as dialogs', async () => {
    const user = userEvent.setup();
    show(gas.document);
    const selfReading = screen.getByRole('button', { name: 'Autolettura' });
    const care = screen.getByRole('button', { name: 'Scrivi al servizio clienti' });
    expect(selfReading).toHaveAttribute('aria-haspopup', 'dialog');
    expect(care).toHaveAttribute('aria-haspopup', 'dialog');
    await user.click(selfReading);
    expect(openDialog()).toHaveTextContent('self-reading');
    await user.click(care);
    expect(openDialog()).toHaveTextContent('customer-care');
  });

  it("opens the template's own triggers", async () => {
    const user = userEvent.setup();
    show(gas.document, <FastActions selfReadingTrigger="lettura" customerCareTrigger="scrivi" />);
    await user.click(screen.getByRole('button', { name: 'Autolettura' }));
    expect(openDialog()).toHaveTextContent('lettura');
    await user.click(screen.getByRole('button', { name: 'Scrivi al servizio clienti' }));
    expect(openDialog()).toHaveTextContent('scrivi');
  });
});
