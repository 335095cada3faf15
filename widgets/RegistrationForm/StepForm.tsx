import { Formik } from 'formik';
import { useEffect, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import type { RegistrationSection } from '../../src/api/registrationCalls.ts';
import { useTranslationWith } from '../../src/i18n/fallbackTexts.ts';
import { PayControl } from '../../src/ui/buttons.ts';
import { CardTitle } from '../../src/ui/card.ts';
import { Actions, FormBody } from '../../src/ui/form/index.ts';
import italian from '../../src/i18n/registration/it.json' with { type: 'json' };
import type { Refusal } from './outcome.ts';
import { SectionFields, type OptionLists } from './SectionFields.tsx';
import { Paragraph } from './StepParts.tsx';
import { initialValues, sectionSchema, sentValues, type Values } from './sectionForm.ts';

const StepTitle = styled(CardTitle)`
  &:focus {
    outline: none;
  }
`;

const Refused = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 8px;
  padding: 12px 16px;
  border-left: 4px solid var(--q-danger, #b3261e);
  background: var(--q-muted-surface, #f4f6f8);
  & p {
    margin: 0;
  }
`;

export interface StepFormProps {
  section: RegistrationSection;
  /** Values the page knows already (the login name; what was typed before going back). */
  known: Values;
  lists: OptionLists;
  /** A catalogue key: the send button's label. */
  submitLabel: string;
  /** Sends the step: null when it went through, else what to tell the customer. */
  onSubmit: (sent: Values, typed: Values) => Promise<Refusal | null>;
  onBack?: (() => void) | undefined;
  onRestart: () => void;
  loginHref: string;
  /** Moves focus to the step's title: after a step, not when the page opens. */
  focusTitle: boolean;
}

/** One step of the registration: its section's fields, checked by their rules, then sent. */
export function StepForm(props: StepFormProps) {
  const { section, known, lists, onSubmit, onBack, onRestart, loginHref } = props;
  const { t } = useTranslationWith(italian);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const title = useRef<HTMLHeadingElement>(null);
  const schema = useMemo(() => sectionSchema(section), [section]);
  const initial = useMemo(() => initialValues(section, known), [section, known]);
  useEffect(() => {
    if (props.focusTitle) title.current?.focus();
  }, [props.focusTitle, section]);

  return (
    <Formik
      initialValues={initial}
      validationSchema={schema}
      onSubmit={async (values) => {
        setRefusal(null);
        setRefusal(await onSubmit(sentValues(section, values), values));
      }}
    >
      {({ isSubmitting }) => (
        <FormBody label={section.title}>
          <StepTitle ref={title} tabIndex={-1}>
            {t(section.title)}
          </StepTitle>
          {section.text && <Paragraph>{t(section.text)}</Paragraph>}
          <SectionFields fields={section.fields} lists={lists} />
          {refusal && (
            <Refused role="alert">
              <p>{t(refusal.message)}</p>
              {refusal.next === 'login' && (
                <PayControl as="a" $primary={false} href={loginHref}>
                  {t('registration.login')}
                </PayControl>
              )}
              {refusal.next === 'restart' && (
                <PayControl type="button" $primary={false} onClick={onRestart}>
                  {t('registration.restart')}
                </PayControl>
              )}
            </Refused>
          )}
          <Actions>
            {onBack && (
              <PayControl type="button" $primary={false} onClick={onBack}>
                {t('registration.back')}
              </PayControl>
            )}
            <PayControl
              type="submit"
              $primary
              disabled={isSubmitting}
              aria-busy={isSubmitting || undefined}
            >
              {t(isSubmitting ? 'registration.sending' : props.submitLabel)}
            </PayControl>
          </Actions>
        </FormBody>
      )}
    </Formik>
  );
}
