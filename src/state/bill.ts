import { create } from 'zustand';
import type { BillDocument } from '../../schemas/types/bill-document.gen.ts';
import type { InstalmentsData } from '../../schemas/types/instalments.gen.ts';
import type { BillModules } from '../../schemas/types/modules.gen.ts';

/**
 * The bill on screen: what the API answered, validated at the boundary before it lands here.
 * Widgets read it with selectors; the template engine reads a snapshot as its context.
 */
export interface BillState {
  doc: BillDocument | undefined;
  /** The instalments answer's `data` (spec §7 `rate`). */
  rate: InstalmentsData | undefined;
  modules: BillModules | undefined;
  /** Index of the supply chosen in the supply selector (spec §2 "Supply data"). */
  supplyIndex: number;
  setBill: (bill: {
    doc: BillDocument | undefined;
    rate?: InstalmentsData | undefined;
    modules?: BillModules | undefined;
  }) => void;
  selectSupply: (index: number) => void;
}

export const useBill = create<BillState>()((set) => ({
  doc: undefined,
  rate: undefined,
  modules: undefined,
  supplyIndex: 0,
  setBill: ({ doc, rate, modules }) => {
    set({ doc, rate, modules, supplyIndex: 0 });
  },
  selectSupply: (supplyIndex) => {
    set({ supplyIndex });
  },
}));
