// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Host } from './hosts/hosts.ts';
import { hostsOfSupplier } from './runtime.ts';

const host = (name: string, supplier: string, chain: number): Host =>
  ({
    name,
    chain: Array.from({ length: chain }, (_, i) => `hosts/${name}-${i}`),
    settings: { supplier },
  }) as unknown as Host;

/** Decision 316: a bill's links go to its supplier's own host first, then to its variants. */
describe('the hosts that show a supplier’s bills', () => {
  it('puts the supplier’s own host before its variants, whatever their names', () => {
    const all = [
      host('bolletta.acme.test', 'alfa', 2),
      host('bolletta.alfa-energia.test', 'alfa', 1),
      host('bolletta.beta-gas.test', 'beta', 1),
      host('bolletta.zeta.test', 'alfa', 2),
    ];
    expect(hostsOfSupplier({ all }, 'alfa').map((h) => h.name)).toEqual([
      'bolletta.alfa-energia.test',
      'bolletta.acme.test',
      'bolletta.zeta.test',
    ]);
    expect(hostsOfSupplier({ all }, 'gamma')).toEqual([]);
  });
});
