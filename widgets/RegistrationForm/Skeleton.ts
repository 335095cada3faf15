import styled from 'styled-components';

/** The form's place at about its final size while its chunk and sections load: nothing jumps. */
export const RegistrationSkeleton = styled.div`
  min-height: 360px;
  border-radius: 8px;
  background: var(--q-muted-surface, #f4f6f8);
`;
