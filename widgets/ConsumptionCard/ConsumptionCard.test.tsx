import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import alfaOne from '../../fixtures/alfa-2026-0001.json' with { type: 'json' };
import alfaThree from '../../fixtures/alfa-2026-0003.json' with { type: 'json' };
import betaOne from '../../fixtures/beta-2026-0001.json' with { type: 'json' };
import { EngineProvider, useDialogs } from '../../src/engine/render/index.ts';
import { useHost } from '../../src/state/host.ts';
import { testBill } from '../../src/state/testing.ts';
import { saveBlob } from '../../src/ui/saveFile.ts';
import { showWith, valueOf } from '../../src/ui/testing/testing.tsx';
import { ConsumptionCard } from './ConsumptionCard.tsx';
import type { ConsumptionCardProps } from './props.gen.ts';

vi.mock('../../src/ui/charts/EChart.tsx', () => ({
  EChart: ({ label, option }: { label: string; option: { yAxis: { max?: number } } }) => (
    <div role="img" aria-label={label} data-y-max={option.yAxis.max} />
  ),
}));
vi.mock('../../src/ui/saveFile.ts', () => ({ saveBlob: vi.fn() }));

const beta = { templateName: 'bi5', supplier: 'beta', locales: ['it'] };

/** Which dialog the engine has open, as the template's dialog would see it. */
function OpenDialog() {
  const { open } = useDialogs();
  return <output aria-label="open dialog">{open ?? 'none'}</output>;
}

const show = (doc: unknown, props: ConsumptionCardProps = {}) =>
  showWith(
    doc,
    <EngineProvider registry={{}} templateId="t" onEvent={() => undefined}>
      <ConsumptionCard {...props} />
      <OpenDialog />
    </EngineProvider>,
  );

/** jsdom's Blob has no text(): read it as a browser's FileReader would. */
const readText = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => {
      resolve(typeof reader.result === 'string' ? reader.result : '');
    };
    reader.readAsText(blob);
  });

/** 24 months of one band: the last 12 at `current` each, the 12 before at `previous`. */
const powerBill = (current: number, previous: number) => ({
  tipo_bolletta: 'ENERGIA ELETTRICA',
  fatt_interattiva_data: {
    fornitura: [
      {
        tipo_punto: 'POD',
        pod: 'IT001E00000001',
        consumi: { consumo: 1234 },
        storico_consumi: Array.from({ length: 24 }, (_, i) => ({
          mese: (i % 12) + 1,
          anno: i < 12 ? 2026 : 2025,
          reale: 1,
          consumo_f1: i < 12 ? current : previous,
        })),
      },
    ],
  },
});

beforeEach(() => {
  // Only the clock is fixed: 22 November 2026, 11:00 in Rome.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-22T10:00:00Z'));
  vi.mocked(saveBlob).mockClear();
  useHost.setState({ settings: beta });
});

afterEach(() => {
  vi.useRealTimers();
  useHost.setState({ settings: undefined });
});

