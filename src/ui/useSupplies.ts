import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { supplyPoint } from '../domain/supplyPoint.ts';
import { useBill } from '../state/bill.ts';
import {
  selectedEntry,
  supplyEntries,
  supplyListOf,
  type Supply,
  type SupplyEntry,
} from '../domain/supplies.ts';

export interface SupplyState {
  entries: SupplyEntry[];
  /** The selected supply (store `supplyIndex`, clamped to the list); undefined with none. */
  selected: SupplyEntry | undefined;
  /** Writes the store's selection, which every other module reads (spec §2 "Supply data"). */
  select: (index: number) => void;
}

/** The bill's supplies and the selection shared through the bill store. */
export function useSupplies(): SupplyState {
  const list = useBill((state) => supplyListOf(state.doc));
  const supplyIndex = useBill((state) => state.supplyIndex);
  const select = useBill((state) => state.selectSupply);
  const entries = useMemo(() => supplyEntries(list), [list]);
  return { entries, selected: selectedEntry(entries, supplyIndex), select };
}

/** A supply's name: `POD IT001E…` / `PDR 1522…`, or `Fornitura 2` when it has no code. */
export function useSupplyName(): (entry: { index: number; supply: Supply }) => string {
  const { t } = useTranslation();
  return ({ index, supply }) => {
    const point = supplyPoint(supply);
    if (point.code === '') return t('widgets.supplyCard.unnamed', { number: index + 1 });
    return t('widgets.supplyCard.point', { kind: point.kind, code: point.code });
  };
}
