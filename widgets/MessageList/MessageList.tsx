import { useEffect, useId, useRef, useState } from 'react';
import type { CustomerMessage } from '../../schemas/types/message.gen.ts';
import { useTranslationWith } from '../../src/i18n/fallbackTexts.ts';
import italian from '../../src/i18n/area-messages/it.json' with { type: 'json' };
import { useArea, type AreaSession } from '../../src/state/area.ts';
import { CardTitle, WidgetCard } from '../../src/ui/card.ts';
import { ConfirmDelete } from './ConfirmDelete.tsx';
import { MessageItem } from './MessageItem.tsx';
import type { MessageListProps } from './props.gen.ts';
import { AllLink, Bone, Button, Items, Muted } from './styles.ts';
import { useMessages } from './useMessages.ts';

type Session = AreaSession & { customer: NonNullable<AreaSession['customer']> };

/**
 * The customer area's messages (issue 18, spec §1 "messages"; decisions 302-305) of the
 * customer the client selector chose; a new list for another customer. Nothing outside the
 * area or without a customer (registration).
 */
export function MessageList(props: MessageListProps) {
  const area = useArea();
  const customer = area?.customer;
  if (!area || !customer) return null;
  return <CustomerMessages key={customer.id} area={{ ...area, customer }} {...props} />;
}

function CustomerMessages({ area, latest, titleKey }: MessageListProps & { area: Session }) {
  const { t } = useTranslationWith(italian);
  const titleId = useId();
  const { list, unread, bodies, open, remove, retry } = useMessages(area, latest);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [deleting, setDeleting] = useState<CustomerMessage | null>(null);
  const [notice, setNotice] = useState('');
  const title = useRef<HTMLHeadingElement>(null);
  const disclosures = useRef(new Map<string, HTMLButtonElement>());
  // After a delete, focus moves to the next message (else the previous, else the title), so a
  // keyboard user is not dropped at the top of the page with the removed button.
  const focusAfterDelete = useRef<string | null>(null);
  useEffect(() => {
    // Once the dialog is closed too: a modal dialog keeps focus from the page behind it.
    const id = focusAfterDelete.current;
    if (id === null || deleting !== null) return;
    focusAfterDelete.current = null;
    (disclosures.current.get(id) ?? title.current)?.focus();
  }, [list, deleting]);

  const messages = list.status === 'loaded' ? list.messages : [];
  const toggle = (message: CustomerMessage) => {
    const next = new Set(expanded);
    if (next.delete(message.id)) {
      setExpanded(next);
      return;
    }
    setExpanded(next.add(message.id));
    open(message);
  };
  const confirmDelete = async (message: CustomerMessage) => {
    const index = messages.findIndex((m) => m.id === message.id);
    const neighbour = messages[index + 1] ?? messages[index - 1];
    // Set before the list changes: the effect on the list's change reads it.
    focusAfterDelete.current = neighbour?.id ?? '';
    const gone = await remove(message);
    if (!gone) focusAfterDelete.current = null;
    setDeleting(null);
    setNotice(t(gone ? 'areaMessages.deleted' : 'areaMessages.deleteFailed'));
  };

  return (
    <WidgetCard aria-labelledby={titleId}>
      <CardTitle id={titleId} ref={title} tabIndex={-1}>
        {t(titleKey ?? (latest === undefined ? 'areaMessages.title' : 'areaMessages.latestTitle'))}
      </CardTitle>
      {unread !== undefined && list.status === 'loaded' && (
        <Muted aria-live="polite">
          {unread > 0 ? t('areaMessages.unread', { count: unread }) : t('areaMessages.allRead')}
        </Muted>
      )}
      {list.status === 'loading' && (
        <div role="status" aria-busy="true" aria-label={t('areaMessages.loading')}>
          <Bone />
        </div>
      )}
      {list.status === 'failed' && (
        <>
          <Muted role="status">{t('areaMessages.failed')}</Muted>
          <Button type="button" onClick={retry}>
            {t('areaMessages.retry')}
          </Button>
        </>
      )}
      {list.status === 'loaded' && messages.length === 0 && (
        <Muted>{t('areaMessages.empty')}</Muted>
      )}
      {messages.length > 0 && (
        <Items aria-labelledby={titleId}>
          {messages.map((message) => (
            <MessageItem
              key={message.id}
              message={message}
              expanded={expanded.has(message.id)}
              body={bodies.get(message.id)}
              onToggle={() => {
                toggle(message);
              }}
              onRetry={() => {
                open(message);
              }}
              onDelete={() => {
                setNotice('');
                setDeleting(message);
              }}
              disclosureRef={(button) => {
                if (button) disclosures.current.set(message.id, button);
                else disclosures.current.delete(message.id);
              }}
            />
          ))}
        </Items>
      )}
      <Muted role="status">{notice}</Muted>
      {latest !== undefined && list.status === 'loaded' && (
        <AllLink to="/messages">{t('areaMessages.all')}</AllLink>
      )}
      <ConfirmDelete
        message={deleting}
        onCancel={() => {
          setDeleting(null);
        }}
        onConfirm={confirmDelete}
      />
    </WidgetCard>
  );
}
