import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { BillDocument } from '../../schemas/types/bill-document.gen.ts';
import type { MediaSource } from '../../src/api/media.ts';
import { dataText } from '../../src/domain/flags.ts';
import { ModalFrame } from '../../src/engine/render/index.ts';
import { billPaymentLines } from '../../src/payments/billPayment.ts';
import { hostString, useHost } from '../../src/state/host.ts';
import { ValueList } from '../../src/ui/card.ts';
import { SlipButton } from './SlipButton.tsx';
import { PayControl } from '../../src/ui/buttons.ts';

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
  & > p {
    margin: 0;
    line-height: 1.5;
  }
`;

/**
 * The bill-payment option (`pagaora_bollettino`, project decision 98): a button that opens
 * "Paga con bollettino / avviso" with what a counter or home banking asks for, and the slip's
 * download when the document names one.
 */
export function BillPaymentButton({
  doc,
  primary,
  source,
}: {
  doc: BillDocument | undefined;
  primary: boolean;
  source: MediaSource;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const supplierName = useHost((state) => hostString(state.settings, 'supplierName'));
  const lines = billPaymentLines(doc, supplierName);
  const hasSlip = dataText(doc?.detail) !== '';
  return (
    <>
      <PayControl
        type="button"
        $primary={primary}
        aria-haspopup="dialog"
        onClick={() => {
          setOpen(true);
        }}
      >
        {t('widgets.paymentCard.billPayment')}
      </PayControl>
      <ModalFrame
        open={open}
        title={t('widgets.paymentCard.billPaymentDialog.title')}
        fullscreen="mobile"
        onClose={() => {
          setOpen(false);
        }}
      >
        <Body>
          <p>{t('widgets.paymentCard.billPaymentDialog.intro')}</p>
          <ValueList>
            {lines.map((line) => (
              <div key={line.fact}>
                <dt>{t(`widgets.paymentCard.billPaymentDialog.${line.fact}`)}</dt>
                <dd>{line.value}</dd>
              </div>
            ))}
          </ValueList>
          {hasSlip && <SlipButton doc={doc} source={source} primary={false} />}
        </Body>
      </ModalFrame>
    </>
  );
}
