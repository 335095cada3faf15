import { termForLabel, type Term } from '../../domain/glossaryTerms.ts';
import { useHost } from '../../state/host.ts';

/**
 * `termForLabel` with the host's own rules (`glossaryLabels` of its settings, decision 648)
 * tried first: what an amounts table gives each row, so a term the host adds shows an "i"
 * where the host's line appears.
 */
export function useTermForLabel(): (label: string) => Term | null {
  const rules = useHost((state) => state.settings?.glossaryLabels);
  return (label) => termForLabel(label, rules);
}
