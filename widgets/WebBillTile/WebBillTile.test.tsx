import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import chosenAsNumber from '../../fixtures/alfa-2026-0004.json' with { type: 'json' };
import notChosen from '../../fixtures/alfa-2026-0002.json' with { type: 'json' };
import chosen from '../../fixtures/alfa-2026-0001.json' with { type: 'json' };
import minimal from '../../fixtures/alfa-2026-0006.json' with { type: 'json' };
import { hostWith, showInPage } from '../../src/ui/testing/testingNav.tsx';
import { WebBillTile } from './WebBillTile.tsx';

const webBillUrl = 'https://www.alfa-energia.test/bolletta-web';
const host = hostWith({ webBillUrl });
const button = () =>
  screen.queryByRole('link', { name: 'Vai alla bolletta web (si apre in una nuova scheda)' });

describe('WebBillTile (template 5 "web_pdf"; spec §5: only when scelta_bolletta_web is \'1\')', () => {
  it("opens the host's web bill page in a new tab when the bill chose it ('1')", () => {
    showInPage(chosen.document, host, <WebBillTile />);
    expect(screen.getByRole('region', { name: 'Bolletta web' })).toBeInTheDocument();
    expect(button()).toHaveAttribute('href', webBillUrl);
    expect(button()).toHaveAttribute('target', '_blank');
    expect(button()?.getAttribute('rel')).toContain('noopener');
  });

  it('reads the number 1 as chosen too', () => {
    showInPage(chosenAsNumber.document, host, <WebBillTile />);
    expect(button()).toBeInTheDocument();
  });

  it.each([
    ["'0'", notChosen.document],
    ['missing', minimal.document],
  ])('renders nothing when scelta_bolletta_web is %s', (_case, doc) => {
    showInPage(doc, host, <WebBillTile />);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(button()).not.toBeInTheDocument();
  });

  it.each([
    ['no webBillUrl', hostWith()],
    ['a webBillUrl that is not a web address', hostWith({ webBillUrl: 'javascript:void 0' })],
    ['no host settings', undefined],
  ])('renders nothing with %s: a button must lead somewhere', (_case, settings) => {
    showInPage(chosen.document, settings, <WebBillTile />);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});
