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
  confirmLabel?: string | undefined;
}

/**
 * The confirmation of §4 ("idle, then confirmation dialog, then sending"), in the page's own
 * modal (a native <dialog>: focus stays inside, starting on its first control, Escape cancels,
 * focus returns to the send button when it closes). "Conferma" sends; "Annulla" goes back with
 * everything kept.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { flow, title = 'forms.common.confirm_title', text = 'forms.common.confirm_text' } = props;
  const { confirmLabel = 'forms.common.confirm' } = props;
  const { t } = useFormTranslation();
  return (
    <ModalFrame
      open={flow.state.phase === 'confirming'}
      title={t(title)}
      fullscreen="never"
      onClose={flow.cancel}
    >
      <p style={{ marginTop: 0 }}>{t(text)}</p>
      <Actions>
        <PayControl type="button" $primary={false} onClick={flow.cancel}>
          {t('forms.common.cancel')}
        </PayControl>
        <PayControl type="button" $primary onClick={flow.confirm}>
          {t(confirmLabel)}
        </PayControl>
      </Actions>
    </ModalFrame>
  );
}
