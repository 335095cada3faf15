import { useEffect, useRef } from 'react';
import { useFormTranslation } from '../../i18n/formTexts.ts';
import { ModalFrame } from '../../engine/render/index.ts';
import { PayControl } from '../buttons.ts';
import { Actions } from './styles.ts';
import type { ConfirmSend } from './useConfirmSend.ts';

export interface ConfirmDialogProps {
  flow: Pick<ConfirmSend<unknown>, 'state' | 'confirm' | 'cancel'>;
  /** Catalogue keys; the defaults are the kit's generic "send the request?" texts. */
  title?: string | undefined;
  text?: string | undefined;
  /** Values for the text's placeholders, e.g. the reading and unit the customer confirms. */
  textValues?: Record<string, string> | undefined;
  confirmLabel?: string | undefined;
}

/**
 * The confirmation of §4 ("idle, then confirmation dialog, then sending"), in the page's own
 * modal (a native <dialog>: focus stays inside, Escape cancels, focus returns to the send
 * button when it closes). Focus starts on "Conferma", the answer the customer came for, so a
 * keyboard sends with Enter; "Annulla" goes back with everything kept.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { flow, title = 'forms.common.confirm_title', text = 'forms.common.confirm_text' } = props;
  const { confirmLabel = 'forms.common.confirm' } = props;
  const { t } = useFormTranslation();
  const confirmButton = useRef<HTMLButtonElement>(null);
  const confirming = flow.state.phase === 'confirming';
  // After the frame's own effect has opened the dialog (a child's effects run first), which
  // focused its first control, the close button.
  useEffect(() => {
    if (confirming) confirmButton.current?.focus();
  }, [confirming]);
  return (
    <ModalFrame open={confirming} title={t(title)} fullscreen="never" onClose={flow.cancel}>
      <p style={{ marginTop: 0 }}>{t(text, props.textValues ?? {})}</p>
      <Actions>
        <PayControl type="button" $primary={false} onClick={flow.cancel}>
          {t('forms.common.cancel')}
        </PayControl>
        <PayControl ref={confirmButton} type="button" $primary onClick={flow.confirm}>
          {t(confirmLabel)}
        </PayControl>
      </Actions>
    </ModalFrame>
  );
}
