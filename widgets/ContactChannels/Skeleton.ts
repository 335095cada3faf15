import styled from 'styled-components';

/** The card's place at about its final size while its chunk and data load: nothing jumps. */
export const ChannelsSkeleton = styled.div`
  min-height: 420px;
  border-radius: 12px;
  background: var(--q-muted-surface, #f4f6f8);
`;
