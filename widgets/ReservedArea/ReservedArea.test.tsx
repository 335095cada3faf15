import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import gas from '../../fixtures/beta-2026-0001.json' with { type: 'json' };
import minimal from '../../fixtures/alfa-2026-0006.json' with { type: 'json' };
import { hostWith, showInPage } from '../../src/ui/testing/testingNav.tsx';
import { ReservedArea, reservedAreaUrl } from './ReservedArea.tsx';
import { asBill } from '../../tests/fixtures.ts';

const hostUrl = 'https://clienti.alfa-energia.test/';
const host = hostWith({ reservedAreaUrl: hostUrl });
const name = "Accedi all'area riservata (si apre in una nuova scheda)";

describe('ReservedArea (template 5 "area_riservata", spec §2; decision 25)', () => {
  it("invites to the document's reserved-area link, in a new tab", () => {
    showInPage(gas.document, host, <ReservedArea />);
    expect(screen.getByRole('region', { name: 'Area riservata' })).toHaveTextContent(
      'tutte le tue bollette',
    );
    const link = screen.getByRole('link', { name });
    expect(link).toHaveAttribute('href', gas.document.bolletta_interattiva_area_riservata_link);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it("uses the host's address when the document has none", () => {
    showInPage(minimal.document, host, <ReservedArea />);
    expect(screen.getByRole('link', { name })).toHaveAttribute('href', hostUrl);
  });

  it('keeps a quiet sentence and no button without any web address', () => {
    showInPage(minimal.document, hostWith({ reservedAreaUrl: 'ftp://x.test' }), <ReservedArea />);
    const card = screen.getByRole('region', { name: 'Area riservata' });
    expect(card).toHaveTextContent('sul sito del tuo fornitore');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it("takes the template's title", () => {
    showInPage(minimal.document, host, <ReservedArea titleKey="demo.help" />);
    expect(screen.getByRole('region', { name: 'Aiuto' })).toBeInTheDocument();
  });
});

describe('reservedAreaUrl (decision 25: the document wins over the host; decision 6)', () => {
  const doc = (link: unknown) => ({ bolletta_interattiva_area_riservata_link: link });
  it.each([
    [doc('https://doc.test/area'), hostUrl, 'https://doc.test/area'],
    [doc(''), hostUrl, hostUrl],
    [doc('javascript:alert(1)'), hostUrl, hostUrl],
    [doc(null), hostUrl, hostUrl],
    [{}, '', undefined],
    [{}, undefined, undefined],
    [doc('https://doc.test/area'), undefined, 'https://doc.test/area'],
  ])('%j with host %j: %j', (document, setting, url) => {
    const settings = setting === undefined ? hostWith() : hostWith({ reservedAreaUrl: setting });
    expect(reservedAreaUrl(asBill({ doc: document }).doc, settings)).toBe(url);
  });
});