describe('ConsumptionCard, gas (spec §2 template 5 "Consumption card", §4, §9)', () => {
  it('shows the latest consumption in Smc, its reading and the PDR of the selected supply', () => {
    show(betaOne.document);
    expect(screen.getByRole('region', { name: 'I tuoi consumi' })).toBeInTheDocument();
    expect(valueOf('Ultimo consumo')).toBe('58 Smc');
    expect(valueOf('Lettura')).toBe('Reale');
    expect(valueOf('PDR')).toBe('15220000480126');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it("gives the self-reading dates of the host's window, d/m/Y (decision 490)", () => {
    // Host rule fromDay20 (the default): the same window as the form and get_enterdays.
    const { unmount } = show(betaOne.document);
    expect(
      screen.getByText("Puoi comunicare l'autolettura dal 20/11/2026 al 30/11/2026."),
    ).toBeInTheDocument();
    unmount();
    useHost.setState({ settings: { ...beta, selfReadingWindow: 'lastFiveDays' } });
    show(betaOne.document);
    expect(
      screen.getByText("Puoi comunicare l'autolettura dal 26/11/2026 al 30/11/2026."),
    ).toBeInTheDocument();
  });

  it('opens the template’s self-reading dialog, by default and by the trigger it is given', async () => {
    const user = userEvent.setup();
    const { unmount } = show(betaOne.document);
    const button = screen.getByRole('button', { name: "Comunica l'autolettura" });
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    await user.click(button);
    expect(screen.getByRole('status', { name: 'open dialog' })).toHaveTextContent('self-reading');
    unmount();
    show(betaOne.document, { selfReadingTrigger: 'autolettura' });
    await user.click(screen.getByRole('button', { name: "Comunica l'autolettura" }));
    expect(screen.getByRole('status', { name: 'open dialog' })).toHaveTextContent('autolettura');
  });

  it('downloads "Promemoria Autolettura.ics": monthly on the 23rd at 11:00 Rome, inside the window (decision 490)', async () => {
    const user = userEvent.setup();
    show(betaOne.document);
    await user.click(screen.getByRole('button', { name: 'Scarica promemoria' }));
    // ical-generator is a lazy chunk: give its first import time on a busy machine.
    await vi.waitFor(
      () => {
        expect(saveBlob).toHaveBeenCalledTimes(1);
      },
      { timeout: 5000 },
    );
    const [blob, name] = vi.mocked(saveBlob).mock.calls[0] ?? [];
    expect(name).toBe('Promemoria Autolettura.ics');
    expect(blob?.type).toBe('text/calendar;charset=utf-8');
    const text = await readText(blob as Blob);
    // 22 November, host rule fromDay20 (the default): this month's 23rd is still ahead.
    expect(text).toContain('DTSTART;TZID=Europe/Rome:20261123T110000');
    expect(text).toContain('RRULE:FREQ=MONTHLY;BYMONTHDAY=23');
    expect(text).toContain('BEGIN:VTIMEZONE');
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text).toContain('PDR 15220000480126');
    expect(screen.getByRole('button', { name: 'Scarica promemoria' })).toBeEnabled();
  });

  it('names the reminder by supply point, or by bill when the point code is missing (issue 13)', async () => {
    const uidOf = async (doc: unknown): Promise<string> => {
      vi.mocked(saveBlob).mockClear();
      const user = userEvent.setup();
      const { unmount } = show(doc);
      await user.click(screen.getByRole('button', { name: 'Scarica promemoria' }));
      await vi.waitFor(
        () => {
          expect(saveBlob).toHaveBeenCalledTimes(1);
        },
        { timeout: 5000 },
      );
      const [blob] = vi.mocked(saveBlob).mock.calls[0] ?? [];
      unmount();
      return /UID:(.*)\r\n/.exec(await readText(blob as Blob))?.[1] ?? '';
    };
    const withPoint = await uidOf(betaOne.document);
    expect(withPoint).toContain('15220000480126');
    expect(await uidOf(betaOne.document)).toBe(withPoint);
    const noPoint = (documentNumber: string): unknown => ({
      ...(JSON.parse(
        JSON.stringify(betaOne.document).replace('"pdr":"15220000480126"', '"pdr":""'),
      ) as Record<string, unknown>),
      document_number: documentNumber,
    });
    const first = await uidOf(noPoint('B1'));
    expect(first).not.toBe('');
    expect(await uidOf(noPoint('B2'))).not.toBe(first);
  });
});

describe('ConsumptionCard, power (spec §2 "two bar charts … with a year-over-year percentage", §9)', () => {
  it('shows the latest consumption in kWh in Italian figures and the POD', () => {
    show(powerBill(10, 12.5));
    expect(valueOf('Ultimo consumo')).toBe('1.234 kWh');
    expect(valueOf('POD')).toBe('IT001E00000001');
    expect(screen.queryByRole('button', { name: 'Scarica promemoria' })).toBeNull();
  });

  it.each([
    // §9: round((previous − current) / average × 100) = round(2.5 / 11.25 × 100) = 22.
    { current: 10, previous: 12.5, arrow: '↓', percent: '22%', words: 'in meno' },
    { current: 12.5, previous: 10, arrow: '↑', percent: '22%', words: 'in più' },
    {
      current: 10,
      previous: 10,
      arrow: '→',
      percent: '0%',
      words: 'di differenza: consumi invariati',
    },
  ])(
    "says §9's number with an arrow and words for the direction: $arrow $percent $words (decision 497)",
    ({ current, previous, arrow, percent, words }) => {
      show(powerBill(current, previous));
      const change = screen.getByText(percent).closest('p') as HTMLElement;
      expect(change.textContent).toBe(`${arrow}${percent}${words} rispetto ai 12 mesi precedenti`);
      // The arrow is decoration: a screen reader hears the number and the words.
      expect(within(change).getByText(arrow)).toHaveAttribute('aria-hidden', 'true');
    },
  );

  it('leaves the change out when a year has no consumption (decision 9 gives 0)', () => {
    show(powerBill(10, 0));
    expect(screen.queryByText(/rispetto ai 12 mesi precedenti/)).toBeNull();
  });

  it('draws both years on one value axis, each named with its total, and says the totals', async () => {
    show(alfaOne.document);
    const charts = await screen.findAllByRole('img', {}, { timeout: 5000 });
    expect(charts).toHaveLength(2);
    expect(charts[0]).toHaveAccessibleName(
      'Grafico dei consumi mese per mese, mar 2025 – feb 2026: in totale 3.406 kWh.',
    );
    expect(charts[1]).toHaveAccessibleName(/mar 2024 – feb 2025: in totale 3.424 kWh/);
    expect(charts[0]?.dataset['yMax']).toBe(charts[1]?.dataset['yMax']);
    expect(valueOf('Ultimi 12 mesi (mar 2025 – feb 2026)')).toBe('3.406 kWh');
    expect(valueOf('12 mesi precedenti (mar 2024 – feb 2025)')).toBe('3.424 kWh');
  });

  it('follows the supply chosen in the selector (spec §2 "a change is broadcast")', async () => {
    show(alfaThree.document);
    expect(valueOf('POD')).toBe('IT001E31902240');
    act(() => {
      testBill.getState().selectSupply(2);
    });
    expect(valueOf('POD')).toBe('IT001E31902262');
    expect(valueOf('Ultimo consumo')).toBe('322 kWh');
    const legend = await screen.findByRole(
      'list',
      { name: 'Legenda dei grafici' },
      { timeout: 5000 },
    );
    expect(within(legend).getAllByRole('listitem')).not.toHaveLength(0);
  });

  it('says quietly that there is no history yet', () => {
    show({ fatt_interattiva_data: { fornitura: [{ pod: 'IT1', storico_consumi: 'x' }] } });
    expect(screen.getByText('Non ci sono ancora consumi da mostrare.')).toBeInTheDocument();
  });

  it('shows nothing without a supply', () => {
    const { container } = showWith(
      { fatt_interattiva_data: { fornitura: [] } },
      <ConsumptionCard />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
