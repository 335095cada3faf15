import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n } from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import glossary from '../../i18n/glossary/it.json' with { type: 'json' };
import { applyCatalogue, createI18n } from '../../i18n/index.ts';
import { createPageI18n } from '../../i18n/page.ts';
import type { Term } from '../../domain/glossaryTerms.ts';
import { Explain } from './Explain.tsx';
import { ExplainButton } from './ExplainButton.tsx';

const label = 'Spesa per oneri di sistema';
const name = 'Che cosa significa «Spesa per oneri di sistema»?';
const { title, text } = glossary.glossary.oneri_di_sistema;

function show(ui: ReactElement, i18n: i18n = createI18n(), named = name) {
  render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>);
  return screen.getByRole('button', { name: named });
}

/** The panel the button controls (`aria-controls`), whatever it holds. */
function panelOf(button: HTMLElement): HTMLElement {
  const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
  if (!panel) throw new Error('the button controls no element');
  return panel;
}

describe('Explain (issue 32: every term in plain words)', () => {
  it('shows the label followed by a closed button named after it', () => {
    const button = show(<Explain term="oneri_di_sistema" label={label} />);
    expect(button.parentElement?.parentElement).toHaveTextContent(label);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(panelOf(button)).toBeEmptyDOMElement();
    expect(panelOf(button)).toHaveAttribute('aria-live', 'polite');
  });

  it('opens on a click with the glossary’s title and text, right after the button', async () => {
    const user = userEvent.setup();
    const button = show(<ExplainButton term="oneri_di_sistema" label={label} />);
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const panel = panelOf(button);
    expect(await within(panel).findByText(text)).toBeInTheDocument();
    expect(within(panel).getByText(title)).toBeInTheDocument();
    expect(button.compareDocumentPosition(panel)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });

  it.each(['{Enter}', ' '])('opens from the keyboard with %j', async (key) => {
    const user = userEvent.setup();
    const button = show(<ExplainButton term="oneri_di_sistema" label={label} />);
    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard(key);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(await within(panelOf(button)).findByText(text)).toBeInTheDocument();
  });

  it('closes with Escape, focus back on the button, and with a second press', async () => {
    const user = userEvent.setup();
    const button = show(<ExplainButton term="oneri_di_sistema" label={label} />);
    await user.click(button);
    await within(panelOf(button)).findByText(text);
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(panelOf(button)).toBeEmptyDOMElement();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    await within(panelOf(button)).findByText(text);
    await user.click(button);
    expect(panelOf(button)).toBeEmptyDOMElement();
  });

  it('says it is loading, never an empty box, until the texts arrive', async () => {
    const user = userEvent.setup();
    const button = show(
      <ExplainButton term="pdr" label="PDR" />,
      createI18n(),
      'Che cosa significa «PDR»?',
    );
    await user.click(button);
    // Either the chunk is still on its way or it has arrived: the panel is never empty.
    expect(panelOf(button).textContent).toMatch(/Caricamento…|Punto di Riconsegna/);
    await within(panelOf(button)).findByText(glossary.glossary.pdr.text);
  });

  it('shows the host’s wording over the product’s, and the product’s where the host has none', async () => {
    const user = userEvent.setup();
    const i18n = createPageI18n();
    const hostText = 'Il codice del tuo gas: lo trovi in alto nella prima pagina.';
    await applyCatalogue(i18n, 'it', {
      explain: { open: 'Che cosa significa «{{label}}»?', loading: 'Caricamento…' },
      glossary: { pdr: { text: hostText } },
    });
    render(
      <I18nextProvider i18n={i18n}>
        <ExplainButton term="pdr" label="PDR" />
      </I18nextProvider>,
    );
    const button = screen.getByRole('button', { name: 'Che cosa significa «PDR»?' });
    await user.click(button);
    expect(await within(panelOf(button)).findByText(hostText)).toBeInTheDocument();
    expect(within(panelOf(button)).getByText(glossary.glossary.pdr.title)).toBeInTheDocument();
  });

  it('explains a term the host adds, from the host’s catalogue (decision 648)', async () => {
    const user = userEvent.setup();
    const i18n = createPageI18n();
    await applyCatalogue(i18n, 'it', {
      explain: { open: 'Che cosa significa «{{label}}»?', loading: 'Caricamento…' },
      glossary: { fondo_verde: { title: 'Fondo verde', text: 'Il contributo alle rinnovabili.' } },
    });
    render(
      <I18nextProvider i18n={i18n}>
        <ExplainButton term={'fondo_verde' as Term} label="Contributo fondo verde" />
      </I18nextProvider>,
    );
    await user.click(screen.getByRole('button', { name: /Contributo fondo verde/ }));
    expect(await screen.findByText('Il contributo alle rinnovabili.')).toBeInTheDocument();
    expect(screen.getByText('Fondo verde')).toBeInTheDocument();
  });

  it('speaks the host’s language when its catalogue has the glossary', async () => {
    const user = userEvent.setup();
    const i18n = createI18n();
    await applyCatalogue(i18n, 'en', {
      explain: { open: 'What does “{{label}}” mean?', loading: 'Loading…' },
      glossary: { iva: { title: 'VAT', text: 'Value added tax.' } },
    });
    await user.click(show(<ExplainButton term="iva" label="IVA" />, i18n, 'What does “IVA” mean?'));
    expect(await screen.findByText('Value added tax.')).toBeInTheDocument();
  });
});
