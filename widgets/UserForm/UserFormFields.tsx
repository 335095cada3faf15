import { Formik } from 'formik';
import { useCallback, useMemo, useState } from 'react';
import styled from 'styled-components';
import type { CustomerProfile } from '../../schemas/types/customer-profile.gen.ts';
import type { CustomerSave } from '../../schemas/types/customer-save.gen.ts';
import type { UserFormSections } from '../../schemas/types/user-form-sections.gen.ts';
import {
  CheckboxField,
  ConfirmDialog,
  FieldFrame,
  FormBody,
  Input,
  SendStatus,
  SubmitButton,
  TextField,
  useConfirmSend,
  type SendOutcome,
} from '../../src/ui/form/index.ts';
import {
  editable,
  formChange,
  formSchema,
  formValues,
  type FormField,
  type FormValues,
} from './fields.ts';
import { useProfileTexts } from './texts.ts';

const Section = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  display: flex;
  flex-direction: column;
  gap: 16px;
  min-width: 0;
  & > legend {
    padding: 0;
    margin-bottom: 8px;
    font-size: 1rem;
    font-weight: 700;
  }
`;

export interface UserFormFieldsProps {
  sections: UserFormSections['sections'];
  profile: CustomerProfile;
  save: (change: CustomerSave) => Promise<CustomerProfile | null>;
}

/**
 * The form drawn from the server's sections (decision 275): a fieldset per section, an input
 * per field of its type, read-only where only the supplier changes it. Any change shows the
 * save button; the confirmation, then the save of the changed fields; the saved profile is the
 * form's new start (spec §4 "Profile editing", as the profile page).
 */
export function UserFormFields({ sections, profile, save }: UserFormFieldsProps) {
  const [savedProfile, setSavedProfile] = useState(profile);
  const fields = useMemo(() => sections.flatMap((section) => section.fields), [sections]);
  const saved = useMemo(() => formValues(savedProfile, fields), [savedProfile, fields]);
  const schema = useMemo(() => formSchema(fields), [fields]);
  const send = useCallback(
    async (values: FormValues): Promise<SendOutcome> => {
      const answer = await save(formChange(fields, saved, values));
      if (!answer) return { ok: false };
      setSavedProfile(answer);
      return { ok: true };
    },
    [save, fields, saved],
  );
  const flow = useConfirmSend(send, { resetOnSuccess: false });
  return (
    <>
      <Formik<FormValues>
        initialValues={saved}
        enableReinitialize
        validationSchema={schema}
        onSubmit={flow.onSubmit}
      >
        {({ values }) => (
          <FormBody label="area_profile.form_title">
            {sections.map((section) => (
              <Section key={section.key} data-section={section.key}>
                <SectionTitle title={section.title} />
                {section.fields.map((field) => (
                  <Control key={field.name} field={field} value={values[field.name]} />
                ))}
              </Section>
            ))}
            {Object.keys(formChange(fields, saved, values)).length > 0 && (
              <SubmitButton
                label="area_profile.form_save"
                locked={flow.locked}
                busy={flow.state.phase === 'sending'}
              />
            )}
            <SendStatus
              state={flow.state}
              okText="area_profile.form_saved"
              koText="area_profile.save_error"
            />
          </FormBody>
        )}
      </Formik>
      <ConfirmDialog
        flow={flow}
        title="area_profile.form_confirm_title"
        text="area_profile.form_confirm_text"
        confirmLabel="area_profile.form_save"
      />
    </>
  );
}

function SectionTitle({ title }: { title: string }) {
  const { t } = useProfileTexts();
  return <legend>{t(title)}</legend>;
}

/** One field by its type: a checkbox, a read-only value, or a text input of the form kit. */
function Control({ field, value }: { field: FormField; value: string | boolean | undefined }) {
  const { t } = useProfileTexts();
  if (field.type === 'checkbox') {
    return editable(field) ? (
      <CheckboxField name={field.name} label={t(field.label)} />
    ) : (
      <ReadOnly
        label={t(field.label)}
        value={t(value === true ? 'area_profile.yes' : 'area_profile.no')}
      />
    );
  }
  if (!editable(field)) {
    return <ReadOnly label={t(field.label)} value={typeof value === 'string' ? value : ''} />;
  }
  return (
    <TextField
      name={field.name}
      type={field.type}
      label={field.label}
      autoComplete={field.autocomplete}
      required={field.required === true}
      optional={field.required !== true}
    />
  );
}

/** A value only the supplier changes: an input the customer can read and copy, not edit. */
function ReadOnly({ label, value }: { label: string; value: string }) {
  const { t } = useProfileTexts();
  return (
    <FieldFrame label={label} hint={t('area_profile.read_only')}>
      {(control) => <Input {...control} value={value} readOnly />}
    </FieldFrame>
  );
}
