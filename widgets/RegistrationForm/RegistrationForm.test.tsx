import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { json, type FakeAnswer } from '../../src/api/testing.ts';
import { createI18n } from '../../src/i18n/index.ts';
import { AreaProvider } from '../../src/state/area.ts';
import { RegistrationForm } from './RegistrationForm.tsx';
import { sampleAnswers, sampleArea, sampleId } from './samples.testing.ts';

function show(change: Record<string, FakeAnswer> = {}) {
  const { area, requests } = sampleArea(sampleAnswers(change));
  render(
    <I18nextProvider i18n={createI18n()}>
      <AreaProvider value={area}>
        <RegistrationForm />
      </AreaProvider>
    </I18nextProvider>,
  );
  const posted = (path: string): unknown => {
    const request = requests.find((r) => r.url === `/api/registration/${path}`);
    return typeof request?.data === 'string' ? JSON.parse(request.data) : undefined;
  };
  return { user: userEvent.setup({ delay: null }), posted, requests };
}

const field = (label: string) => screen.findByLabelText<HTMLInputElement>(label, { exact: false });
const next = () => screen.getByRole('button', { name: 'Continua' });

async function verify(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await field('Codice cliente'), '0010902311');
  await user.type(await field('Codice fiscale'), 'rccfnc90d62a944t ');
  await user.type(await field('Numero della bolletta'), 'a2026000452');
  await user.click(next());
}

/**
 * The password step's field, once the step has taken focus. The step's button left with its
 * step, so focus sits on the body until the new step's effect moves it to the title: typing
 * before that move lost every key after the first to the title (CI, "keeps what was typed").
 * Wait for the move, which a busy machine may delay.
 */
async function passwordField(): Promise<HTMLInputElement> {
  await waitFor(() => {
    expect(document.activeElement?.textContent).toBe('Scegli la password');
  });
  return screen.findByLabelText<HTMLInputElement>('Password');
}

// A whole registration types a few dozen characters through jsdom: more than the default 5 s
// on a busy machine. A bound on the run, not a timed assertion.
const long = { timeout: 30_000 };

describe('RegistrationForm (issue 18, decisions 260-263)', () => {
  it('goes from the proof to the account, sending each step as the server asks', long, async () => {
    const { user, posted } = show();
    expect(
      await screen.findByRole('heading', { name: 'Dimostra di essere nostro cliente' }),
    ).toBeTruthy();
    expect(screen.getByRole('listitem', { current: 'step' }).textContent).toBe('Verifica');
    await verify(user);
    expect(posted('verify')).toEqual({
      codiceCliente: '0010902311',
      codiceFiscale: 'RCCFNC90D62A944T',
      numeroFattura: 'A2026000452',
    });

    expect((await field('Nome utente')).value).toBe('RCCFNC90D62A944T');
    await user.type(await passwordField(), 'Primavera2026');
    await user.type(await field('Ripeti la password'), 'Primavera2026');
    await user.click(next());

    expect((await field('E-mail')).value).toBe('f.ricci@example.it');
    await user.selectOptions(await field('Quando preferisci'), 'Pomeriggio (14-18)');
    await user.click(next());
    await waitFor(() => {
      expect(posted('saveprofile')).toEqual({
        registrationId: sampleId,
        password: 'Primavera2026',
        email: 'f.ricci@example.it',
        contactTime: 'afternoon',
      });
    });

    await user.click(await field("Ho letto l'informativa"));
    await user.click(await field('Accetto le condizioni'));
    await user.click(screen.getByRole('button', { name: "Crea l'account" }));
    expect(await screen.findByText('Il tuo account è pronto')).toBeTruthy();
    expect(posted('saveacceptances')).toEqual({
      registrationId: sampleId,
      privacy: true,
      terms: true,
      marketing: false,
    });
    expect(screen.getByRole('link', { name: 'Accedi' }).getAttribute('href')).toBe('/home');
  });

  it('says what is wrong next to each field and sends nothing', async () => {
    const { user, requests } = show();
    await user.type(await field('Codice fiscale'), 'RCCFNC90D62A944');
    await user.click(next());
    expect(await screen.findAllByText('Questo campo è obbligatorio.')).toHaveLength(2);
    expect(screen.getByText(/codice fiscale di 16 caratteri/)).toBeTruthy();
    expect(requests.some((r) => r.method === 'post')).toBe(false);
  });

  it.each<[string, number, string]>([
    ['a proof that matches no bill', 422, 'I dati non corrispondono'],
    ['a customer with an account', 409, 'Hai già un account'],
    ['too many tries', 429, 'Troppi tentativi'],
  ])('tells %s without saying which value was wrong', async (_, status, text) => {
    const { user } = show({ '/api/registration/verify': json({ statusCode: status }, status) });
    await verify(user);
    expect((await screen.findByRole('alert')).textContent).toContain(text);
    expect(screen.getByRole('listitem', { current: 'step' }).textContent).toBe('Verifica');
  });

  it('keeps what was typed when going back a step', long, async () => {
    const { user } = show();
    await verify(user);
    await user.type(await passwordField(), 'Primavera2026');
    await user.type(await field('Ripeti la password'), 'Primavera2026');
    await user.click(next());
    await user.click(await screen.findByRole('button', { name: 'Indietro' }));
    expect((await field('Ripeti la password')).value).toBe('Primavera2026');
  });

  it('draws nothing outside the customer area (a bill, a preview)', () => {
    const { container } = render(
      <I18nextProvider i18n={createI18n()}>
        <RegistrationForm />
      </I18nextProvider>,
    );
    expect(container.innerHTML).toBe('');
  });

  it('offers a retry when a section does not load', async () => {
    show({ '/api/registration/verifysection': { status: 503, body: '{}' } });
    expect((await screen.findByRole('alert')).textContent).toContain('Non è stato possibile');
    expect(screen.getByRole('button', { name: 'Riprova' })).toBeTruthy();
  });

  it('offers a new start when the registration has expired', long, async () => {
    const gone = show({
      [`/api/registration/profilesection/${sampleId}`]: json({ statusCode: 410 }, 410),
    });
    await verify(gone.user);
    await gone.user.type(await passwordField(), 'Primavera2026');
    await gone.user.type(await field('Ripeti la password'), 'Primavera2026');
    await gone.user.click(next());
    expect(await screen.findByText(/registrazione è scaduta/)).toBeTruthy();
    await gone.user.click(screen.getByRole('button', { name: 'Ricomincia' }));
    expect(await field('Codice cliente')).toBeTruthy();
  });
});
