import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { vi } from 'vitest';
import { createApi } from '../../api/calls.ts';
import { createClient } from '../../api/client.ts';
import { ApiProvider, type PageApi } from '../../api/context.ts';
import type { MediaClient } from '../../api/media.ts';
import { createI18n } from '../../i18n/index.ts';
import { BillProvider } from '../../state/bill.ts';
import { testBill } from '../../state/testing.ts';
import { asBill } from '../../../tests/fixtures.ts';

/** The files widgets download in tests: a mock each test file sets and resets as it needs. */
export const testMedia = { downloadMedia: vi.fn<MediaClient['downloadMedia']>() };

/** The page API the helpers hand down: no session, the media mock; calls reach no server. */
export const testPageApi: PageApi = {
  api: createApi(createClient({ credentials: () => ({ token: undefined, fromCrypto: false }) })),
  media: testMedia,
  startSession: () => undefined,
};

/** Renders a widget over a bill document in the store, with the Italian catalogue. */
export function showWith(doc: unknown, widget: ReactElement) {
  testBill.getState().setBill(asBill({ doc }));
  return render(
    <I18nextProvider i18n={createI18n()}>
      <ApiProvider value={testPageApi}>
        <BillProvider store={testBill}>{widget}</BillProvider>
      </ApiProvider>
    </I18nextProvider>,
  );
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

/**
 * Every image of the page as loaded, which jsdom never does: SafeImage names an image only
 * once it has loaded (decision 606).
 */
export function loadImages(): void {
  for (const image of document.querySelectorAll('img')) fireEvent.load(image);
}
