import { useEffect } from 'react';
import styled from 'styled-components';
import {
  snackbarStore,
  useSnackbarMessages,
  type SnackbarMessage,
  type SnackbarTone,
} from '../../../state/snackbar.ts';
import { focusRing, roundIconButton } from '../../../ui/buttons.ts';
import { useChromeTranslation } from '../chromeTexts.ts';

/**
 * Bottom centre, above the cookie banner while it shows (its height is the custom property the
 * banner sets), fixed: it moves nothing on the page. The stack lets clicks through between
 * messages.
 */
const Stack = styled.div`
  position: fixed;
  z-index: 30;
  left: 50%;
  bottom: calc(16px + var(--q-cookie-banner-space, 0px));
  transform: translateX(-50%);
  width: min(560px, calc(100vw - 24px));
  display: flex;
  flex-direction: column;
  gap: 8px;
  pointer-events: none;
  &:empty {
    display: none;
  }
`;

const background: Record<SnackbarTone, string> = {
  error: 'var(--q-danger, #b3261e)',
  info: 'var(--q-text, #1f2933)',
  success: 'var(--q-success, #1e7b34)',
};

const Item = styled.div<{ $tone: SnackbarTone }>`
  pointer-events: auto;
  display: flex;
  align-items: center;
  gap: 8px;
  padding: 6px 6px 6px 16px;
  border-radius: var(--q-radius, 12px);
  background: ${(p) => background[p.$tone]};
  color: #fff;
  box-shadow: 0 4px 16px rgb(0 0 0 / 24%);
  font-size: 0.9375rem;
  line-height: 1.4;
`;

const Text = styled.p`
  flex: 1 1 auto;
  margin: 0;
  padding: 6px 0;
  overflow-wrap: anywhere;
`;

const Close = styled.button`
  ${roundIconButton}
  flex: none;
  color: inherit;
  &:hover {
    background: rgb(255 255 255 / 16%);
  }
  ${focusRing}
  &:focus-visible {
    outline-color: #fff;
  }
`;

/**
 * The shell's snackbar (spec §2 "snackbar message bar", §9; issue 17): the messages of
 * src/state/snackbar.ts, newest last, each with a close button. An error is an `alert` (read
 * out at once), other messages a polite `status`. Focus stays where the customer has it.
 */
export default function SnackbarHost() {
  const messages = useSnackbarMessages();
  return (
    <Stack>
      {messages.map((message) => (
        <Snack key={message.id} message={message} />
      ))}
    </Stack>
  );
}

function Snack({ message }: { message: SnackbarMessage }) {
  const { t } = useChromeTranslation();
  const { id, timeout, tone } = message;
  useEffect(() => {
    if (timeout <= 0) return;
    const timer = setTimeout(() => {
      snackbarStore.getState().close(id);
    }, timeout);
    return () => {
      clearTimeout(timer);
    };
  }, [id, timeout]);
  return (
    <Item $tone={tone} role={tone === 'error' ? 'alert' : 'status'} data-tone={tone}>
      <Text>{t(message.textKey, message.values ?? {})}</Text>
      <Close
        type="button"
        aria-label={t('chrome.snackbar.close')}
        onClick={() => {
          snackbarStore.getState().close(id);
        }}
      >
        <svg viewBox="0 0 24 24" width={20} height={20} aria-hidden="true" focusable="false">
          <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth={2} fill="none" />
        </svg>
      </Close>
    </Item>
  );
}
