import { Formik } from 'formik';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useFormTranslation } from '../../src/i18n/formTexts.ts';
import styled from 'styled-components';
import type { ProfileUpdate } from '../../schemas/types/profile-update.gen.ts';
import type { Loaded, Profile } from '../../src/api/index.ts';
import {
  profileEdited,
  profileIsComplete,
  profileMissing,
  profileValues,
  type ProfileField,
  type ProfileValues,
} from '../../src/domain/profile.ts';
import {
  ConfirmDialog,
  FormBody,
  SendStatus,
  SubmitButton,
  TextField,
  useConfirmSend,
  type SendOutcome,
} from '../../src/ui/form/index.ts';
import { Icon } from '../../src/ui/statusIcons.tsx';
import { profileSchema } from './profileSchema.ts';

const Completeness = styled.p`
  margin: 0 0 16px;
  display: flex;
  align-items: center;
  gap: 8px;
`;

/** The label of each field the level counts. */
const fieldLabels: Record<ProfileField, string> = {
  email: 'forms.profile.email',
  emailFatturazione: 'forms.profile.billingEmail',
  telefono: 'forms.profile.phone',
};

export interface ProfileEditorProps {
  profile: Profile;
  save: (update: ProfileUpdate) => Promise<Loaded<Profile>>;
  onSaved: (profile: Profile) => void;
}

/**
 * Spec §4 "Profile editing": the saved contacts in three optional fields (§5's rules); any
 * edit shows the save button; save asks for a confirmation, then sends; a saved profile
 * becomes the form's new start, so the button hides again. A save that fails or answers
 * nothing shows §8's save error and keeps every value typed. An invalid form never reaches
 * the confirmation: its messages show and focus goes to the first refused field.
 */
export function ProfileEditor({ profile, save, onSaved }: ProfileEditorProps) {
  const { t, i18n } = useFormTranslation();
  const saved = useMemo(() => profileValues(profile), [profile]);
  const status = useRef<HTMLDivElement>(null);
  const idAnagrafica = profile.idAnagrafica;

  const send = useCallback(
    async (values: ProfileValues): Promise<SendOutcome> => {
      if (idAnagrafica === null || idAnagrafica === undefined) return { ok: false };
      const answer = await save({ idAnagrafica, ...values });
      if (!answer.ok) return { ok: false };
      onSaved(answer.value);
      return { ok: true };
    },
    [idAnagrafica, save, onSaved],
  );
  // A saved profile resets the form through its new initial values, not to the old ones.
  const flow = useConfirmSend(send, { resetOnSuccess: false });
  const saveDone = flow.state.phase === 'done' && flow.state.outcome.ok;
  useEffect(() => {
    // The save button is gone with the edit: focus goes to the message that says so, after
    // the confirmation (a child, so its effect ran first) has closed.
    if (saveDone) status.current?.focus();
  }, [saveDone]);
  const [tried, setTried] = useState(false);
  const markTried = useCallback(() => {
    setTried(true);
  }, []);
  const complete = profileIsComplete(profile.livelloCompletezzaProfilo);
  // What is missing, by the names the fields carry (decision 524): the saved profile's, so the
  // text changes with a save, not with each key typed.
  const missing = profileMissing(saved).map((field) => t(fieldLabels[field]));
  const incomplete =
    missing.length === 0
      ? t('forms.profile.incomplete')
      : t('forms.profile.missing', {
          fields: new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(missing),
        });

  return (
    <>
      <Completeness>
        <Icon name={complete ? 'check' : 'info'} size={20} />
        {complete ? t('forms.profile.complete') : incomplete}
      </Completeness>
      <Formik
        initialValues={saved}
        enableReinitialize
        validationSchema={profileSchema}
        // Checked first on save, then as the customer corrects: a message that appeared when
        // a field was left would push the save button away from the pointer mid-click.
        validateOnChange={tried}
        validateOnBlur={tried}
        onSubmit={flow.onSubmit}
      >
        {({ values }) => (
          // The first save marks the form tried, in the capture phase, before formik checks it.
          <div onSubmitCapture={markTried}>
            <FormBody label="forms.profile.title">
              <TextField
                name="email"
                type="email"
                label="forms.profile.email"
                autoComplete="email"
                optional
              />
              <TextField
                name="emailFatturazione"
                type="email"
                label="forms.profile.billingEmail"
                hint="forms.profile.billingEmailHint"
                optional
              />
              <TextField
                name="telefono"
                type="tel"
                label="forms.profile.phone"
                hint="forms.profile.phoneHint"
                autoComplete="tel"
                optional
              />
              {profileEdited(saved, values) && (
                <SubmitButton
                  label="forms.profile.save"
                  locked={flow.locked}
                  busy={flow.state.phase === 'sending'}
                />
              )}
              <div ref={status} tabIndex={-1}>
                <SendStatus
                  state={flow.state}
                  okText="forms.profile.saved"
                  koText="forms.profile.saveError"
                />
              </div>
            </FormBody>
          </div>
        )}
      </Formik>
      <ConfirmDialog
        flow={flow}
        title="forms.profile.confirmTitle"
        text="forms.profile.confirmText"
        confirmLabel="forms.profile.save"
      />
    </>
  );
}
