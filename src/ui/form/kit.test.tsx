import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Formik } from 'formik';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../i18n/index.ts';
import {
  ConfirmDialog,
  FormBody,
  SendStatus,
  SubmitButton,
  TextAreaField,
  TextField,
  useConfirmSend,
  type SendOutcome,
} from './index.ts';

interface Values {
  subject: string;
  description: string;
}

const empty: Values = { subject: '', description: '' };

function validate(values: Values) {
  const errors: Partial<Record<keyof Values, string>> = {};
  if (!values.subject) errors.subject = 'forms.common.required';
  if (!values.description) errors.description = 'forms.common.required';
  return errors;
}

function Sample(props: {
  send: (v: Values) => Promise<SendOutcome>;
  cooldownMs?: number | undefined;
}) {
  const flow = useConfirmSend(props.send, { cooldownMs: props.cooldownMs });
  return (
    <>
      <Formik initialValues={empty} validate={validate} onSubmit={flow.onSubmit}>
        <FormBody label="forms.common.send">
          <TextField name="subject" label="forms.common.send" required />
          <TextAreaField
            name="description"
            label="forms.common.confirm"
            hint="forms.common.sending"
            optional
          />
          <SubmitButton
            label="forms.common.send"
            locked={flow.locked}
            busy={flow.state.phase === 'sending'}
          />
          <SendStatus state={flow.state} />
        </FormBody>
      </Formik>
      <ConfirmDialog flow={flow} />
    </>
  );
}

function show(send: (v: Values) => Promise<SendOutcome>, cooldownMs?: number) {
  // Only the cooldown test mocks the clock; user-event must then move it for its own pauses.
  const user = userEvent.setup(
    cooldownMs ? { advanceTimers: (ms) => vi.advanceTimersByTime(ms) } : {},
  );
  render(
    <I18nextProvider i18n={createI18n()}>
      <Sample send={send} cooldownMs={cooldownMs} />
    </I18nextProvider>,
  );
  return user;
}

const subject = () => screen.getByRole('textbox', { name: 'Invia' });
const description = () => screen.getByRole('textbox', { name: 'Conferma (facoltativo)' });
const sendButton = () => screen.getByRole('button', { name: 'Invia' });

async function fillAndConfirm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(subject(), 'Bolletta');
  await user.type(description(), 'Non torna il conto');
  await user.click(sendButton());
  const dialog = await screen.findByRole('dialog', { name: "Conferma l'invio" });
  expect(dialog).toHaveTextContent('Vuoi inviare la richiesta?');
  await user.click(screen.getByRole('button', { name: 'Conferma' }));
}

afterEach(() => {
  vi.useRealTimers();
});

describe('form kit: fields', () => {
  it('labels each field and ties its hint by aria-describedby', () => {
    show(() => Promise.resolve({ ok: true }));
    expect(subject()).toHaveAttribute('aria-required', 'true');
    expect(subject()).toHaveAttribute('aria-invalid', 'false');
    expect(description()).toHaveAccessibleDescription('Invio in corso…');
  });

  it('shows no message before the customer left the field, then the message tied to it', async () => {
    const user = show(() => Promise.resolve({ ok: true }));
    expect(screen.queryByText('Questo campo è obbligatorio.')).not.toBeInTheDocument();
    await user.click(subject());
    await user.tab();
    await waitFor(() => expect(subject()).toHaveAttribute('aria-invalid', 'true'));
    expect(subject()).toHaveAccessibleDescription('Questo campo è obbligatorio.');
    expect(screen.getByText('Questo campo è obbligatorio.')).toHaveAttribute('aria-live', 'polite');
  });

  it('§5 a refused send shows every message and focuses the first invalid field', async () => {
    const send = vi.fn(() => Promise.resolve<SendOutcome>({ ok: true }));
    const user = show(send);
    await user.type(description(), 'testo');
    await user.click(sendButton());
    await waitFor(() => expect(subject()).toHaveFocus());
    expect(subject()).toHaveAccessibleDescription('Questo campo è obbligatorio.');
    expect(description()).toHaveValue('testo');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
  });
});

describe('§4 confirm then send', () => {
  it('starts the confirmation on "Conferma", so Enter sends', async () => {
    const user = show(() => Promise.resolve({ ok: true }));
    await user.type(subject(), 'Bolletta');
    await user.type(description(), 'Non torna il conto');
    await user.click(sendButton());
    await screen.findByRole('dialog', { name: "Conferma l'invio" });
    expect(screen.getByRole('button', { name: 'Conferma' })).toHaveFocus();
  });

  it('sends only after the confirmation, then says so and resets the form on success', async () => {
    const send = vi.fn(() => Promise.resolve<SendOutcome>({ ok: true }));
    const user = show(send);
    await fillAndConfirm(user);
    expect(send).toHaveBeenCalledWith({ subject: 'Bolletta', description: 'Non torna il conto' });
    expect(await screen.findByRole('status')).toHaveTextContent(
      'La richiesta è stata inviata correttamente.',
    );
    expect(subject()).toHaveValue('');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps what the customer typed and says the send failed on a refusal', async () => {
    const user = show(() => Promise.resolve<SendOutcome>({ ok: false }));
    await fillAndConfirm(user);
    expect(await screen.findByText(/errore nell'invio/)).toBeInTheDocument();
    expect(subject()).toHaveValue('Bolletta');
    expect(description()).toHaveValue('Non torna il conto');
  });

  it('moves the focus to the result after "Conferma", success or error (WCAG 2.4.3)', async () => {
    const ok = show(() => Promise.resolve<SendOutcome>({ ok: true }));
    await fillAndConfirm(ok);
    await waitFor(() => {
      expect(screen.getByRole('status')).toHaveFocus();
    });
    expect(screen.getByRole('status')).toHaveTextContent('inviata correttamente');
    cleanup();
    const ko = show(() => Promise.resolve<SendOutcome>({ ok: false }));
    await fillAndConfirm(ko);
    await waitFor(() => {
      expect(screen.getByRole('status')).toHaveFocus();
    });
    expect(screen.getByRole('status')).toHaveTextContent(/errore nell'invio/);
  });

  it('treats a thrown send (the network) as a failed send', async () => {
    const user = show(() => Promise.reject(new Error('offline')));
    await fillAndConfirm(user);
    expect(await screen.findByText(/errore nell'invio/)).toBeInTheDocument();
    expect(subject()).toHaveValue('Bolletta');
  });

  it('shows a refusal’s own message instead of the generic failure', () => {
    render(
      <I18nextProvider i18n={createI18n()}>
        <SendStatus
          state={{ phase: 'done', outcome: { ok: false, message: 'forms.common.required' } }}
        />
      </I18nextProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Questo campo è obbligatorio.');
  });

  it('goes back to the form with nothing sent and nothing lost on Annulla', async () => {
    const send = vi.fn(() => Promise.resolve<SendOutcome>({ ok: true }));
    const user = show(send);
    await user.type(subject(), 'Bolletta');
    await user.type(description(), 'x');
    await user.click(sendButton());
    await user.click(await screen.findByRole('button', { name: 'Annulla' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
    expect(subject()).toHaveValue('Bolletta');
  });

  it('keeps the send button disabled for the cooldown after confirming', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = show(() => Promise.resolve<SendOutcome>({ ok: false }), 5000);
    await fillAndConfirm(user);
    await screen.findByText(/errore nell'invio/);
    expect(sendButton()).toBeDisabled();
    act(() => {
      vi.advanceTimersByTime(4000);
    });
    expect(sendButton()).toBeDisabled();
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(sendButton()).toBeEnabled();
  });
});
