import { create } from 'zustand';

/**
 * The bill on screen: what the API answered, validated at the boundary before it lands here.
 * Widgets read it with selectors; the template engine reads a snapshot as its context.
 */
export interface BillState {
  doc: unknown;
  rate: unknown;
  modules: unknown;
  /** Index of the supply chosen in the supply selector (spec §2 "Supply data"). */
  supplyIndex: number;
  setBill: (bill: { doc: unknown; rate?: unknown; modules?: unknown }) => void;
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
