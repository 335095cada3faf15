import type { Term } from '../../domain/glossaryTerms.ts';
import { ExplainButton } from './ExplainButton.tsx';

/**
 * A label of the bill with the button that explains it (issue 32):
 * `<Explain term="oneri_di_sistema" label="Spesa per oneri di sistema" />`. Where the label is
 * drawn by something else, put an `ExplainButton` right after it.
 */
export function Explain({ term, label }: { term: Term; label: string }) {
  return (
    <span>
      {label}
      <ExplainButton term={term} label={label} />
    </span>
  );
}
