import { useFormikContext } from 'formik';
import { useEffect, useRef } from 'react';
import { useFormTranslation } from '../../src/i18n/formTexts.ts';
import { careCategories, type CareRequestKind } from '../../src/domain/careForm.ts';
import { careSubject } from '../../src/domain/customerCare.ts';
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
import { categoryKey } from './categories.ts';
import type { CareValues } from './schema.ts';

/** The proof-of-payment category of `kind`'s list: the one the attachment is required for. */
function proofCategory(kind: CareRequestKind): string {
  return (
    careCategories(kind).find((value) => categoryKey(value).includes('proof_of_payment')) ?? ''
  );
}

/**
 * The fields of spec §2's form, inside formik. Choosing a category fills the subject with
 * "category | customer code | invoice notice number" (§5); the customer may still edit it.
 */
export function CareFields(props: {
  kind: CareRequestKind;
  flow: ConfirmSend<CareValues>;
  customerCode: string;
  noticeNumber: string;
}) {
  const { kind, flow, customerCode, noticeNumber } = props;
  const { t } = useFormTranslation();
  const { values, setFieldValue } = useFormikContext<CareValues>();
  const options = careCategories(kind).map((value) => ({ value, label: t(categoryKey(value)) }));
  const sending = flow.state.phase === 'sending';
  // The attachment's texts: the forms' catalogue (decision 199), spec §5's refusals. The hint
  // names the category as this list offers it (§5: "Evidenza di pagamento" in the older one).
  const attachmentTexts = {
    prefix: 'forms.care',
    hintValues: { category: t(categoryKey(proofCategory(kind))) },
  };

  // On each choice of category, not on the first render: a subject the customer edited stays
  // until they choose another category.
  const shown = useRef(values.category);
  useEffect(() => {
    if (shown.current === values.category) return;
    shown.current = values.category;
    const { category } = values;
    const subject = category ? careSubject(category, customerCode, noticeNumber) : '';
    void setFieldValue('subject', subject, false);
  }, [values, customerCode, noticeNumber, setFieldValue]);

  return (
    <FormBody label="forms.care.title">
      <SelectField
        name="category"
        label="forms.care.category"
        placeholder="forms.care.category_placeholder"
        options={options}
        required
      />
      <TextField name="subject" label="forms.care.subject" required />
      <TextAreaField name="description" label="forms.care.description" required rows={6} />
      <AttachmentField disabled={sending} texts={attachmentTexts} />
      <SubmitButton label="forms.care.send" locked={flow.locked} busy={sending} />
      <SendStatus state={flow.state} okText="forms.care.sent_ok" koText="forms.care.sent_ko" />
    </FormBody>
  );
}
