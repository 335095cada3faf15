import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Box = styled.div`
  max-width: 560px;
  margin: 48px auto;
  padding: 24px;
  border-radius: var(--q-radius, 12px);
  background: var(--q-surface, #fff);
  box-shadow: 0 1px 3px rgb(16 24 40 / 10%);
  & h1 {
    margin: 0 0 8px;
    font-size: 1.5rem;
    line-height: 1.3;
  }
  & p {
    margin: 0;
    line-height: 1.5;
    color: var(--q-text-muted, #52606d);
  }
  @media (max-width: 599.98px) {
    margin: 16px 0;
  }
`;

/**
 * Spec §2 "Routes" and §8: the error page of the bill route. Status 410 says the link is no
 * longer valid; 404, any other status and a failure without one say the bill is not found.
 */
export function ErrorPage({ status }: { status: number | undefined }) {
  const { t } = useTranslation();
  const key = status === 410 ? 'errors.notValidLink' : 'errors.notFound';
  return (
    <Box role="alert" data-status={status ?? ''}>
      <h1>{t(`${key}.title`)}</h1>
      <p>{t(`${key}.text`)}</p>
    </Box>
  );
}
