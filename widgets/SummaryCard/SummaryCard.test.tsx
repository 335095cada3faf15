import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import full from '../../fixtures/alfa-2026-0001.json' with { type: 'json' };
import gas from '../../fixtures/alfa-2026-0002.json' with { type: 'json' };
import condominium from '../../fixtures/alfa-2026-0003.json' with { type: 'json' };
import minimal from '../../fixtures/alfa-2026-0006.json' with { type: 'json' };
import longTexts from '../../fixtures/alfa-2026-0007.json' with { type: 'json' };
import flagsOff from '../../fixtures/beta-2026-0005.json' with { type: 'json' };
import { loadImages, showWith, terms, valueOf } from '../../src/ui/testing/testing.tsx';
import type { SummaryCardProps } from './props.gen.ts';
import { SummaryCard } from './SummaryCard.tsx';

const show = (doc: unknown, props: SummaryCardProps = {}) =>
  showWith(doc, <SummaryCard {...props} />);

describe('SummaryCard (spec §2 "Summary card")', () => {
  it('is a region named by its title', () => {
    show(full.document);
    expect(screen.getByRole('region', { name: 'Riepilogo bolletta' })).toBeInTheDocument();
  });

  it('shows the holder and the address lines, with postal code, locality, province and country', () => {
    show(full.document);
    expect(screen.getByText('Giulia Bianchi')).toBeInTheDocument();
    const address = screen.getByRole('group', { name: 'Indirizzo' });
    expect([...address.children].map((line) => line.textContent)).toEqual([
      'Via Appia Nuova 215',
      'Scala B, interno 7',
      '00183 Roma (RM)',
      'Italia',
    ]);
  });

  it('shows every address line the document has, frazione included', () => {
    show(longTexts.document);
    const address = screen.getByRole('group', { name: 'Indirizzo' });
    expect(address.children).toHaveLength(6);
    expect(address).toHaveTextContent('Torre a Mare');
    expect(address).toHaveTextContent('70126 Bari (BA)');
  });

  it('shows document type, number and date as d/m/Y (spec §5, decision 8)', () => {
    show(full.document);
    expect(valueOf('Tipo documento')).toBe('Fattura');
    expect(valueOf('Numero documento')).toBe('A2026000101');
    expect(valueOf('Data emissione')).toBe('05/03/2026');
  });

  it('shows the billing period when its flag is on (decision 12)', () => {
    show(full.document);
    expect(valueOf('Periodo di fatturazione')).toBe('dal 01/01/2026 al 28/02/2026');
  });

  it.each([
    { what: 'missing', doc: condominium.document },
    { what: '"0"', doc: flagsOff.document },
  ])('leaves the billing period out when its flag is $what (decision 3)', ({ doc }) => {
    show(doc);
    expect(terms()).not.toContain('Periodo di fatturazione');
  });

  it('shows the index fields with their catalogue labels, in order, dates formatted', () => {
    show(full.document);
    expect(valueOf('Codice cliente')).toBe('0010458321');
    expect(valueOf('Numero avviso')).toBe('301000000104583210');
    expect(valueOf('Codice contratto')).toBe('CTR-2019-004518');
    expect(valueOf('Codice fiscale')).toBe('BNCGLI85M52H501X');
    expect(terms().filter((term) => term === 'Data emissione')).toHaveLength(1);
  });

  it('shows an index label the catalogue does not know as written, and skips empty values', () => {
    show({
      document_number: 'X1',
      index_fields: [
        { label: 'Codice POD', value: 'IT001E' },
        { label: 'invoices_CF', value: '' },
        { label: 'invoices_codice_cliente', value: { wrong: 'type' } },
      ],
    });
    expect(valueOf('Codice POD')).toBe('IT001E');
    expect(terms()).toEqual(['Numero documento', 'Codice POD']);
  });

  it('can leave the index fields out', () => {
    show(full.document, { showIndexFields: false });
    expect(terms()).not.toContain('Codice cliente');
  });

  it('shows the service logo and description of riepilogo_doc', () => {
    show(full.document);
    loadImages();
    expect(screen.getByRole('img', { name: 'Logo del servizio' })).toHaveAttribute(
      'src',
      'https://www.alfa-energia.test/img/servizio-luce.svg',
    );
    expect(
      screen.getByText('Fornitura di energia elettrica per uso domestico residente'),
    ).toBeInTheDocument();
  });

  it("falls back to the header's service logo", () => {
    show(gas.document);
    loadImages();
    expect(screen.getByRole('img', { name: 'Logo del servizio' })).toHaveAttribute(
      'src',
      'https://www.alfa-energia.test/img/servizio-gas.svg',
    );
  });

  it('hides the service logo when it fails to load (spec §4, §8)', () => {
    show(full.document);
    loadImages();
    fireEvent.error(screen.getByRole('img', { name: 'Logo del servizio' }));
    expect(screen.queryByRole('img', { name: 'Logo del servizio' })).not.toBeInTheDocument();
  });

  it('shows no logo when the document has none, or one that is not a web address', () => {
    show({
      document_number: 'X1',
      fatt_interattiva_data: { riepilogo_doc: { logo_servizio: 'javascript:alert(1)' } },
    });
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('shows the profile image and hides it on load error (spec §2)', () => {
    const { container } = show(full.document, { profileImageUrl: '/avatar.svg' });
    const image = container.querySelector('img[src="/avatar.svg"]');
    expect(image).not.toBeNull();
    fireEvent.error(image as Element);
    // Hidden in its box (decision 176): not seen, not read, and the card does not move.
    expect(image).not.toBeVisible();
    expect(image).toHaveAttribute('data-failed');
  });

  it('shows what a minimal bill has and nothing empty', () => {
    show(minimal.document);
    expect(screen.getByText('Anna Ferrari')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Indirizzo' })).not.toBeInTheDocument();
    expect(terms()).toEqual(['Numero documento', 'Data emissione']);
  });

  it('shows texts of the wrong type as nothing, never as [object Object] (decisions 2, 6)', () => {
    show({ document_number: 'X1', holder_name: { a: 1 }, holder_localita: ['Roma'] });
    expect(screen.getByRole('region')).not.toHaveTextContent('object');
  });
});
