import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ICAL from 'ical.js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import power from '../../fixtures/alfa-2026-0001.json' with { type: 'json' };
import paid from '../../fixtures/alfa-2026-0003.json' with { type: 'json' };
import { saveBlob } from '../../src/ui/saveFile.ts';
import { showWith } from '../../src/ui/testing/testing.tsx';
import { PaymentCard } from './PaymentCard.tsx';

vi.mock('../../src/ui/saveFile.ts', () => ({ saveBlob: vi.fn(), pdfFileName: vi.fn() }));

beforeEach(() => {
  // Only the clock is fixed: 6 March 2026 in Rome, before alfa-2026-0001's due date.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-06T10:00:00Z'));
});

afterEach(() => {
  vi.useRealTimers();
  vi.mocked(saveBlob).mockReset();
});

const button = () =>
  screen.queryByRole('button', { name: 'Aggiungi al calendario la scadenza della bolletta' });

describe('PaymentCard: the due-date reminder beside the due date (spec §9)', () => {
  it('downloads "Scadenza bolletta <date>.ics" with the event at 11:00 Rome time', async () => {
    showWith(power.document, <PaymentCard amountsDetail={false} />);
    await userEvent.click(
      screen.getByRole('button', { name: 'Aggiungi al calendario la scadenza della bolletta' }),
    );
    await waitFor(() => {
      expect(saveBlob).toHaveBeenCalledOnce();
    });
    const [blob, name] = vi.mocked(saveBlob).mock.calls[0] ?? [];
    expect(name).toBe('Scadenza bolletta 25-03-2026.ics');
    expect(blob?.type).toBe('text/calendar;charset=utf-8');
    const calendar = new ICAL.Component(ICAL.parse(await (blob as Blob).text()) as unknown[]);
    const start = calendar.getFirstSubcomponent('vevent')?.getFirstProperty('dtstart');
    expect(start?.getParameter('tzid')).toBe('Europe/Rome');
    expect(String(start?.getFirstValue())).toBe('2026-03-25T11:00:00');
    expect(calendar.getFirstSubcomponent('vevent')?.getFirstPropertyValue('summary')).toBe(
      'Scadenza bolletta A2026000101',
    );
  });

  it('is not offered when there is nothing to pay', () => {
    showWith(paid.document, <PaymentCard amountsDetail={false} />);
    expect(button()).toBeNull();
  });

  it.each([
    ['status 0, cancelled', { document_payment_status: 0 }],
    ['status 3, to be validated', { document_payment_status: 3 }],
    ['a due date already past', { document_payment_expiry: '2026-03-05' }],
  ])('is not offered for %s (decision 494)', (_case, fields) => {
    showWith({ ...power.document, ...fields }, <PaymentCard amountsDetail={false} />);
    expect(screen.getByText(/25\/03\/2026|05\/03\/2026/)).toBeInTheDocument();
    expect(button()).toBeNull();
  });
});
