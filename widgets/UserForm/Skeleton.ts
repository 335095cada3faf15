import styled from 'styled-components';

/** The form's place at about its final size while its chunk and data load: nothing jumps. */
export const UserFormSkeleton = styled.div`
  min-height: 640px;
  border-radius: 12px;
  background: var(--q-muted-surface, #f4f6f8);
`;
