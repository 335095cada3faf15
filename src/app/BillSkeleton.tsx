import { useTranslation } from 'react-i18next';
import styled, { keyframes } from 'styled-components';
import { VisuallyHidden } from '../ui/visuallyHidden.ts';

const breathe = keyframes`
  from { opacity: 1; }
  to { opacity: 0.55; }
`;

/** Grey blocks where the bill's heading, cards and tabs will be, so nothing jumps. */
const Frame = styled.div`
  display: flex;
  flex-direction: column;
  gap: 24px;
  animation: ${breathe} 1.2s ease-in-out infinite alternate;
`;

const Bar = styled.div<{ $width: string; $height: number }>`
  width: ${(p) => p.$width};
  height: ${(p) => p.$height}px;
  border-radius: 6px;
  background: var(--q-muted, #e6eaee);
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: 4fr 8fr;
  gap: 24px;
  @media (max-width: 599.98px) {
    grid-template-columns: 1fr;
  }
`;

const Card = styled.div<{ $height: number }>`
  height: ${(p) => p.$height}px;
  border-radius: var(--q-radius, 12px);
  background: var(--q-surface, #fff);
  box-shadow: 0 1px 2px rgb(16 24 40 / 6%);
  padding: 16px;
  display: flex;
  flex-direction: column;
  gap: 12px;
`;

/**
 * The bill while it loads (DESIGN "Look and feel": skeletons of the final size): the same
 * outline from the first paint until the template is on screen, announced once to screen
 * readers. Its motion stops under `prefers-reduced-motion` (Page.tsx).
 */
export function BillSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-busy="true" data-skeleton="">
      <VisuallyHidden>{t('bill.loading')}</VisuallyHidden>
      <Frame aria-hidden="true">
        <Bar $width="min(420px, 70%)" $height={32} />
        <Bar $width="min(520px, 90%)" $height={18} />
        <Columns>
          <Card $height={176}>
            <Bar $width="40%" $height={20} />
            <Bar $width="85%" $height={16} />
            <Bar $width="70%" $height={16} />
          </Card>
          <Card $height={176}>
            <Bar $width="30%" $height={20} />
            <Bar $width="45%" $height={36} />
          </Card>
        </Columns>
        <Bar $width="100%" $height={44} />
      </Frame>
    </div>
  );
}
