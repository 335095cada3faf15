import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { noticeCard } from '../ui/notice.ts';

const Box = styled.div`
  ${noticeCard}
  max-width: 560px;
  margin: 48px auto;
  padding: 24px;
  & h1 {
    margin: 0 0 8px;
    font-size: 1.5rem;
    line-height: 1.3;
  }
  & p {
    margin: 0 0 8px;
  }
  @media (max-width: 599.98px) {
    margin: 16px 0;
  }
`;

/**
 * A page's whole answer when it has nothing else to show: a heading, what happened and what
 * the customer can do, with at most one action. `alert` when it replaces what was asked for.
 */
export function Notice(props: { title: string; children: ReactNode; alert?: boolean }) {
  return (
    <Box role={props.alert === false ? undefined : 'alert'}>
      <h1>{props.title}</h1>
      {props.children}
    </Box>
  );
}

/**
 * Spec §2 "Routes" and §8: the error page. Status 410 says the link is no longer valid; 404,
 * any other status and none say the bill is not found. A catalogue key in `message` overrides
 * either (the not-found page of an unknown address names its own).
 */
export function ErrorPage(props: { status: number | undefined; message?: string | undefined }) {
  const { t } = useTranslation();
  const key = props.message ?? (props.status === 410 ? 'errors.notValidLink' : 'errors.notFound');
  return (
    <Notice title={t(`${key}.title`)}>
      <p>{t(`${key}.text`)}</p>
    </Notice>
  );
}

/**
 * Decision 204: a failure that says nothing about the link (a status other than 404 or 410, the
 * network, a script chunk that did not arrive, spec §8 ChunkLoadError) is not "not found": the
 * page says it could not load, and its button tries again.
 */
export function RetryPage(props: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Notice title={t('routes.unavailable.title')}>
      <p>{t('routes.unavailable.text')}</p>
      <button type="button" onClick={props.onRetry}>
        {t('routes.retry')}
      </button>
    </Notice>
  );
}
