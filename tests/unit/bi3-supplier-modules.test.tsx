// Spec §2 "Template 3": module keys include "customer_care (email variant) or the supplier's
// customer-care variant, supplier variants of supply data, profile and self-reading (two
// self-reading variants, one driven by the _ugm_autolettura flag)". Issue 16: the forms appear
// under a supplier's own module keys too, each once, and only where the supplier's flags allow.
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { testBill } from '../../src/state/testing.ts';
import { readJson, renderPage } from './templatePage.tsx';

const beta = readJson('fixtures/beta-2026-0001.json')['document'] as Record<string, unknown>;
const alfaGas = readJson('fixtures/alfa-2026-0008.json')['document'] as Record<string, unknown>;
const host = readJson('hosts/bolletta.beta-gas.test/hostsettings.json');

afterEach(() => {
  cleanup();
  testBill.getState().setBill({ doc: undefined });
});

const page = (doc: Record<string, unknown>, modules: string[]) =>
  renderPage('bi3', { doc, modules: { modules }, host, device: 'desktop' });

const headings = (name: string) => screen.queryAllByRole('heading', { name });
/** The customer-care forms on the page, by the request each sends. */
const careForms = () =>
  [...document.querySelectorAll('[data-care-form]')].map((form) =>
    form.getAttribute('data-care-form'),
  );

describe('bi3: the supplier variants of the forms (spec §2 "Template 3", issue 16)', () => {
  it('shows the customer-care, profile and self-reading forms under the supplier keys', async () => {
    expect(await page(beta, ['customer_care_beta', 'profilo_beta', 'autolettura_beta'])).toEqual(
      [],
    );
    expect(careForms()).toEqual(['messaggio']);
    expect(headings('Il mio profilo digitale')).toHaveLength(1);
    expect(headings('Autolettura del gas')).toHaveLength(1);
  });

  it('shows one customer-care form when the email variant and the supplier one are listed', async () => {
    await page(beta, ['customer_care', 'customer_care_beta', 'customer_care_alfa']);
    expect(careForms()).toEqual(['messaggio']);
  });

  it('keeps the notice, not the form, where the supplier flag is off', async () => {
    await page({ ...beta, bolletta_interattiva_duferco_customer_care: '0' }, [
      'customer_care_beta',
    ]);
    expect(careForms()).toEqual([]);
    expect(screen.getByText(/Per una domanda sulla bolletta/)).toBeInTheDocument();
  });

  it('offers self-reading through the _ugm_ variant on a gas bill, once', async () => {
    await page(alfaGas, ['autolettura_ugm', 'autolettura_alfa']);
    expect(headings('Autolettura del gas')).toHaveLength(1);
  });

  it('lets the supplier variant win over the _ugm_ one when both could show', async () => {
    await page({ ...beta, bolletta_interattiva_ugm_autolettura: '1' }, [
      'autolettura_ugm',
      'autolettura_beta',
    ]);
    expect(headings('Autolettura del gas')).toHaveLength(1);
  });

  it('shows no self-reading form on a power bill nor without its flag', async () => {
    await page({ ...beta, tipo_bolletta: 'ENERGIA ELETTRICA' }, ['autolettura_beta']);
    expect(headings('Autolettura del gas')).toHaveLength(0);
    cleanup();
    await page({ ...beta, bolletta_interattiva_duferco_profilo: '0' }, ['profilo_beta']);
    expect(headings('Il mio profilo digitale')).toHaveLength(0);
  });

  it('yields to the 3Dt switch, whose tabs hold the forms, on bi3dt', async () => {
    await renderPage('bi3dt', {
      doc: beta,
      modules: {
        modules: [
          'multi_component_switch_3dt',
          'customer_care_beta',
          'profilo_beta',
          'autolettura_beta',
        ],
      },
      host,
      device: 'desktop',
    });
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent.trim());
    expect(tabs).toEqual(expect.arrayContaining(['Profilo', 'Servizio clienti', 'Autolettura']));
    // The first tab is selected: no form is on the page until its tab opens.
    expect(careForms()).toEqual([]);
    expect(headings('Il mio profilo digitale')).toHaveLength(0);
    expect(headings('Autolettura del gas')).toHaveLength(0);
  });
});
