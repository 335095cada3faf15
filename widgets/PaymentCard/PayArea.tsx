import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { downloadMedia, type MediaSource } from '../../src/api/media.ts';
import { readPath } from '../../src/domain/flags.ts';
import type { PayButton } from '../../src/domain/payment.ts';
import { pdfFileName, saveBlob } from '../PdfDownload/saveFile.ts';
import { Icon } from '../shared/statusIcons.tsx';
import { dataText } from '../shared/urls.ts';
import { pagopaUrl } from '../UnpaidList/unpaid.ts';
import { PayControl, VisuallyHidden } from './styles.ts';

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

interface PayAreaProps {
  doc: unknown;
  buttons: PayButton[];
  /** Template 5 and a paid bill: every button shown, none usable (spec §4). */
  disabled: boolean;
  /** The pagoPA address: the document's, else the host's (project decision 25). */
  pagopaLink: string | undefined;
  source: MediaSource;
}

/**
 * Spec §2 "pay-now buttons", §4 "Public payment platform", §5 "Display rules", §8 "Slip
 * download failure: only logged". The first button is the card's one primary action.
 */
export function PayArea({ doc, buttons, disabled, pagopaLink, source }: PayAreaProps) {
  const { t } = useTranslation();
  const [downloading, setDownloading] = useState(false);
  const detail = dataText(readPath(doc, 'detail'));
  const pagopa = pagopaUrl(pagopaLink, readPath(doc, 'crypto'));

  const downloadSlip = async () => {
    setDownloading(true);
    const answer = await downloadMedia(detail, source);
    setDownloading(false);
    if (answer.ok) saveBlob(answer.blob, pdfFileName(readPath(doc, 'document_number')));
    else console.warn('[quadro] slip download failed', answer.failure);
  };

  const shown = buttons.filter((button) => {
    if (disabled) return true;
    if (button.kind === 'pagoPA') return pagopa !== undefined;
    if (button.kind === 'slip') return detail !== '';
    return true;
  });
  if (shown.length === 0) return null;

  const newTab = <VisuallyHidden> {t('widgets.paymentCard.newTab')}</VisuallyHidden>;
  return (
    <Buttons>
      {shown.map((button, index) => {
        const key = button.kind === 'link' ? `link-${button.index}` : button.kind;
        const primary = index === 0;
        const label = buttonLabel(button, t);
        if (disabled) {
          return (
            <PayControl key={key} type="button" $primary={primary} disabled>
              {label}
            </PayControl>
          );
        }
        switch (button.kind) {
          case 'pagoPA':
          case 'link': {
            const href = button.kind === 'link' ? button.url : pagopa;
            return (
              <PayControl
                key={key}
                as="a"
                href={href}
                target="_blank"
                rel="noopener noreferrer"
                $primary={primary}
              >
                {label}
                <Icon name="external" size={18} />
                {newTab}
              </PayControl>
            );
          }
          case 'slip':
            return (
              <PayControl
                key={key}
                type="button"
                $primary={primary}
                disabled={downloading}
                aria-busy={downloading}
                onClick={() => {
                  void downloadSlip();
                }}
              >
                <Icon name="download" size={18} />
                {downloading ? t('widgets.paymentCard.slipDownloading') : label}
              </PayControl>
            );
          default:
            // The card providers and the bill-payment option start their flows in issue 6.
            return (
              <PayControl key={key} type="button" $primary={primary} data-pay={button.kind}>
                {label}
              </PayControl>
            );
        }
      })}
    </Buttons>
  );
}

function buttonLabel(button: PayButton, t: (key: string) => string): string {
  switch (button.kind) {
    case 'firstProvider':
      return t('widgets.paymentCard.payFirstProvider');
    case 'secondProvider':
      return t('widgets.paymentCard.paySecondProvider');
    case 'pagoPA':
      return t('widgets.paymentCard.payPagoPA');
    case 'slip':
      return t('widgets.paymentCard.slip');
    case 'billPayment':
      return t('widgets.paymentCard.billPayment');
    case 'link':
      return button.label === '' ? t('widgets.paymentCard.payNow') : button.label;
  }
}
