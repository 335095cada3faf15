import styled from 'styled-components';

/** The profile's place at about its final size while its chunk and data load: nothing jumps. */
export const ProfileSkeleton = styled.div`
  min-height: 520px;
  border-radius: 12px;
  background: var(--q-muted-surface, #f4f6f8);
`;
