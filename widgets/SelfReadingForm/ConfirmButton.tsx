import { useFormikContext } from 'formik';
import { useId } from 'react';
import styled from 'styled-components';
import { selfReadingRefusal } from '../../src/domain/selfReadingValue.ts';
import { useFormTranslation } from '../../src/i18n/formTexts.ts';
import { PayControl } from '../../src/ui/buttons.ts';
import type { SelfReadingValues } from './schema.ts';
import { Note } from './styles.ts';

const Button = styled(PayControl)`
  align-self: flex-start;
  &[aria-disabled='true'] {
    cursor: not-allowed;
    color: var(--q-text-muted, #52606d);
    background: var(--q-muted, #e6eaee);
    border-color: var(--q-border, #d0d7de);
  }
`;

const Reason = styled(Note)`
  margin-top: 8px;
  color: var(--q-text-muted, #52606d);
  font-size: 0.9375rem;
`;

/**
 * "Conferma lettura" (spec §5: the form validates before the button is enabled, decision 491).
 * While the reading is not a valid one it is `aria-disabled`, not `disabled`: it stays in the
 * tab order and in a screen reader's list of buttons, with the reason tied by
 * aria-describedby. Pressing it then opens no confirmation; the kit's refused submit shows the
 * field's message and focuses the field, so the customer learns what to change.
 */
export function ConfirmButton(props: { locked: boolean; busy: boolean }) {
  const { t } = useFormTranslation();
  const { values } = useFormikContext<SelfReadingValues>();
  const reasonId = useId();
  const invalid = selfReadingRefusal(values.reading) !== undefined;
  return (
    <div>
      <Button
        type="submit"
        $primary
        disabled={props.locked}
        aria-busy={props.busy || undefined}
        aria-disabled={invalid || undefined}
        aria-describedby={invalid ? reasonId : undefined}
      >
        {t('forms.selfReading.submit')}
      </Button>
      {invalid && <Reason id={reasonId}>{t('forms.selfReading.submitDisabled')}</Reason>}
    </div>
  );
}
