import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { serviceDescriptionLines } from '../../src/domain/header.ts';
import { useBill } from '../../src/state/bill.ts';
import { SafeImage } from '../../src/ui/SafeImage.tsx';
import { imageUrl } from '../../src/domain/urls.ts';
import type { BillHeaderProps } from './props.gen.ts';

const Bar = styled.div`
  display: flex;
  align-items: center;
  gap: 16px;
  min-height: 56px;
  padding: 8px 16px;
  background: var(--q-surface, #fff);
  color: var(--q-text, #1f2933);
  border-radius: var(--q-radius, 12px);
  box-shadow: 0 1px 2px rgb(16 24 40 / 6%);
  min-width: 0;
  & img {
    flex: none;
    max-height: 40px;
    max-width: 120px;
    object-fit: contain;
  }
`;

const Lines = styled.div`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: 2px;
  overflow-wrap: anywhere;
  & > p {
    margin: 0;
    line-height: 1.4;
  }
  & > p:first-child {
    font-weight: 600;
  }
  & > p + p {
    color: var(--q-text-muted, #52606d);
  }
`;

/** Spec §2 "Header": service logo, up to two description lines, a logo on the right. */
export function BillHeader({ rightLogoUrl, rightLogoAltKey }: BillHeaderProps) {
  const { t } = useTranslation();
  const logo = useBill((state) =>
    imageUrl(state.doc?.fatt_interattiva_data?.header?.logo_servizio),
  );
  const lines = serviceDescriptionLines(useBill((state) => state.doc));
  if (logo === undefined && lines.length === 0 && rightLogoUrl === undefined) return null;
  return (
    <Bar role="group" aria-label={t('widgets.billHeader.label')}>
      {logo !== undefined && (
        <SafeImage key={`left ${logo}`} src={logo} alt={t('widgets.billHeader.serviceLogo')} />
      )}
      <Lines>
        {lines.map((line, index) => (
          <p key={index}>{line}</p>
        ))}
      </Lines>
      {rightLogoUrl !== undefined && (
        <SafeImage
          key={`right ${rightLogoUrl}`}
          src={rightLogoUrl}
          alt={t(rightLogoAltKey ?? 'widgets.billHeader.rightLogo')}
        />
      )}
    </Bar>
  );
}
