import styled from 'styled-components';

const Box = styled.div`
  min-height: 120px;
  border-radius: 12px;
  background: var(--q-muted-surface, #f4f6f8);
`;

/** The card's place while its chunk or its figures arrive. */
export function InvoicesSummarySkeleton() {
  return <Box role="status" aria-busy="true" />;
}
