import styled from 'styled-components';

/** The form's place at about its final size while its chunk loads: nothing jumps. */
export const RequestSkeleton = styled.div`
  min-height: 620px;
  border-radius: 12px;
  background: var(--q-muted-surface, #f4f6f8);
`;
