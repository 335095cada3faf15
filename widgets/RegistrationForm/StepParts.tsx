import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import type { RegistrationHeader } from '../../src/api/registrationCalls.ts';
import { useTranslationWith } from '../../src/i18n/fallbackTexts.ts';
import { PayControl } from '../../src/ui/buttons.ts';
import { CardTitle } from '../../src/ui/card.ts';
import italian from '../../src/i18n/registration/it.json' with { type: 'json' };
import type { Refusal } from './outcome.ts';
import { RegistrationSkeleton } from './Skeleton.ts';
import type { StepKey } from './useStepSection.ts';

const Steps = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 16px;
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: step;
  & li {
    counter-increment: step;
    display: flex;
    align-items: center;
    gap: 8px;
    color: var(--q-text-muted, #52606d);
  }
  & li::before {
    content: counter(step);
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 28px;
    height: 28px;
    border-radius: 999px;
    border: 1px solid currentColor;
    font-weight: 600;
  }
  & li[aria-current='step'] {
    color: var(--q-text, #1f2933);
    font-weight: 600;
  }
  & li[aria-current='step']::before {
    background: var(--q-primary, #0b5cad);
    border-color: var(--q-primary, #0b5cad);
    color: var(--q-on-primary, #fff);
  }
`;

export const Paragraph = styled.p`
  margin: 0;
`;

/**
 * The header section's introduction. Its title is the page's: the template's heading shows it
 * (`area.pages.register`), so the card starts with what registering needs.
 */
export function Intro({ header }: { header: RegistrationHeader }) {
  const { t } = useTranslationWith(italian);
  return <Paragraph>{t(header.text)}</Paragraph>;
}

/** Where the customer is: the steps in order, the current one marked for screen readers too. */
export function StepList(props: { header: RegistrationHeader; current: StepKey }) {
  const { t } = useTranslationWith(italian);
  return (
    <Steps aria-label={t('registration.steps')}>
      {props.header.steps.map((step) => (
        <li key={step.key} aria-current={step.key === props.current ? 'step' : undefined}>
          {t(step.label)}
        </li>
      ))}
    </Steps>
  );
}

export function Loading() {
  const { t } = useTranslationWith(italian);
  return (
    <RegistrationSkeleton role="status" aria-busy="true" aria-label={t('registration.loading')} />
  );
}

/** A section that did not load: why, and a retry (or a new start, when the registration is gone). */
export function LoadFailed(props: {
  refusal: Refusal;
  onRetry: () => void;
  onRestart: () => void;
}) {
  const { t } = useTranslationWith(italian);
  const gone = props.refusal.next === 'restart';
  return (
    <div role="alert">
      <p>{t(gone ? props.refusal.message : 'registration.loadError')}</p>
      <PayControl type="button" $primary={false} onClick={gone ? props.onRestart : props.onRetry}>
        {t(gone ? 'registration.restart' : 'registration.retry')}
      </PayControl>
    </div>
  );
}

const DoneTitle = styled(CardTitle)`
  &:focus {
    outline: none;
  }
`;

const Finished = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
  align-items: flex-start;
`;

/** The account exists: the login name, and the button that starts the provider's login. */
export function Done(props: { username: string; loginHref: string }) {
  const { t } = useTranslationWith(italian);
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    title.current?.focus();
  }, []);
  return (
    <Finished role="status">
      <DoneTitle ref={title} tabIndex={-1}>
        {t('registration.done.title')}
      </DoneTitle>
      <Paragraph>{t('registration.done.text', { username: props.username })}</Paragraph>
      <PayControl as="a" $primary href={props.loginHref}>
        {t('registration.login')}
      </PayControl>
    </Finished>
  );
}
