import { Formik, useField } from 'formik';
import { useCallback, useId } from 'react';
import type { Loaded } from '../../src/api/types.ts';
import type { PasswordChange } from '../../src/api/contactCalls.ts';
import {
  FieldFrame,
  FormBody,
  Input,
  SendStatus,
  SubmitButton,
  useConfirmSend,
  useFieldError,
  type SendOutcome,
} from '../../src/ui/form/index.ts';
import { emptyPassword, passwordSchema, type PasswordValues } from './schema.ts';
import { useProfileTexts } from './texts.ts';

/**
 * The login's password (issue 18, decision 273): the current one and the new one twice, with
 * the server's rules checked first here. Sent at once (typing the current password is the
 * confirmation); on success the fields empty, on a refusal they stay and the message says
 * the current password or the rules were not met.
 */
export function PasswordSection(props: {
  change: (change: PasswordChange) => Promise<Loaded<true>>;
}) {
  const { change } = props;
  const { t } = useProfileTexts();
  const titleId = useId();
  const send = useCallback(
    async (values: PasswordValues): Promise<SendOutcome> => {
      const answer = await change({
        current_password: values.current,
        password: values.password,
        password_confirmation: values.confirmation,
      });
      if (answer.ok) return { ok: true };
      const refused = answer.failure.reason === 'status' && answer.failure.status === 400;
      return { ok: false, message: refused ? 'area_profile.password_refused' : undefined };
    },
    [change],
  );
  const flow = useConfirmSend(send);
  return (
    <section aria-labelledby={titleId}>
      <h3 id={titleId} style={{ margin: '0 0 8px', fontSize: '1rem' }}>
        {t('area_profile.password_title')}
      </h3>
      <Formik<PasswordValues>
        initialValues={emptyPassword}
        validationSchema={passwordSchema}
        onSubmit={(values, helpers) => {
          // No dialog: the current password typed here is the confirmation.
          flow.onSubmit(values, helpers);
          flow.confirm();
        }}
      >
        <FormBody label="area_profile.password_title">
          <PasswordField
            name="current"
            label="area_profile.password_current"
            autoComplete="current-password"
          />
          <PasswordField
            name="password"
            label="area_profile.password_new"
            hint="area_profile.password_rules"
            autoComplete="new-password"
          />
          <PasswordField
            name="confirmation"
            label="area_profile.password_again"
            autoComplete="new-password"
          />
          <SubmitButton
            label="area_profile.password_change"
            locked={flow.locked}
            busy={flow.state.phase === 'sending'}
          />
          <SendStatus
            state={flow.state}
            okText="area_profile.password_changed"
            koText="area_profile.password_error"
          />
        </FormBody>
      </Formik>
    </section>
  );
}

/** A password input of the form kit's look (its TextField has no password type). */
function PasswordField(props: {
  name: keyof PasswordValues;
  label: string;
  hint?: string;
  autoComplete: 'current-password' | 'new-password';
}) {
  const { t } = useProfileTexts();
  const [field] = useField<string>(props.name);
  const error = useFieldError(props.name);
  return (
    <FieldFrame
      label={t(props.label)}
      hint={props.hint === undefined ? undefined : t(props.hint)}
      error={error}
      required
    >
      {(control) => (
        <Input {...field} {...control} type="password" autoComplete={props.autoComplete} />
      )}
    </FieldFrame>
  );
}
