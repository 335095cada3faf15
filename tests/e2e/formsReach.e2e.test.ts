// Issue 30: from each printed sample-bill link (as `npm start` prints it, no `&template=`) to
// each form README.md's "Where the forms are" lists, on a phone and on a desktop. A table: one
// row per form, link, device and way there; each row only opens the page and walks to the form,
// so the rows share one browser context per device and leave nothing behind.
import type { Locator, Page } from 'playwright-core';
import { inject } from 'vitest';
import { openBill } from './bills.ts';
import { describe, expect, retryOnStall, scrollThrough, test, type DeviceName } from './harness.ts';

type Form = 'profile' | 'care' | 'selfReading';

/** Each form as a reader finds it: by its accessible name. */
const formIn: Record<Form, (scope: Page | Locator) => Locator> = {
  profile: (scope) => scope.getByRole('form', { name: 'Il mio profilo digitale' }),
  care: (scope) => scope.getByRole('form', { name: 'Scrivi al servizio clienti' }),
  selfReading: (scope) => scope.getByRole('region', { name: 'Autolettura gas' }),
};

/** A way from the opened page to where the form is: clicks, then the scope that holds it. */
type Way = { what: string; go: (page: Page) => Promise<Page | Locator> };

const onThePage: Way = { what: 'on the page', go: (page) => Promise.resolve(page) };

const tab = (name: string): Way => ({
  what: `tab "${name}"`,
  go: async (page) => {
    await page.getByRole('tab', { name, exact: true }).click();
    return page.getByRole('tabpanel', { name, exact: true });
  },
});

const headerProfile: Way = {
  what: 'the header\'s "Il mio profilo" icon',
  go: async (page) => {
    await page
      .getByRole('group', { name: 'Intestazione della bolletta' })
      .getByRole('button', { name: 'Il mio profilo' })
      .click();
    return page.getByRole('dialog', { name: 'I miei dati' });
  },
};

/** Template 5's quick action: in the "Azioni" sheet on a phone, the "Azioni" tab on a desktop. */
const quickAction = (name: string, dialog: string): Way => ({
  what: `quick action "${name}"`,
  go: async (page) => {
    await page.getByRole('tab', { name: 'Azioni' }).click();
    const actions = page
      .getByRole('dialog', { name: 'Azioni' })
      .or(page.getByRole('tabpanel', { name: 'Azioni' }));
    await actions.getByRole('button', { name, exact: true }).click();
    return page.getByRole('dialog', { name: dialog });
  },
});

const cardButton: Way = {
  what: 'the consumption card\'s "Comunica l\'autolettura"',
  go: async (page) => {
    await page.getByRole('button', { name: "Comunica l'autolettura" }).first().click();
    return page.getByRole('dialog', { name: 'Autolettura del gas' });
  },
};

type Row = [form: Form, bill: string, device: DeviceName, way: Way];
const both = (form: Form, bill: string, way: Way): Row[] => [
  [form, bill, 'phone', way],
  [form, bill, 'desktop', way],
];

// README.md "Where the forms are", row by row.
const rows: Row[] = [
  ['profile', 'beta-2026-0001', 'desktop', tab('Profilo')],
  ['profile', 'beta-2026-0001', 'phone', onThePage],
  ...both('profile', 'beta-2026-0008', headerProfile),
  ['profile', 'beta-2026-0008', 'desktop', tab('I miei dati e il mio contratto')],
  ['care', 'beta-2026-0001', 'desktop', tab('Servizio clienti')],
  ['care', 'beta-2026-0001', 'phone', onThePage],
  ...both('care', 'alfa-2026-0001', onThePage),
  ...both(
    'care',
    'beta-2026-0008',
    quickAction('Scrivi al servizio clienti', 'Scrivi al servizio clienti'),
  ),
  ['selfReading', 'beta-2026-0001', 'desktop', tab('Autolettura')],
  ['selfReading', 'beta-2026-0001', 'phone', onThePage],
  ...both('selfReading', 'beta-2026-0008', cardButton),
  ...both('selfReading', 'beta-2026-0008', quickAction('Autolettura', 'Autolettura del gas')),
  ...both('selfReading', 'alfa-2026-0002', onThePage),
  ...both('selfReading', 'alfa-2026-0008', onThePage),
  ...both('selfReading', 'beta-2026-0004', onThePage),
  ...both('selfReading', 'beta-2026-0006', onThePage),
];

const bills = inject('bills');

describe.each(['phone', 'desktop'] as const)(
  'the forms from the printed links on a %s',
  (device) => {
    test.override({ device, shareContext: true });

    test.for(
      rows.filter((row) => row[2] === device).map(([f, b, , w]) => [f, b, w.what, w] as const),
    )(
      'reaches the %s form on %s: %s',
      retryOnStall,
      async ([form, id, , way], { page, errors }) => {
        const bill = bills.find((candidate) => candidate.id === id);
        if (!bill) throw new Error(`the sample bill ${id} is missing`);
        await openBill(page, bill.link);
        const found = formIn[form](await way.go(page));
        // A reader scrolls down to it: a form's body loads when it comes near the screen.
        await scrollThrough(page);
        await found.scrollIntoViewIfNeeded();
        await found.waitFor();
        await expect.poll(() => found.isVisible()).toBe(true);
        expect(errors).toEqual([]);
      },
    );
  },
);
