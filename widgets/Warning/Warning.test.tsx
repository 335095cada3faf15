import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import alfaPayable from '../../fixtures/alfa-2026-0001.json' with { type: 'json' };
import alfaPaid from '../../fixtures/alfa-2026-0003.json' with { type: 'json' };
import alfaCredit from '../../fixtures/alfa-2026-0005.json' with { type: 'json' };
import betaCreditPaid from '../../fixtures/beta-2026-0007.json' with { type: 'json' };
import { showWith } from '../../src/ui/testing/testing.tsx';
import { Warning } from './Warning.tsx';

describe('Warning (template 5 "warning", spec §2)', () => {
  it('is a note named by its title, with its text from the catalogue', () => {
    showWith(
      {},
      <Warning titleKey="widgets.warning.sample.title" textKey="widgets.warning.sample.text" />,
    );
    const note = screen.getByRole('note', { name: 'Avviso' });
    expect(note).toHaveTextContent('la bolletta arriva solo in formato digitale');
  });

  it('says it in words: the icon is hidden from screen readers', () => {
    const { container } = showWith(
      {},
      <Warning titleKey="widgets.warning.sample.title" textKey="widgets.warning.sample.text" />,
    );
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });
});

describe('Warning: a notice about paying shows only while the bill asks for payment (spec §2, §4, §5; project decision 126)', () => {
  const notice = (doc: unknown, onlyWhenDue = false) =>
    showWith(
      doc,
      <Warning
        titleKey="bill.t5.warning.title"
        textKey="bill.t5.warning.text"
        onlyWhenDue={onlyWhenDue}
      />,
    );
  it.each([
    ['a bill to pay (status 1, a debt)', alfaPayable.document, true],
    ['a credit note', alfaCredit.document, false],
    ['a credit marked paid (status 4)', betaCreditPaid.document, false],
    [
      'a paid bill with its debt (status 4)',
      { ...alfaPaid.document, document_payment_debt: 9 },
      false,
    ],
    ['a paid bill with nothing to pay', alfaPaid.document, false],
  ])('%s: "Paga entro la scadenza…" shown: %s', (_name, doc, shown) => {
    notice(doc, true);
    expect(screen.queryAllByRole('note', { name: 'Da sapere' })).toHaveLength(shown ? 1 : 0);
    expect(screen.queryAllByText(/Paga entro la scadenza/)).toHaveLength(shown ? 1 : 0);
  });

  it('shows on every bill without onlyWhenDue (a notice that is not about paying)', () => {
    notice(alfaCredit.document);
    expect(screen.getByRole('note', { name: 'Da sapere' })).toBeInTheDocument();
  });
});
