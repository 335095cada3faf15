import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import chromeIt from '../../../i18n/chrome/it.json' with { type: 'json' };
import betaJson from '../../../../hosts/bolletta.beta-gas.test/hostsettings.json' with { type: 'json' };
import { asHostSettings } from '../../../../tests/fixtures.ts';
import { createI18n } from '../../../i18n/index.ts';
import { pageTitle } from './pageTitle.ts';
import ShellHeader from './ShellHeader.tsx';

function main(html: string): HTMLElement {
  const element = document.createElement('main');
  element.innerHTML = html;
  return element;
}

describe("the tab's title (issue 30)", () => {
  it('names a bill by its number, any other page by its heading, and the supplier', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({ lng: 'it', resources: { it: { translation: chromeIt } } });
    const t = i18n.t;
    const bill = main('<div data-bill-number="A2026000101"><h2>x</h2></div>');
    expect(pageTitle(bill, 'Alfa Energia', t)).toBe('Bolletta n. A2026000101 – Alfa Energia');
    expect(pageTitle(main('<div data-bill-number=""></div>'), 'Alfa', t)).toBe('Bolletta – Alfa');
    expect(pageTitle(main('<h1>  Pagina non\n trovata </h1>'), 'Beta Gas', t)).toBe(
      'Pagina non trovata – Beta Gas',
    );
    expect(pageTitle(main('<p>nothing</p>'), 'Beta Gas', t)).toBe('Beta Gas');
  });

  it('follows the page as it changes (a route, a language), while the header is there', async () => {
    const i18n = createI18n('it');
    const view = render(
      <I18nextProvider i18n={i18n}>
        <ShellHeader host={asHostSettings(betaJson)} />
        <main>
          <h1>Pagamento riuscito</h1>
        </main>
      </I18nextProvider>,
    );
    expect(document.title).toBe('Pagamento riuscito – Beta Gas');
    screen.getByRole('heading', { level: 1 }).textContent = 'Link non più valido';
    await expect.poll(() => document.title).toBe('Link non più valido – Beta Gas');
    view.unmount();
  });
});
