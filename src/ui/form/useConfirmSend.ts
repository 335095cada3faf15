import type { FormikHelpers } from 'formik';
import { useCallback, useEffect, useRef, useState } from 'react';

/** What a send came back with; `message` is a catalogue key shown instead of the default ko. */
export type SendOutcome = { ok: true } | { ok: false; message?: string | undefined };

/**
 * The spec's §4 flow of a form: idle, then a confirmation dialog, then sending, then a result.
 * `done` keeps the result until the customer starts over, so its message stays on screen.
 */
export type SendPhase =
  | { phase: 'idle' }
  | { phase: 'confirming' }
  | { phase: 'sending' }
  | { phase: 'done'; outcome: SendOutcome };

export interface ConfirmSend<V> {
  state: SendPhase;
  /** Formik's onSubmit: called only with valid values, it opens the confirmation. */
  onSubmit: (values: V, helpers: FormikHelpers<V>) => void;
  /** The dialog's "Conferma": sends the values the customer confirmed. */
  confirm: () => void;
  /** The dialog's "Annulla" or Escape: back to the form, nothing sent, nothing lost. */
  cancel: () => void;
  /** True while sending and for `cooldownMs` after a confirmation: the send button waits. */
  locked: boolean;
}

export interface ConfirmSendOptions {
  /** How long the send button stays disabled after a confirmation (customer care: 5,000 ms). */
  cooldownMs?: number | undefined;
  /**
   * Whether a successful send resets the form to its initial values (customer care: yes, §4).
   * A failed send never resets: the customer's text stays.
   */
  resetOnSuccess?: boolean | undefined;
}

/**
 * Drives a formik form through confirm-then-send. `send` must not throw for an expected
 * refusal: it answers `{ ok: false }`; a thrown error (the network) is a failed send as well.
 */
export function useConfirmSend<V>(
  send: (values: V) => Promise<SendOutcome>,
  options: ConfirmSendOptions = {},
): ConfirmSend<V> {
  const { cooldownMs = 0, resetOnSuccess = true } = options;
  const [state, setState] = useState<SendPhase>({ phase: 'idle' });
  const [coolingDown, setCoolingDown] = useState(false);
  const pending = useRef<{ values: V; helpers: FormikHelpers<V> } | undefined>(undefined);
  const mounted = useRef(true);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      clearTimeout(timer.current);
    };
  }, []);

  const onSubmit = useCallback((values: V, helpers: FormikHelpers<V>) => {
    // Our phase is the form's busy state; formik's own would stay on for a sync onSubmit.
    helpers.setSubmitting(false);
    pending.current = { values, helpers };
    setState({ phase: 'confirming' });
  }, []);

  const cancel = useCallback(() => {
    pending.current = undefined;
    setState({ phase: 'idle' });
  }, []);

  const confirm = useCallback(() => {
    const request = pending.current;
    if (!request) return;
    pending.current = undefined;
    setState({ phase: 'sending' });
    if (cooldownMs > 0) {
      setCoolingDown(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        if (mounted.current) setCoolingDown(false);
      }, cooldownMs);
    }
    void send(request.values)
      .catch((): SendOutcome => ({ ok: false }))
      .then((outcome) => {
        if (!mounted.current) return;
        if (outcome.ok && resetOnSuccess) {
          // The focus is going to the result (SendStatus, decision 493). Leave the field that
          // holds it (the dialog gave it back) while its value is still the valid one, so its
          // blur after the reset does not show "required" on the emptied form.
          const active = document.activeElement;
          if (active instanceof HTMLElement) active.blur();
          request.helpers.resetForm();
        }
        setState({ phase: 'done', outcome });
      });
  }, [send, cooldownMs, resetOnSuccess]);

  return { state, onSubmit, confirm, cancel, locked: state.phase === 'sending' || coolingDown };
}
