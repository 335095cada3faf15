import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import type { ResolvedDialog } from '../resolve/types.ts';
import { useDialogs } from './engineContext.tsx';

const fullscreenStyle = css`
  width: 100vw;
  max-width: 100vw;
  height: 100dvh;
  max-height: 100dvh;
  margin: 0;
  border-radius: 0;
`;

const Box = styled.dialog<{ $fullscreen: ResolvedDialog['fullscreen'] }>`
  width: min(500px, calc(100vw - 32px));
  border: 0;
  border-radius: 16px;
  padding: 0;
  color: var(--q-text, #1f2933);
  background: var(--q-surface, #fff);
  &::backdrop {
    background: rgb(15 23 42 / 45%);
  }
  ${(p) => p.$fullscreen === 'always' && fullscreenStyle}
  @media (max-width: 599px) {
    ${(p) => p.$fullscreen !== 'never' && fullscreenStyle}
  }
`;

const Header = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  padding: 12px 16px;
  border-bottom: 1px solid var(--q-border, #d0d7de);
  & h2 {
    margin: 0;
    font-size: 1.125rem;
  }
`;

const Close = styled.button`
  min-width: 44px;
  min-height: 44px;
  border: 0;
  background: transparent;
  font-size: 1.5rem;
  cursor: pointer;
`;

/**
 * A dialog of the template, opened by a widget through its trigger name. The native
 * <dialog> gives focus trapping, Escape and the backdrop for free.
 */
export function DialogView(props: { node: ResolvedDialog; children: ReactNode }) {
  const { node, children } = props;
  const { t } = useTranslation();
  const { open, closeDialog } = useDialogs();
  const ref = useRef<HTMLDialogElement>(null);
  const isOpen = open === node.trigger;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // jsdom has no showModal; the open attribute is the same state for a test.
    if (isOpen && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    if (!isOpen && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    }
  }, [isOpen]);

  const titleId = `dialog-${node.trigger}-title`;
  return (
    <Box
      ref={ref}
      $fullscreen={node.fullscreen}
      aria-labelledby={titleId}
      data-node-id={node.id}
      onClose={closeDialog}
    >
      {isOpen && (
        <>
          <Header>
            <h2 id={titleId}>{t(node.title)}</h2>
            <Close type="button" aria-label={t('engine.close')} onClick={closeDialog}>
              ×
            </Close>
          </Header>
          <div style={{ padding: 16 }}>{children}</div>
        </>
      )}
    </Box>
  );
}
