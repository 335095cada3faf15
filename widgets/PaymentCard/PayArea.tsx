import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { BillDocument } from '../../schemas/types/bill-document.gen.ts';
import type { MediaSource } from '../../src/api/media.ts';
import { dataText } from '../../src/domain/flags.ts';
import type { PayButton } from '../../src/domain/payment.ts';
import { Icon } from '../../src/ui/statusIcons.tsx';
import { pagopaUrl } from '../../src/domain/unpaid.ts';
import { BillPaymentButton } from './BillPaymentButton.tsx';
import { CardPayButton } from './CardPayButton.tsx';
import { SlipButton } from './SlipButton.tsx';
import { PayControl, VisuallyHidden } from '../../src/ui/buttons.ts';

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

interface PayAreaProps {
  doc: BillDocument | undefined;
  /** `payButtons`: empty unless the bill asks for payment (project decision 126). */
  buttons: PayButton[];
  /** `paidPayButtons` where the template asks: shown, none usable (spec §4, template 5). */
  disabledButtons?: PayButton[];
  /** The pagoPA address: the document's, else the host's (project decision 25). */
  pagopaLink: string | undefined;
  source: MediaSource;
}

/**
 * Spec §2 "pay-now buttons", §4 card provider flows and "Public payment platform", §5 "Display
 * rules". The first button is the card's one primary action.
 */
export function PayArea({ doc, buttons, disabledButtons = [], pagopaLink, source }: PayAreaProps) {
  const { t } = useTranslation();
  const hasSlip = dataText(doc?.detail) !== '';
  const pagopa = pagopaUrl(pagopaLink, doc?.crypto);

  const shown = buttons.filter((button) => {
    if (button.kind === 'pagoPA') return pagopa !== undefined;
    if (button.kind === 'slip') return hasSlip;
    return true;
  });
  // A paid bill's buttons are never beside live ones: `payButtons` is empty when paid.
  if (disabledButtons.length > 0) {
    return (
      <Buttons>
        {disabledButtons.map((button, index) => (
          <PayControl key={button.kind} type="button" $primary={index === 0} disabled>
            {buttonLabel(button, t)}
          </PayControl>
        ))}
      </Buttons>
    );
  }
  if (shown.length === 0) return null;

  return (
    <Buttons>
      {shown.map((button, index) => {
        const key = button.kind === 'link' ? `link-${button.index}` : button.kind;
        const primary = index === 0;
        const label = buttonLabel(button, t);
        switch (button.kind) {
          case 'pagoPA':
          case 'link':
            return (
              <PayControl
                key={key}
                as="a"
                href={button.kind === 'link' ? button.url : pagopa}
                target="_blank"
                rel="noopener noreferrer"
                $primary={primary}
              >
                {label}
                <Icon name="external" size={18} />
                <VisuallyHidden> {t('widgets.paymentCard.newTab')}</VisuallyHidden>
              </PayControl>
            );
          case 'slip':
            return <SlipButton key={key} doc={doc} source={source} primary={primary} />;
          case 'billPayment':
            return <BillPaymentButton key={key} doc={doc} source={source} primary={primary} />;
          case 'firstProvider':
          case 'secondProvider':
            return (
              <CardPayButton
                key={key}
                provider={button.kind}
                doc={doc}
                primary={primary}
                label={label}
              />
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
