import { useState } from 'react';
import styled, { css } from 'styled-components';
import type { Invoice } from '../../schemas/types/invoice.gen.ts';
import { useTranslationWith } from '../../src/i18n/fallbackTexts.ts';
import italian from '../../src/i18n/area-invoices/it.json' with { type: 'json' };
import { useArea } from '../../src/state/area.ts';
import { useSnackbar } from '../../src/state/snackbar.ts';
import { focusRing } from '../../src/ui/buttons.ts';
import { pdfFileName, saveBlob } from '../../src/ui/saveFile.ts';
import { Icon } from '../../src/ui/statusIcons.tsx';
import { billLink, mediaReference } from './invoiceStatus.ts';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 8px;
  @container (max-width: 479.98px) {
    justify-content: flex-start;
  }
`;

const action = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 6px;
  min-height: 44px;
  min-width: 44px;
  padding: 0 14px;
  border-radius: 999px;
  border: 1px solid var(--q-primary, #0b5cad);
  font: inherit;
  font-weight: 600;
  white-space: nowrap;
  text-decoration: none;
  cursor: pointer;
  color: var(--q-primary, #0b5cad);
  background: var(--q-surface, #fff);
  & > svg {
    flex: none;
  }
  &:hover {
    text-decoration: underline;
    text-underline-offset: 3px;
  }
  ${focusRing}
  &:disabled {
    cursor: progress;
    color: var(--q-text-muted, #52606d);
    border-color: var(--q-border, #d0d7de);
  }
`;

const Pay = styled.a`
  ${action}
  background: var(--q-primary, #0b5cad);
  color: var(--q-on-primary, #fff);
`;

const Button = styled.button`
  ${action}
  &[aria-expanded='true'] > svg {
    transform: rotate(180deg);
  }
`;

/**
 * One invoice's actions (its number opens its bill, InvoiceTable): pay it now (spec §1: "each
 * unpaid invoice's payment through the flows that exist today", i.e. its bill link, whose
 * payment card has them) in a new tab (§2 menu: "the invoice path opens in a new tab");
 * download its PDF, saying "Download in corso..." meanwhile (§4), saved as its number plus
 * .pdf (§9); show its detail.
 */
export function InvoiceActions(props: {
  invoice: Invoice;
  expanded: boolean;
  detailId: string;
  onToggle: () => void;
  onOpen: () => void;
}) {
  const { t } = useTranslationWith(italian);
  const { invoice } = props;
  const number = invoice.document_number;
  const href = billLink(invoice.crypto);
  return (
    <Actions>
      {invoice.payable && (
        <Pay
          href={href}
          target="_blank"
          rel="noopener"
          aria-label={t('areaInvoices.payLabel', { number })}
          onClick={props.onOpen}
        >
          {t('areaInvoices.pay')}
        </Pay>
      )}
      <Download invoice={invoice} />
      <Button
        type="button"
        aria-expanded={props.expanded}
        aria-controls={props.expanded ? props.detailId : undefined}
        aria-label={t('areaInvoices.detailsLabel', { number })}
        onClick={props.onToggle}
      >
        {t('areaInvoices.details')}
        <Icon name="chevron" size={18} />
      </Button>
    </Actions>
  );
}

function Download({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslationWith(italian);
  const media = useArea()?.media;
  const { show } = useSnackbar();
  const [busy, setBusy] = useState(false);
  const reference = mediaReference(invoice.download);
  if (media === undefined || reference === undefined) return null;
  const download = async () => {
    setBusy(true);
    const answer = await media.downloadMedia(reference.detail, reference.source);
    setBusy(false);
    if (answer.ok) saveBlob(answer.blob, pdfFileName(invoice.document_number));
    else {
      console.warn('[quadro] the invoice PDF did not download', answer.failure);
      show({ textKey: 'areaInvoices.downloadFailed' });
    }
  };
  return (
    <Button
      type="button"
      disabled={busy}
      aria-busy={busy}
      aria-label={
        busy ? undefined : t('areaInvoices.downloadLabel', { number: invoice.document_number })
      }
      onClick={() => {
        void download();
      }}
    >
      <Icon name="download" size={18} />
      {busy ? t('areaInvoices.downloading') : t('areaInvoices.download')}
    </Button>
  );
}
