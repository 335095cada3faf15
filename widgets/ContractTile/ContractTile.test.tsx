import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import full from '../../fixtures/alfa-2026-0001.json' with { type: 'json' };
import onlyCustomer from '../../fixtures/beta-2026-0003.json' with { type: 'json' };
import minimal from '../../fixtures/alfa-2026-0006.json' with { type: 'json' };
import { showWith, terms, valueOf } from '../../src/ui/testing/testing.tsx';
import { ContractTile } from './ContractTile.tsx';

describe('ContractTile (spec §2 "My contract tile")', () => {
  it('shows the customer code and the contract code of the index fields', () => {
    showWith(full.document, <ContractTile />);
    expect(screen.getByRole('region', { name: 'Il mio contratto' })).toBeInTheDocument();
    expect(valueOf('Codice cliente')).toBe('0010458321');
    expect(valueOf('Codice contratto')).toBe('CTR-2019-004518');
  });

  it('takes its title from the template', () => {
    showWith(full.document, <ContractTile titleKey="demo.details" />);
    expect(screen.getByRole('region', { name: 'Dettagli della fornitura' })).toBeInTheDocument();
  });

  it('leaves out a code the bill does not have', () => {
    showWith(onlyCustomer.document, <ContractTile />);
    expect(terms()).toEqual(['Codice cliente']);
  });

  it('renders nothing without either code', () => {
    const { container } = showWith(minimal.document, <ContractTile />);
    expect(container).toBeEmptyDOMElement();
  });
});
