import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { fastActions, type FastAction } from '../../src/domain/fastActions.ts';
import { useDialogs } from '../../src/engine/render/index.ts';
import { useBill } from '../../src/state/bill.ts';
import { CardTitle, WidgetCard } from '../../src/ui/card.ts';
import { NavIcon, type NavIconName } from '../../src/ui/navIcons.tsx';
import { IconBadge } from '../../src/ui/tiles.ts';
import { usePdfDownload } from '../../src/ui/usePdfDownload.ts';
import type { FastActionsProps } from './props.gen.ts';
import { scrollToNode } from './scrollToNode.ts';
import { focusRing } from '../../src/ui/buttons.ts';

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: flex;
  flex-direction: column;
  gap: 8px;
`;

/** A whole row is the target: 56 px tall, well over the 44 px a thumb needs. */
const Action = styled.button`
  display: flex;
  align-items: center;
  gap: 12px;
  width: 100%;
  min-height: 56px;
  padding: 8px 12px;
  border: 1px solid var(--q-border, #d0d7de);
  border-radius: var(--q-radius, 12px);
  background: var(--q-surface, #fff);
  color: var(--q-text, #1f2933);
  font: inherit;
  font-weight: 600;
  text-align: start;
  cursor: pointer;
  overflow-wrap: anywhere;
  & > span:nth-child(2) {
    flex: 1;
    min-width: 0;
  }
  & > svg:last-child {
    color: var(--q-text-muted, #52606d);
  }
  &:hover {
    border-color: var(--q-primary, #0b5cad);
  }
  ${focusRing}
  &:disabled {
    cursor: progress;
    color: var(--q-text-muted, #52606d);
  }
`;

const icons: Record<FastAction, NavIconName> = {
  download: 'download',
  payNow: 'card',
  selfReading: 'meter',
  customerCare: 'mail',
};

/** The list itself: what each action does is the caller's; a busy download says so (spec §4). */
export function ActionList({
  title,
  actions,
  downloading,
  opensDialog,
  onAction,
}: {
  title: string;
  actions: readonly FastAction[];
  downloading: boolean;
  opensDialog: (action: FastAction) => boolean;
  onAction: (action: FastAction) => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <WidgetCard aria-labelledby={titleId}>
      <CardTitle id={titleId}>{title}</CardTitle>
      <List>
        {actions.map((action) => {
          const busy = action === 'download' && downloading;
          return (
            <li key={action}>
              <Action
                type="button"
                disabled={busy}
                aria-busy={busy}
                aria-haspopup={opensDialog(action) ? 'dialog' : undefined}
                onClick={() => {
                  onAction(action);
                }}
              >
                <IconBadge>
                  <NavIcon name={icons[action]} />
                </IconBadge>
                <span>
                  {busy ? t('widgets.fastActions.downloading') : t(`widgets.fastActions.${action}`)}
                </span>
                <NavIcon name="arrow" size={20} />
              </Action>
            </li>
          );
        })}
      </List>
    </WidgetCard>
  );
}

/** Template 5 "fast_action" (spec §2): the few things a customer comes to do, one tap each. */
export function FastActions({
  titleKey,
  selfReadingTrigger = 'self-reading',
  customerCareTrigger = 'customer-care',
  paymentNodeId = 'info_pagamento',
  payTrigger = 'pay',
  source = 'media',
}: FastActionsProps) {
  const { t } = useTranslation();
  const { openDialog } = useDialogs();
  const pdf = usePdfDownload(source);
  const actions = fastActions(useBill((state) => state.doc));
  const dialogs: Partial<Record<FastAction, string>> = {
    selfReading: selfReadingTrigger,
    customerCare: customerCareTrigger,
  };
  const run = (action: FastAction) => {
    const trigger = dialogs[action];
    if (trigger !== undefined) openDialog(trigger);
    else if (action === 'download') void pdf.download();
    // Pay now: to the payment card when this page shows it, else to the dialog that holds it.
    else if (!scrollToNode(paymentNodeId)) openDialog(payTrigger);
  };
  return (
    <ActionList
      title={t(titleKey ?? 'widgets.fastActions.title')}
      actions={actions}
      downloading={pdf.downloading}
      opensDialog={(action) => dialogs[action] !== undefined}
      onAction={run}
    />
  );
}
