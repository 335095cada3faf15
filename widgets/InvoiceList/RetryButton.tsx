import styled from 'styled-components';
import { outlinedPill, focusRing } from '../../src/ui/buttons.ts';

const Button = styled.button`
  ${outlinedPill}
  ${focusRing}
`;

/** The retry of a quiet failure notice: a 44 px outlined pill. */
export function RetryButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button type="button" onClick={onClick}>
      {label}
    </Button>
  );
}
