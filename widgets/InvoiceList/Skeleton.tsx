import styled from 'styled-components';

const Bars = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
  & > span {
    display: block;
    height: 44px;
    border-radius: 8px;
    background: var(--q-muted-surface, #f4f6f8);
  }
  & > p {
    margin: 0;
    color: var(--q-text-muted, #52606d);
  }
`;

/** Rows to come, while the invoices load: about their size, so the page does not jump. */
export function InvoiceListSkeleton({ label }: { label?: string }) {
  return (
    <Bars role="status" aria-busy="true">
      {label !== undefined && <p>{label}</p>}
      <span />
      <span />
      <span />
    </Bars>
  );
}
