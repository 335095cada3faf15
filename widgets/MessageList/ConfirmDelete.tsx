import { useState } from 'react';
import type { CustomerMessage } from '../../schemas/types/message.gen.ts';
import { ModalFrame } from '../../src/engine/render/index.ts';
import { useTranslationWith } from '../../src/i18n/fallbackTexts.ts';
import italian from '../../src/i18n/area-messages/it.json' with { type: 'json' };
import { Actions, Button } from './styles.ts';

/**
 * Asks before a message is deleted (it cannot come back). "Annulla" comes first, so the
 * dialog's first focus lands on the harmless choice; Escape cancels too.
 */
export function ConfirmDelete(props: {
  message: CustomerMessage | null;
  onCancel: () => void;
  onConfirm: (message: CustomerMessage) => Promise<void>;
}) {
  const { t } = useTranslationWith(italian);
  const [busy, setBusy] = useState(false);
  const { message } = props;
  const confirm = async (chosen: CustomerMessage) => {
    setBusy(true);
    try {
      await props.onConfirm(chosen);
    } finally {
      setBusy(false);
    }
  };
  return (
    <ModalFrame
      open={message !== null}
      title={t('areaMessages.confirm.title')}
      fullscreen="never"
      closeButton={false}
      onClose={props.onCancel}
    >
      <p style={{ margin: 0, lineHeight: 1.5 }}>
        {t('areaMessages.confirm.text', { subject: message?.subject ?? '' })}
      </p>
      <Actions>
        <Button type="button" onClick={props.onCancel} disabled={busy}>
          {t('areaMessages.confirm.no')}
        </Button>
        <Button
          type="button"
          $primary
          aria-busy={busy}
          disabled={busy}
          onClick={() => {
            if (message) void confirm(message);
          }}
        >
          {t('areaMessages.confirm.yes')}
        </Button>
      </Actions>
    </ModalFrame>
  );
}
