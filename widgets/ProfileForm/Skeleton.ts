import styled from 'styled-components';

/** The form's place at its final size while its chunk and the profile load: nothing jumps. */
export const ProfileSkeleton = styled.div`
  min-height: 300px;
  border-radius: 8px;
  background: var(--q-muted-surface, #f4f6f8);
`;
