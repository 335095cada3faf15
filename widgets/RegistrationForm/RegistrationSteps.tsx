import { useMemo, useState } from 'react';
import type { Client } from '../../src/api/client.ts';
import {
  createRegistrationCalls,
  type RegistrationState,
} from '../../src/api/registrationCalls.ts';
import { refusalOf, type Refusal } from './outcome.ts';
import { textOf, type Values } from './sectionForm.ts';
import { Done, Intro, LoadFailed, Loading, StepList } from './StepParts.tsx';
import { useHeader } from './useStepSection.ts';
import { StepForm } from './StepForm.tsx';
import { useStepSection, type StepKey } from './useStepSection.ts';

type Progress =
  | { step: 'verify' }
  | { step: 'username'; registration: RegistrationState }
  | { step: 'profile' | 'acceptances'; registration: RegistrationState; password: string }
  | { step: 'done'; username: string };

/**
 * The registration's steps (issue 18, decisions 260-263): verify → login name and password →
 * profile → acceptances → done. The password stays in this component until saveprofile sends
 * it; what was typed in a step is kept when the customer goes back to it.
 */
export function RegistrationSteps({ client, loginHref }: { client: Client; loginHref: string }) {
  const calls = useMemo(() => createRegistrationCalls(client), [client]);
  const [progress, setProgress] = useState<Progress>({ step: 'verify' });
  const [typed, setTyped] = useState<Partial<Record<StepKey, Values>>>({});
  const [attempt, setAttempt] = useState(0);
  const [moved, setMoved] = useState(false);
  const registration = 'registration' in progress ? progress.registration : undefined;
  const step: StepKey = progress.step === 'done' ? 'acceptances' : progress.step;
  const load = useStepSection(calls, step, registration, attempt);
  const header = useHeader(calls, attempt);

  const go = (next: Progress, keep?: Values) => {
    if (keep) setTyped((before) => ({ ...before, [step]: keep }));
    setMoved(true);
    setProgress(next);
  };
  const restart = () => {
    setTyped({});
    go({ step: 'verify' });
  };

  if (header.phase === 'loading') return <Loading />;
  if (header.phase === 'failed') {
    return (
      <LoadFailed
        refusal={refusalOf(header.failure)}
        onRetry={() => {
          setAttempt((n) => n + 1);
        }}
        onRestart={restart}
      />
    );
  }
  if (progress.step === 'done') {
    return <Done username={progress.username} loginHref={loginHref} />;
  }

  const send = async (sent: Values, values: Values): Promise<Refusal | null> => {
    if (progress.step === 'verify') {
      const answer = await calls.verify({
        codiceCliente: textOf(sent, 'codiceCliente'),
        codiceFiscale: textOf(sent, 'codiceFiscale'),
        numeroFattura: textOf(sent, 'numeroFattura'),
      });
      if (!answer.ok) return refusalOf(answer.failure);
      go({ step: 'username', registration: answer.value }, values);
      return null;
    }
    if (progress.step === 'username') {
      const password = textOf(sent, 'password');
      go({ step: 'profile', registration: progress.registration, password }, values);
      return null;
    }
    const registrationId = progress.registration.registrationId;
    if (progress.step === 'profile') {
      const answer = await calls.saveProfile({
        registrationId,
        password: progress.password,
        ...(sent['email'] === undefined ? { email: '' } : { email: textOf(sent, 'email') }),
        ...(sent['telefono'] === undefined ? {} : { telefono: textOf(sent, 'telefono') }),
        ...(sent['contactTime'] === undefined ? {} : { contactTime: textOf(sent, 'contactTime') }),
      });
      if (!answer.ok) return refusalOf(answer.failure);
      go({ ...progress, step: 'acceptances', registration: answer.value }, values);
      return null;
    }
    // Both are required by the server whatever a section says: the form asks again.
    if (sent['privacy'] !== true || sent['terms'] !== true) {
      return { message: 'registration.check.accept' };
    }
    const answer = await calls.saveAcceptances({
      registrationId,
      privacy: true,
      terms: true,
      marketing: sent['marketing'] === true,
    });
    if (!answer.ok) return refusalOf(answer.failure);
    go({ step: 'done', username: answer.value.username });
    return null;
  };

  const back =
    progress.step === 'profile'
      ? () => {
          go({ step: 'username', registration: progress.registration });
        }
      : progress.step === 'acceptances'
        ? () => {
            go({ ...progress, step: 'profile' });
          }
        : undefined;
  const known: Values = {
    ...(registration ? { username: registration.username } : {}),
    ...typed[step],
  };

  return (
    <>
      <Intro header={header.header} />
      <StepList header={header.header} current={step} />
      {load.phase === 'loading' && <Loading />}
      {load.phase === 'failed' && (
        <LoadFailed
          refusal={refusalOf(load.failure)}
          onRetry={() => {
            setAttempt((n) => n + 1);
          }}
          onRestart={restart}
        />
      )}
      {load.phase === 'ready' && (
        <StepForm
          key={`${step}-${attempt}`}
          section={load.section}
          known={known}
          lists={load.lists}
          submitLabel={step === 'acceptances' ? 'registration.finish' : 'registration.next'}
          onSubmit={send}
          onBack={back}
          onRestart={restart}
          loginHref={loginHref}
          focusTitle={moved}
        />
      )}
    </>
  );
}
