import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import type { ResolvedDialog } from '../resolve/types.ts';
import { useDialogs } from './engineContext.tsx';

type Fullscreen = ResolvedDialog['fullscreen'];

const fullscreenStyle = css`
  width: 100vw;
  max-width: 100vw;
  height: 100dvh;
  max-height: 100dvh;
  margin: 0;
  border-radius: 0;
`;

const Box = styled.dialog<{ $fullscreen: Fullscreen }>`
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
  position: sticky;
  top: 0;
  z-index: 1;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  padding: 12px 16px;
  border-bottom: 1px solid var(--q-border, #d0d7de);
  background: var(--q-surface, #fff);
  & h2 {
    margin: 0;
    font-size: 1.125rem;
  }
`;

const Close = styled.button`
  min-width: 44px;
  min-height: 44px;
  border: 0;
  border-radius: 8px;
  background: transparent;
  color: inherit;
  font-size: 1.5rem;
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid var(--q-focus, #1d4ed8);
    outline-offset: 2px;
  }
`;

/**
 * A modal with a title and a close button, over the native <dialog>: focus trapping, Escape
 * and the backdrop come with it. Template dialogs and the tab sheets of template 5 both use it.
 */
export function ModalFrame(props: {
  open: boolean;
  title: string;
  fullscreen: Fullscreen;
  onClose: () => void;
  nodeId?: string | undefined;
  /**
   * False for a dialog whose own action closes it (an alert with one "Chiudi"): a second
   * control of the same name would only make a screen reader's list longer. Escape still closes.
   */
  closeButton?: boolean;
  children: ReactNode;
}) {
  const { open, title, fullscreen, onClose, nodeId, closeButton = true, children } = props;
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // jsdom has no showModal; the open attribute is the same state for a test.
    if (open && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    }
  }, [open]);

  return (
    <Box
      ref={ref}
      $fullscreen={fullscreen}
      aria-labelledby={titleId}
      data-node-id={nodeId}
      onClose={(event) => {
        // React passes a dialog's close on to the dialogs around it (a form's confirmation
        // inside a template dialog): only this dialog's own close closes it.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      {open && (
        <>
          <Header>
            <h2 id={titleId}>{title}</h2>
            {closeButton && (
              <Close type="button" aria-label={t('engine.close')} onClick={onClose}>
                ×
              </Close>
            )}
          </Header>
          <div style={{ padding: 16 }}>{children}</div>
        </>
      )}
    </Box>
  );
}

/** A dialog of the template, opened by a widget through its trigger name. */
export function DialogView(props: { node: ResolvedDialog; children: ReactNode }) {
  const { node, children } = props;
  const { t } = useTranslation();
  const { open, closeDialog } = useDialogs();
  return (
    <ModalFrame
      open={open === node.trigger}
      title={t(node.title)}
      fullscreen={node.fullscreen}
      onClose={closeDialog}
      nodeId={node.id}
    >
      {children}
    </ModalFrame>
  );
}
