import { useEffect, useRef } from 'react';
import { useFormTranslation } from '../../i18n/formTexts.ts';
import styled from 'styled-components';
import type { SendPhase } from './useConfirmSend.ts';

const Box = styled.div<{ $tone: 'ok' | 'ko' | 'none' }>`
  &:empty {
    display: none;
  }
  padding: 12px 16px;
  border-radius: 8px;
  border-left: 4px solid
    ${(p) => (p.$tone === 'ok' ? 'var(--q-success, #1e7b34)' : 'var(--q-danger, #b3261e)')};
  background: var(--q-muted-surface, #f4f6f8);
  font-weight: 600;
  &:focus-visible {
    outline: 3px solid var(--q-focus, #1d4ed8);
    outline-offset: 2px;
  }
`;

export interface SendStatusProps {
  state: SendPhase;
  /** Catalogue keys of the result messages ("invio ok" / "invio ko" by default). */
  okText?: string | undefined;
  koText?: string | undefined;
}

/**
 * The result of a send, in a live region that is always in the page so a screen reader hears
 * the message when it appears: "sending…" while the request travels, then success or failure.
 * A failure's own message (the outcome's `message`, e.g. the attachment's size) wins over koText.
 * When a result arrives the focus moves to it (WCAG 2.4.3, decision 493): the confirmation
 * dialog has closed and the send button was disabled while sending, so the focus would
 * otherwise fall to <body> and a keyboard or screen-reader user would start over at the top.
 */
export function SendStatus(props: SendStatusProps) {
  const { state, okText = 'forms.common.send_ok', koText = 'forms.common.send_ko' } = props;
  const { t } = useFormTranslation();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (state.phase === 'done') box.current?.focus();
  }, [state]);
  let tone: 'ok' | 'ko' | 'none' = 'none';
  let text = '';
  if (state.phase === 'sending') text = t('forms.common.sending');
  if (state.phase === 'done') {
    tone = state.outcome.ok ? 'ok' : 'ko';
    text = state.outcome.ok ? t(okText) : t(state.outcome.message ?? koText);
  }
  return (
    <Box ref={box} tabIndex={-1} role="status" $tone={tone} data-outcome={tone}>
      {text}
    </Box>
  );
}
