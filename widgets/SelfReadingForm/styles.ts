import styled from 'styled-components';

/** The form's column, on the 8 px grid, never wider than a comfortable reading line. */
export const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: 16px;
  max-width: 36rem;
`;

export const Note = styled.p`
  margin: 0;
  line-height: 1.5;
`;
