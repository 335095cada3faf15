import { useTranslation } from 'react-i18next';
import styled, { keyframes } from 'styled-components';
import { VisuallyHidden } from '../../ui/visuallyHidden.ts';
import { outcomeCardBox } from './outcomeCard.ts';

const breathe = keyframes`
  from { opacity: 1; }
  to { opacity: 0.55; }
`;

/** The outline of an outcome card (OutcomeView.tsx): icon, title, two lines, the button. */
const Card = styled.div`
  ${outcomeCardBox}
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 16px;
  animation: ${breathe} 1.2s ease-in-out infinite alternate;
  @media (max-width: 599.98px) {
    margin: 16px 0;
  }
`;

const Block = styled.div<{ $width: string; $height: number; $round?: boolean }>`
  width: ${(p) => p.$width};
  height: ${(p) => p.$height}px;
  border-radius: ${(p) => (p.$round ? '50%' : '6px')};
  background: var(--q-muted, #e6eaee);
`;

/**
 * An outcome or cancellation page while its chunk, the host and the link load: the card's
 * final size, so nothing jumps (DESIGN "Look and feel"), announced once to screen readers.
 */
export function OutcomeSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-busy="true" data-skeleton="">
      <VisuallyHidden>{t('outcome.loading')}</VisuallyHidden>
      <Card aria-hidden="true">
        <Block $width="48px" $height={48} $round />
        <Block $width="min(320px, 80%)" $height={32} />
        <Block $width="min(440px, 95%)" $height={18} />
        <Block $width="min(360px, 85%)" $height={18} />
        <Block $width="min(240px, 100%)" $height={44} />
      </Card>
    </div>
  );
}
