import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ModalFrame } from '../../src/engine/render/index.ts';
import { PayControl } from '../../src/ui/buttons.ts';

export type CardProvider = 'firstProvider' | 'secondProvider';

const texts: Record<CardProvider, string> = {
  firstProvider: 'widgets.paymentCard.pagaora_nexi_error',
  secondProvider: 'widgets.paymentCard.pagaora_worldline_error',
};

/**
 * Spec §8: a card payment that cannot start opens a dialog with the provider's error text and
 * a "Chiudi" button. What closing does is the caller's: the first provider reloads the page,
 * the second only dismisses. The button takes the focus, so Enter closes. The frame stays
 * mounted while closed, so the native dialog gives the focus back to the pay button.
 */
export function PaymentErrorDialog({
  open,
  provider,
  onClose,
}: {
  open: boolean;
  provider: CardProvider;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const action = useRef<HTMLButtonElement>(null);
  // After the frame's own effect has opened the modal, which focuses its first control.
  useEffect(() => {
    if (open) action.current?.focus();
  }, [open]);
  return (
    <ModalFrame
      open={open}
      title={t('widgets.paymentCard.payErrorTitle')}
      fullscreen="never"
      closeButton={false}
      onClose={onClose}
    >
      <p data-error-text="">{t(texts[provider])}</p>
      <PayControl ref={action} type="button" $primary onClick={onClose}>
        {t('widgets.paymentCard.close')}
      </PayControl>
    </ModalFrame>
  );
}
