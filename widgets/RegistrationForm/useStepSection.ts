import { useEffect, useState } from 'react';
import type {
  RegistrationCalls,
  RegistrationHeader,
  RegistrationSection,
  RegistrationState,
} from '../../src/api/registrationCalls.ts';
import type { LoadFailure } from '../../src/api/types.ts';
import { listKey, type OptionLists } from './SectionFields.tsx';

export type StepKey = 'verify' | 'username' | 'profile' | 'acceptances';

export type SectionLoad =
  | { phase: 'loading' }
  | { phase: 'failed'; failure: LoadFailure }
  | { phase: 'ready'; section: RegistrationSection; lists: OptionLists };

/**
 * A step's section and the options of its selects, read again when the step, the registration
 * or `attempt` (a retry) changes; an answer that comes after the step changed is dropped.
 */
export function useStepSection(
  calls: RegistrationCalls,
  step: StepKey,
  registration: RegistrationState | undefined,
  attempt: number,
): SectionLoad {
  const registrationId = registration?.registrationId;
  // Each answer is kept with what it was asked for: until the current one arrives, it loads.
  const asked = `${step}|${registrationId ?? ''}|${attempt}`;
  const [load, setLoad] = useState<{ asked: string; load: SectionLoad }>();
  useEffect(() => {
    let live = true;
    const read = async (): Promise<SectionLoad> => {
      const answer =
        step === 'profile'
          ? await calls.profileSection(registrationId ?? '')
          : await calls.section(step);
      if (!answer.ok) return { phase: 'failed', failure: answer.failure };
      const lists: Record<string, OptionLists[string]> = {};
      for (const field of answer.value.fields) {
        if (!field.options) continue;
        const options = await calls.dropdown(field.options.list, field.options.param);
        if (!options.ok) return { phase: 'failed', failure: options.failure };
        lists[listKey(field.options)] = options.value.options;
      }
      return { phase: 'ready', section: answer.value, lists };
    };
    void read().then((next) => {
      if (live) setLoad({ asked: `${step}|${registrationId ?? ''}|${attempt}`, load: next });
    });
    return () => {
      live = false;
    };
  }, [calls, step, registrationId, attempt]);
  return load?.asked === asked ? load.load : { phase: 'loading' };
}

export type HeaderLoad =
  | { phase: 'loading' }
  | { phase: 'failed'; failure: LoadFailure }
  | { phase: 'ready'; header: RegistrationHeader };

/** The page's heading and steps (headersection), read again on a retry. */
export function useHeader(calls: RegistrationCalls, attempt: number): HeaderLoad {
  const [load, setLoad] = useState<HeaderLoad>({ phase: 'loading' });
  useEffect(() => {
    let live = true;
    void calls.header().then((answer) => {
      if (!live) return;
      setLoad(
        answer.ok
          ? { phase: 'ready', header: answer.value }
          : { phase: 'failed', failure: answer.failure },
      );
    });
    return () => {
      live = false;
    };
  }, [calls, attempt]);
  return load;
}
