import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import full from '../../fixtures/alfa-2026-0001.json' with { type: 'json' };
import minimal from '../../fixtures/alfa-2026-0006.json' with { type: 'json' };
import { showWith, terms, valueOf } from '../../src/ui/testing/testing.tsx';
import { ContactsCard } from './ContactsCard.tsx';
import type { ContactsCardProps } from './props.gen.ts';

const show = (doc: unknown, props: ContactsCardProps = {}) =>
  showWith(doc, <ContactsCard {...props} />);

describe('ContactsCard (spec §2 "Contacts card")', () => {
  it('shows both phones as tel: links and the e-mail as a mailto: link', () => {
    show(full.document);
    expect(screen.getByRole('region', { name: 'Contatti' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '800 123 456' })).toHaveAttribute(
      'href',
      'tel:800123456',
    );
    expect(screen.getByRole('link', { name: '02 8725 1100' })).toHaveAttribute(
      'href',
      'tel:0287251100',
    );
    expect(screen.getByRole('link', { name: 'clienti@alfa-energia.test' })).toHaveAttribute(
      'href',
      'mailto:clienti@alfa-energia.test',
    );
  });

  it('adds the certified e-mail, the emergency number and the distributor (spec §2 variants)', () => {
    show(full.document);
    expect(screen.getByRole('link', { name: 'alfaenergia@pec.alfa-energia.test' })).toHaveAttribute(
      'href',
      'mailto:alfaenergia@pec.alfa-energia.test',
    );
    expect(screen.getByRole('link', { name: '800 940 940' })).toHaveAttribute(
      'href',
      'tel:800940940',
    );
    expect(valueOf('Distributore')).toBe('Rete Elettrica Capitolina S.p.A.');
  });

  it('shows only phones and e-mail when not extended', () => {
    show(full.document, { extended: false });
    expect(terms()).toEqual(['Telefono', 'Altro telefono', 'E-mail']);
  });

  it('shows the toll-free badge beside the first phone and hides it on load error (spec §4)', () => {
    const { container } = show(full.document);
    const badge = container.querySelector('img');
    expect(badge).toHaveAttribute('src', 'https://www.alfa-energia.test/img/numero-verde.png');
    fireEvent.error(badge as Element);
    // Hidden in its box (decision 176): not seen, not read, and the line does not move.
    expect(badge).not.toBeVisible();
    expect(screen.queryByRole('img', { hidden: false })).toBeNull();
    expect(screen.getByRole('link', { name: '800 123 456' })).toBeInTheDocument();
  });

  it('never makes a link of text that is not a number or an address (decision 6)', () => {
    show({
      landing_page_tel1: 'chiamaci dal lunedì al venerdì',
      landing_email: 'javascript:alert(1)',
    });
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(valueOf('Telefono')).toBe('chiamaci dal lunedì al venerdì');
    expect(valueOf('E-mail')).toBe('javascript:alert(1)');
  });

  it('renders nothing when the bill has no contact', () => {
    const { container } = show(minimal.document);
    expect(container).toBeEmptyDOMElement();
  });

  it('ignores contacts of the wrong type (decision 2)', () => {
    const { container } = show({ landing_page_tel1: 800123, landing_email: { a: 1 } });
    expect(container).not.toHaveTextContent('object');
    expect(screen.getByRole('link', { name: '800123' })).toHaveAttribute('href', 'tel:800123');
  });
});
