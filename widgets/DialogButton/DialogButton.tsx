import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useDialogs } from '../../src/engine/render/index.ts';
import type { DialogButtonProps } from './props.gen.ts';
import { focusRing, outlinedPill } from '../../src/ui/buttons.ts';

const Button = styled.button`
  align-self: flex-start;
  ${outlinedPill}
  ${focusRing}
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
