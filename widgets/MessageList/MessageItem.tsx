import { useId, type Ref } from 'react';
import type { CustomerMessage } from '../../schemas/types/message.gen.ts';
import { useTranslationWith } from '../../src/i18n/fallbackTexts.ts';
import italian from '../../src/i18n/area-messages/it.json' with { type: 'json' };
import { Icon, LineIcon } from '../../src/ui/statusIcons.tsx';
import { sentDate } from './sentDate.ts';
import { Body, Button, Delete, Disclosure, Header, Muted, NewMark, Row } from './styles.ts';
import type { BodyState } from './useMessages.ts';

const trash = 'M4 7h16M10 11v6m4-6v6M6 7l1 13h10l1-13M9 7V4h6v3';

/**
 * One message: its header is a disclosure button (subject, "Nuovo" while unread, category and
 * day) that shows its text below; beside it, the delete button named after the subject.
 */
export function MessageItem({
  message,
  expanded,
  body,
  onToggle,
  onDelete,
  onRetry,
  disclosureRef,
}: {
  message: CustomerMessage;
  expanded: boolean;
  body: BodyState | undefined;
  onToggle: () => void;
  onDelete: () => void;
  onRetry: () => void;
  disclosureRef: Ref<HTMLButtonElement>;
}) {
  const { t } = useTranslationWith(italian);
  const panelId = useId();
  const paragraphs = body?.status === 'loaded' ? body.text.split(/\n\s*\n/) : [];
  return (
    <li>
      <Row>
        <Disclosure
          ref={disclosureRef}
          type="button"
          aria-expanded={expanded}
          aria-controls={panelId}
          onClick={onToggle}
        >
          <Header>
            {!message.read && <NewMark>{t('areaMessages.new')}</NewMark>}
            <span data-subject="" style={{ fontWeight: message.read ? 500 : 700 }}>
              {message.subject}
            </span>
            <span data-meta="">
              {t(`areaMessages.categories.${message.category}`)} ·{' '}
              {t('areaMessages.sentOn', { date: sentDate(message.sent_at) })}
            </span>
          </Header>
          <Icon name="chevron" />
        </Disclosure>
        <Delete
          type="button"
          aria-label={t('areaMessages.deleteLabel', { subject: message.subject })}
          onClick={onDelete}
        >
          <LineIcon d={trash} size={22} />
        </Delete>
      </Row>
      <Body id={panelId} hidden={!expanded} aria-busy={body?.status === 'loading'}>
        {expanded && body?.status === 'loading' && <Muted>{t('areaMessages.loadingBody')}</Muted>}
        {expanded && body?.status === 'failed' && (
          <>
            <Muted role="status">{t('areaMessages.bodyFailed')}</Muted>
            <Button type="button" onClick={onRetry} style={{ marginTop: 8 }}>
              {t('areaMessages.retry')}
            </Button>
          </>
        )}
        {expanded && paragraphs.map((text, index) => <p key={index}>{text}</p>)}
      </Body>
    </li>
  );
}
