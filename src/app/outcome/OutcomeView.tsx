import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Icon, type IconName } from '../../ui/statusIcons.tsx';
import { primaryPill } from '../../ui/tiles.ts';
import { billPath } from './loadOutcome.ts';
import { outcomeCardBox } from './outcomeCard.ts';

/** How the page reads: the icon beside the title says it too, never colour alone. */
export type Tone = 'success' | 'failure' | 'cancelled' | 'pending';

const icons: Record<Tone, IconName> = {
  success: 'check',
  failure: 'cross',
  cancelled: 'info',
  pending: 'clock',
};

const colours: Record<Tone, string> = {
  success: 'var(--q-success, #1e7b34)',
  failure: 'var(--q-danger, #b3261e)',
  cancelled: 'var(--q-primary, #0b5cad)',
  pending: 'var(--q-primary, #0b5cad)',
};

const Card = styled.section`
  ${outcomeCardBox}
  color: var(--q-text, #1f2933);
  box-shadow: 0 1px 3px rgb(16 24 40 / 10%);
  text-align: center;
  & h1 {
    margin: 12px 0 8px;
    font-size: 1.5rem;
    line-height: 1.3;
  }
  /* The title takes the focus only to be read first; it is no control, so no ring. */
  & h1:focus {
    outline: none;
  }
  & p {
    margin: 0 0 12px;
    line-height: 1.5;
  }
  @media (max-width: 599.98px) {
    margin: 16px 0;
    padding: 24px 16px;
  }
`;

const Badge = styled.span<{ $tone: Tone }>`
  display: inline-flex;
  color: ${(p) => colours[p.$tone]};
`;

const BackLink = styled(Link)`
  ${primaryPill}
  min-width: 44px;
  margin-top: 12px;
  padding: 8px 24px;
  letter-spacing: 0.02em;
  text-transform: uppercase;
  @media (max-width: 599.98px) {
    width: 100%;
  }
`;

interface OutcomeViewProps {
  tone: Tone;
  title: string;
  /** The bill's link id, for the button back to it. */
  id: string;
  children: ReactNode;
}

/**
 * The card every outcome and cancellation page shows (spec §2): an icon, the one h1, the
 * message and the button back to the bill. The title takes the focus when the page opens, so
 * a screen reader starts with what happened, not with the browser's address.
 */
export function OutcomeView({ tone, title, id, children }: OutcomeViewProps) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  // In the commit itself, so nothing (a screen reader, a test) sees the card before its focus.
  useLayoutEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <Card aria-labelledby="outcome-title" data-outcome={tone}>
      <Badge $tone={tone}>
        <Icon name={icons[tone]} size={48} />
      </Badge>
      <h1 id="outcome-title" ref={heading} tabIndex={-1}>
        {title}
      </h1>
      {children}
      <BackLink to={billPath(id)}>{t('outcome.backToBill')}</BackLink>
    </Card>
  );
}
