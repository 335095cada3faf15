// Spec §2 "Gas self-reading form", §4 "Gas self-reading", §5 "Self-reading", §7, §8.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import power from '../../fixtures/alfa-2026-0001.json' with { type: 'json' };
import gas from '../../fixtures/beta-2026-0001.json' with { type: 'json' };
import threeGas from '../../fixtures/beta-2026-0006.json' with { type: 'json' };
import { ApiProvider } from '../../src/api/context.ts';
import { json, networkDown, type FakeAnswer } from '../../src/api/testing.ts';
import { createI18n } from '../../src/i18n/index.ts';
import { BillProvider } from '../../src/state/bill.ts';
import { useHost } from '../../src/state/host.ts';
import { testBill } from '../../src/state/testing.ts';
import { saveBlob } from '../../src/ui/saveFile.ts';
import { asBill } from '../../tests/fixtures.ts';
import { SelfReadingForm } from './SelfReadingForm.tsx';
import { selfReadingApi } from './server.testing.ts';

vi.mock('../../src/ui/saveFile.ts', () => ({ saveBlob: vi.fn() }));

function show(doc: unknown, answers: { enterDays?: FakeAnswer; saved?: FakeAnswer } = {}) {
  const { pageApi, requests } = selfReadingApi('beta', answers);
  testBill.getState().setBill(asBill({ doc }));
  render(
    <I18nextProvider i18n={createI18n()}>
      <ApiProvider value={pageApi}>
        <BillProvider store={testBill}>
          <SelfReadingForm />
        </BillProvider>
      </ApiProvider>
    </I18nextProvider>,
  );
  const calls = (path: string) => requests.filter((request) => request.url?.endsWith(path));
  return { requests, calls };
}

const reading = () => screen.findByRole('textbox', { name: 'Lettura del contatore' });
const submit = () => screen.getByRole('button', { name: 'Conferma lettura' });

beforeEach(() => {
  useHost.setState({ settings: { templateName: 'bi5', supplier: 'beta', locales: ['it'] } });
});
afterEach(() => {
  useHost.setState({ settings: undefined });
  vi.mocked(saveBlob).mockClear();
});

