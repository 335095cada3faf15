import { Formik, useFormikContext } from 'formik';
import { useCallback, useState } from 'react';
import { useFormTranslation } from '../../src/i18n/formTexts.ts';
import { useApi } from '../../src/api/context.ts';
import {
  ConfirmDialog,
  FormBody,
  SendStatus,
  TextField,
  useConfirmSend,
  type SendOutcome,
  type SendPhase,
} from '../../src/ui/form/index.ts';
import { ConfirmButton } from './ConfirmButton.tsx';
import type { GasSupply } from './gasSupplies.ts';
import { selfReadingSchema, type SelfReadingValues } from './schema.ts';
import { Note } from './styles.ts';

/**
 * The reading (spec §5 "Self-reading"): required, digits only, an integer above 0, in Smc; a
 * confirmation repeating the reading and its unit (decision 491), then `salva_autolettura`;
 * success on the answer 1, the error otherwise (§4).
 */
export function ReadingForm(props: { supply: GasSupply; supplier: string; daysLeft: number }) {
  const { supply, supplier, daysLeft } = props;
  const { t } = useFormTranslation();
  const api = useApi();
  const send = useCallback(
    async (values: SelfReadingValues): Promise<SendOutcome> => {
      const answer = await api.saveSelfReading(supplier, {
        Idsede: supply.siteId,
        Segnante: values.reading,
      });
      return { ok: answer.ok && answer.value };
    },
    [api, supplier, supply.siteId],
  );
  const flow = useConfirmSend(send);
  // The reading the dialog asks about: the one formik validated and handed to the flow.
  const [asked, setAsked] = useState('');
  return (
    <>
      <Note>{t('forms.selfReading.daysLeft', { count: daysLeft })}</Note>
      <Formik<SelfReadingValues>
        initialValues={{ reading: '' }}
        validationSchema={selfReadingSchema}
        onSubmit={(values, helpers) => {
          setAsked(values.reading);
          flow.onSubmit(values, helpers);
        }}
      >
        <FormBody label="forms.selfReading.title">
          <TextField
            name="reading"
            label="forms.selfReading.reading"
            hint="forms.selfReading.readingHint"
            required
            inputMode="numeric"
            autoComplete="off"
            suffix="forms.selfReading.unit"
          />
          <ConfirmButton locked={flow.locked} busy={flow.state.phase === 'sending'} />
          <Status state={flow.state} />
        </FormBody>
      </Formik>
      <ConfirmDialog
        flow={flow}
        title="forms.selfReading.confirmTitle"
        text="forms.selfReading.confirmText"
        textValues={{ reading: asked, unit: t('forms.selfReading.unit') }}
      />
    </>
  );
}

/**
 * Spec §4: "Validation fails: the success message is hidden": once the customer tries to send
 * again with an invalid value. Not on the emptied field's own blur when the focus moves to the
 * message (decision 493), which validates the reset form too.
 */
function Status({ state }: { state: SendPhase }) {
  const { errors, submitCount } = useFormikContext<SelfReadingValues>();
  // The submit count when this result arrived (derived state, set during render).
  const [shown, setShown] = useState<{ state: SendPhase; count: number }>({ state, count: 0 });
  if (shown.state !== state) setShown({ state, count: submitCount });
  const refused =
    errors.reading !== undefined &&
    state.phase === 'done' &&
    state.outcome.ok &&
    submitCount > shown.count;
  return (
    <SendStatus
      state={refused ? { phase: 'idle' } : state}
      okText="forms.selfReading.sent"
      koText="forms.selfReading.failed"
    />
  );
}
