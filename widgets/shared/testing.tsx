import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../../src/i18n/index.ts';
import { useBill } from '../../src/state/bill.ts';
import { asBill } from '../../tests/fixtures.ts';

/** Renders a widget over a bill document in the store, with the Italian catalogue. */
export function showWith(doc: unknown, widget: ReactElement) {
  useBill.getState().setBill(asBill({ doc }));
  return render(<I18nextProvider i18n={createI18n()}>{widget}</I18nextProvider>);
}

/** The value (`dd`) shown for a label (`dt`) of a label/value list. */
export function valueOf(term: string): string | null {
  const dt = screen.getAllByRole('term').find((node) => node.textContent === term);
  if (!dt) throw new Error(`no term "${term}" among ${screen.getAllByRole('term').length}`);
  return dt.nextElementSibling?.textContent ?? null;
}

/** The labels (`dt`) shown, in order. */
export function terms(): string[] {
  return screen.queryAllByRole('term').map((node) => node.textContent);
}
