import styled from 'styled-components';

export const Page = styled.main`
  max-width: 1200px;
  margin: 0 auto;
  padding: 24px 16px 48px;
  @media (max-width: 599.98px) {
    padding: 16px 12px 32px;
  }
`;
