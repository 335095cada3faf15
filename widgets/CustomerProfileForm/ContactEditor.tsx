import { Formik } from 'formik';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { CustomerProfile } from '../../schemas/types/customer-profile.gen.ts';
import type { CustomerSave } from '../../schemas/types/customer-save.gen.ts';
import {
  CheckboxField,
  ConfirmDialog,
  FormBody,
  SendStatus,
  SubmitButton,
  TextField,
  useConfirmSend,
  type SendOutcome,
} from '../../src/ui/form/index.ts';
import { contactSchema, type ContactValues } from './schema.ts';
import { useProfileTexts } from './texts.ts';

/** The saved values, as the form starts from them. */
export function contactValues(profile: CustomerProfile): ContactValues {
  return {
    email: profile.email,
    telefono: profile.telefono,
    pec: profile.pec,
    emailFatturazione: profile.emailFatturazione,
    bollettaCartacea: profile.bollettaCartacea,
  };
}

/** Only what the customer changed: the save call keeps every field it is not given. */
export function contactChange(saved: ContactValues, values: ContactValues): CustomerSave {
  const change: CustomerSave = {};
  for (const key of ['email', 'telefono', 'pec', 'emailFatturazione'] as const) {
    if (values[key] !== saved[key]) change[key] = values[key].trim();
  }
  if (values.bollettaCartacea !== saved.bollettaCartacea) {
    change.bollettaCartacea = values.bollettaCartacea;
  }
  return change;
}

export interface ContactEditorProps {
  profile: CustomerProfile;
  save: (change: CustomerSave) => Promise<CustomerProfile | null>;
}

/**
 * Spec §4 "Profile editing" for the area: any edit shows the save button; save asks for a
 * confirmation, then sends only the changed fields; the saved profile becomes the form's new
 * start, so the button hides; a failed save shows §8's save error and keeps what was typed.
 * An invalid form never reaches the confirmation.
 */
export function ContactEditor({ profile, save }: ContactEditorProps) {
  const { t } = useProfileTexts();
  const [savedProfile, setSavedProfile] = useState(profile);
  const saved = useMemo(() => contactValues(savedProfile), [savedProfile]);
  const status = useRef<HTMLDivElement>(null);

  const send = useCallback(
    async (values: ContactValues): Promise<SendOutcome> => {
      const answer = await save(contactChange(saved, values));
      if (!answer) return { ok: false };
      setSavedProfile(answer);
      return { ok: true };
    },
    [save, saved],
  );
  const flow = useConfirmSend(send, { resetOnSuccess: false });
  const done = flow.state.phase === 'done' && flow.state.outcome.ok;
  useEffect(() => {
    // The save button is gone with the edit: focus goes to the message that says why.
    if (done) status.current?.focus();
  }, [done]);

  return (
    <>
      <Formik<ContactValues>
        initialValues={saved}
        enableReinitialize
        validationSchema={contactSchema}
        onSubmit={flow.onSubmit}
      >
        {({ values }) => (
          <FormBody label="area_profile.contacts_title">
            <TextField
              name="email"
              type="email"
              label="area_profile.email"
              autoComplete="email"
              optional
            />
            <TextField
              name="telefono"
              type="tel"
              label="area_profile.phone"
              hint="area_profile.phone_hint"
              autoComplete="tel"
              optional
            />
            <TextField name="pec" type="email" label="area_profile.pec" optional />
            <TextField
              name="emailFatturazione"
              type="email"
              label="area_profile.billing_email"
              hint="area_profile.billing_email_hint"
              optional
            />
            <CheckboxField name="bollettaCartacea" label={t('area_profile.paper_bill')} />
            {Object.keys(contactChange(saved, values)).length > 0 && (
              <SubmitButton
                label="area_profile.save"
                locked={flow.locked}
                busy={flow.state.phase === 'sending'}
              />
            )}
            <div ref={status} tabIndex={-1}>
              <SendStatus
                state={flow.state}
                okText="area_profile.saved"
                koText="area_profile.save_error"
              />
            </div>
          </FormBody>
        )}
      </Formik>
      <ConfirmDialog
        flow={flow}
        title="area_profile.confirm_title"
        text="area_profile.confirm_text"
        confirmLabel="area_profile.save"
      />
    </>
  );
}