describe('SelfReadingForm: where it shows (spec §2, §3 "only for GAS")', () => {
  it('renders nothing on a bill without a gas supply', () => {
    show(power.document);
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('with one gas supply chooses it, shows no picker and asks the enter days once', async () => {
    const { calls } = show(gas.document);
    await reading();
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.getByText('PDR 15220000480126')).toBeInTheDocument();
    expect(calls('get_enterdays')).toHaveLength(1);
  });

  it('with several gas supplies offers a picker and asks the enter days on each change (§4)', async () => {
    const { calls } = show(threeGas.document);
    const picker = await screen.findByRole('combobox', { name: 'Fornitura' });
    expect(within(picker).getAllByRole('option')).toHaveLength(3);
    await reading();
    await userEvent.selectOptions(picker, within(picker).getAllByRole('option')[1] as HTMLElement);
    await reading();
    expect(calls('get_enterdays')).toHaveLength(2);
  });
});

describe('SelfReadingForm: the window (spec §4, §8 "Enter days 0", §9)', () => {
  it('with 0 enter days shows the "no entering days" text and the reminder, no input', async () => {
    show(gas.document, { enterDays: json(0) });
    expect(await screen.findByText(/Oggi non è possibile comunicare l'autolettura/)).toBeVisible();
    expect(screen.queryByRole('textbox')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Scarica promemoria' }));
    await waitFor(
      () => {
        expect(saveBlob).toHaveBeenCalledTimes(1);
      },
      { timeout: 5000 },
    );
    expect(vi.mocked(saveBlob).mock.calls[0]?.[1]).toBe('Promemoria Autolettura.ics');
  });

  it('offers the reminder (MEMO) beside the open form too (§2), on the 23rd (decision 490)', async () => {
    show(gas.document, { enterDays: json(3) });
    await reading();
    await userEvent.click(screen.getByRole('button', { name: 'Scarica promemoria' }));
    await waitFor(
      () => {
        expect(saveBlob).toHaveBeenCalledTimes(1);
      },
      { timeout: 5000 },
    );
    const [blob, name] = vi.mocked(saveBlob).mock.calls[0] ?? [];
    expect(name).toBe('Promemoria Autolettura.ics');
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => {
        resolve(typeof reader.result === 'string' ? reader.result : '');
      };
      reader.readAsText(blob as Blob);
    });
    expect(text).toContain('RRULE:FREQ=MONTHLY;BYMONTHDAY=23');
  });

  it('reads a failed enter-days call as closed (decision 190)', async () => {
    show(gas.document, { enterDays: networkDown() });
    expect(await screen.findByRole('button', { name: 'Scarica promemoria' })).toBeVisible();
  });

  it("says the host's window and the days left", async () => {
    useHost.setState({
      settings: {
        templateName: 'bi5',
        supplier: 'beta',
        locales: ['it'],
        selfReadingWindow: 'lastFiveDays',
      },
    });
    show(gas.document, { enterDays: json(3) });
    await reading();
    expect(screen.getByText(/negli ultimi cinque giorni di ogni mese/)).toBeVisible();
    expect(screen.getByText(/Hai ancora 3 giorni/)).toBeVisible();
  });
});

describe('SelfReadingForm: the value (spec §5 "Self-reading")', () => {
  it.each([
    ['', 'Questo campo è obbligatorio.'],
    ['12a', 'Inserisci un numero intero maggiore di zero, solo cifre.'],
    ['0', 'Inserisci un numero intero maggiore di zero, solo cifre.'],
  ])(
    'refuses %j next to the field, focused and described, nothing sent',
    async (value, message) => {
      const user = userEvent.setup();
      const { calls } = show(gas.document);
      const input = await reading();
      if (value !== '') await user.type(input, value);
      await user.click(submit());
      await waitFor(() => {
        expect(input).toHaveAttribute('aria-invalid', 'true');
      });
      expect(input).toHaveAccessibleDescription(expect.stringContaining(message) as string);
      expect(input).toHaveFocus();
      expect(input).toHaveValue(value);
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(calls('salva_autolettura')).toHaveLength(0);
    },
  );

  it('keeps "Conferma lettura" aria-disabled with its reason until the reading is valid (§5)', async () => {
    const user = userEvent.setup();
    show(gas.document);
    const input = await reading();
    const reason =
      'Per confermare, inserisci la lettura: solo cifre, un numero intero maggiore di zero.';
    expect(submit()).toHaveAttribute('aria-disabled', 'true');
    expect(submit()).toHaveAccessibleDescription(reason);
    await user.type(input, '12a');
    expect(submit()).toHaveAttribute('aria-disabled', 'true');
    await user.click(submit());
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.clear(input);
    await user.type(input, '120');
    expect(submit()).not.toHaveAttribute('aria-disabled');
    expect(submit()).not.toHaveAccessibleDescription(reason);
  });

  it('shows the unit Smc beside the input', async () => {
    show(gas.document);
    const input = await reading();
    expect(input.parentElement).toHaveTextContent('Smc');
  });
});

describe('SelfReadingForm: confirm and send (spec §4, §7 salva_autolettura)', () => {
  it('confirms, sends Idsede and Segnante, and says the success on 1', async () => {
    const user = userEvent.setup();
    const { calls } = show(gas.document);
    await user.type(await reading(), '01234');
    await user.click(submit());
    const dialog = await screen.findByRole('dialog', { name: "Conferma l'autolettura" });
    // The dialog repeats the reading and its unit (decision 491).
    expect(dialog).toHaveTextContent('Vuoi inviare la lettura 01234 Smc?');
    await user.click(within(dialog).getByRole('button', { name: 'Conferma' }));
    expect(await screen.findByText('Autolettura inviata correttamente. Grazie!')).toBeVisible();
    // WCAG 2.4.3: the focus goes to the result, not to <body>.
    await waitFor(() => {
      expect(screen.getByText('Autolettura inviata correttamente. Grazie!')).toHaveFocus();
    });
    const [sent] = calls('salva_autolettura');
    expect(JSON.parse(String(sent?.data))).toEqual({ Idsede: 'B-SEDE-0481', Segnante: '01234' });
  });

  it('says the error on any other answer and keeps the value', async () => {
    const user = userEvent.setup();
    show(gas.document, { saved: json(0) });
    const input = await reading();
    await user.type(input, '987');
    await user.click(submit());
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Conferma' }));
    const failed = await screen.findByText(
      "Non è stato possibile inviare l'autolettura, riprova più tardi.",
    );
    expect(failed).toBeVisible();
    await waitFor(() => {
      expect(failed).toHaveFocus();
    });
    expect(input).toHaveValue('987');
  });

  it('"Annulla" sends nothing and keeps the value', async () => {
    const user = userEvent.setup();
    const { calls } = show(gas.document);
    const input = await reading();
    await user.type(input, '55');
    await user.click(submit());
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Annulla' }),
    );
    expect(calls('salva_autolettura')).toHaveLength(0);
    expect(input).toHaveValue('55');
  });
});
