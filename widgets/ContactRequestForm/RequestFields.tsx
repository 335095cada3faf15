import { useFormikContext } from 'formik';
import { useEffect, useRef } from 'react';
import { CARE_CATEGORIES } from '../../src/domain/customerCare.ts';
import { useFormTranslation } from '../../src/i18n/formTexts.ts';
import {
  AttachmentField,
  FormBody,
  SelectField,
  SendStatus,
  SubmitButton,
  TextAreaField,
  TextField,
  type ConfirmSend,
} from '../../src/ui/form/index.ts';
import { fileRefusal, type RequestValues } from './schema.ts';

/** The attachment's texts, in the area's catalogue, with this form's own refusal keys. */
const attachmentTexts = { prefix: 'area_profile', refusal: fileRefusal };

/** Spec §5's categories, labelled by the forms' catalogue (forms.care.categories). */
const categoryKeys: Record<string, string> = {
  'Evidenza pagamento': 'proof_of_payment',
  'Richiesta Estratto conto/stato pagamenti': 'statement_and_status',
  'Richiesta rateizzazione fattura': 'instalment_plan',
  'Modifica dati contrattuali': 'contract_data',
  'Richiesta rimborso': 'refund',
};

/**
 * The fields, inside formik. Choosing a category fills the subject with "category | customer
 * code" (spec §5's rule, without an invoice notice number: the area's request names no
 * invoice); the customer may still edit it until they choose another category.
 */
export function RequestFields(props: { flow: ConfirmSend<RequestValues>; customerCode: string }) {
  const { flow, customerCode } = props;
  const { t } = useFormTranslation();
  const { values, setFieldValue } = useFormikContext<RequestValues>();
  const sending = flow.state.phase === 'sending';
  const options = CARE_CATEGORIES.map((value) => ({
    value,
    label: t(`forms.care.categories.${categoryKeys[value] ?? ''}`, { defaultValue: value }),
  }));

  const shown = useRef(values.category);
  useEffect(() => {
    if (shown.current === values.category) return;
    shown.current = values.category;
    const { category } = values;
    const subject = category ? [category, customerCode].filter(Boolean).join(' | ') : '';
    void setFieldValue('subject', subject, false);
  }, [values, customerCode, setFieldValue]);

  return (
    <FormBody label="area_profile.request_title">
      <SelectField
        name="category"
        label="area_profile.category"
        placeholder="area_profile.category_placeholder"
        options={options}
        required
      />
      <TextField name="subject" label="area_profile.subject" required />
      <TextAreaField name="description" label="area_profile.description" required rows={6} />
      <AttachmentField disabled={sending} texts={attachmentTexts} />
      <SubmitButton label="area_profile.send" locked={flow.locked} busy={sending} />
      <SendStatus state={flow.state} okText="area_profile.sent_ok" koText="area_profile.sent_ko" />
    </FormBody>
  );
}
