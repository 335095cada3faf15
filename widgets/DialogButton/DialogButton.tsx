import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useDialogs } from '../../src/engine/render/index.ts';
import type { DialogButtonProps } from './props.gen.ts';

const Button = styled.button`
  align-self: flex-start;
  min-height: 44px;
  padding: 0 20px;
  border-radius: 999px;
  border: 1px solid var(--q-primary, #0b5cad);
  color: var(--q-primary, #0b5cad);
  background: var(--q-surface, #fff);
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid var(--q-focus, #1d4ed8);
    outline-offset: 2px;
  }
`;

export function DialogButton({ trigger, labelKey }: DialogButtonProps) {
  const { t } = useTranslation();
  const { openDialog } = useDialogs();
  return (
    <Button
      type="button"
      aria-haspopup="dialog"
      onClick={() => {
        openDialog(trigger);
      }}
    >
      {t(labelKey)}
    </Button>
  );
}
