import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useBill } from '../../src/state/bill.ts';
import { CardTitle, ValueList, WidgetCard } from '../../src/ui/card.ts';
import { SafeImage } from '../../src/ui/SafeImage.tsx';
import type { SummaryCardProps } from './props.gen.ts';
import { readSummary } from './summary.ts';
import { useNumberLocale } from '../../src/ui/useNumberLocale.ts';

const Holder = styled.div`
  display: flex;
  align-items: flex-start;
  gap: 16px;
  min-width: 0;
  & > img {
    flex: none;
    width: 48px;
    height: 48px;
    border-radius: 50%;
    object-fit: cover;
  }
`;

const HolderText = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  min-width: 0;
  & > p {
    margin: 0;
    font-weight: 600;
    font-size: 1.0625rem;
  }
  & > address {
    font-style: normal;
    line-height: 1.5;
    color: var(--q-text-muted, #52606d);
  }
  & > address > span {
    display: block;
  }
`;

const Service = styled.div`
  padding: 8px 0;
  border-block: 1px solid var(--q-muted, #e6eaee);
  min-width: 0;
  & > p {
    margin: 0;
    line-height: 1.5;
  }
`;

/** The service logo's room: beside the title, never in front of the description. */
const logoWidth = 96;

/**
 * The title's line, with the service logo at its right (issue 30). The logo is out of the
 * flow, over room the title keeps free: when it arrives nothing moves, and when it fails
 * (spec §4: hidden) it leaves no gap in front of the service description, which used to be
 * indented by the logo's empty box.
 */
const TitleLine = styled.div`
  position: relative;
  min-width: 0;
  &[data-logo] > h2 {
    /* In a narrow column the title keeps most of its line; the logo shrinks with it. */
    padding-right: min(${logoWidth + 16}px, 35%);
  }
  & > img {
    position: absolute;
    top: 50%;
    right: 0;
    transform: translateY(-50%);
    max-height: 40px;
    max-width: min(${logoWidth}px, 30%);
    object-fit: contain;
  }
`;

/** Spec §2 "Summary card": who the bill is for, which service, which document. */
export function SummaryCard({
  titleKey,
  profileImageUrl,
  showIndexFields = true,
}: SummaryCardProps) {
  const { t } = useTranslation();
  const doc = useBill((state) => state.doc);
  const locale = useNumberLocale();
  const summary = useMemo(() => readSummary(doc, locale), [doc, locale]);
  const label = (key: string) =>
    /^[A-Za-z0-9_]+$/.test(key)
      ? t(`widgets.summaryCard.index.${key}`, { defaultValue: key })
      : key;
  const rows: [string, string][] = [
    [t('widgets.summaryCard.documentType'), summary.documentType],
    [t('widgets.summaryCard.documentNumber'), summary.documentNumber],
    [t('widgets.summaryCard.documentDate'), summary.documentDate],
  ];
  if (summary.period) {
    rows.push([
      t('widgets.summaryCard.period'),
      t('widgets.summaryCard.periodValue', summary.period),
    ]);
  }
  if (showIndexFields) {
    for (const line of summary.indexLines) rows.push([label(line.label), line.text]);
  }
  const shown = rows.filter(([, value]) => value !== '');
  const hasHolder = summary.holderName !== '' || summary.addressLines.length > 0;
  const logo = summary.serviceLogo;
  const title = t(titleKey ?? 'widgets.summaryCard.title');
  return (
    <WidgetCard aria-label={title}>
      <TitleLine data-logo={logo === undefined ? undefined : ''}>
        <CardTitle>{title}</CardTitle>
        {logo !== undefined && (
          <SafeImage key={logo} src={logo} alt={t('widgets.summaryCard.serviceLogo')} />
        )}
      </TitleLine>
      {hasHolder && (
        <Holder>
          {profileImageUrl !== undefined && (
            <SafeImage key={profileImageUrl} src={profileImageUrl} />
          )}
          <HolderText>
            {summary.holderName !== '' && <p>{summary.holderName}</p>}
            {summary.addressLines.length > 0 && (
              <address aria-label={t('widgets.summaryCard.address')}>
                {summary.addressLines.map((line, index) => (
                  <span key={index}>{line}</span>
                ))}
              </address>
            )}
          </HolderText>
        </Holder>
      )}
      {summary.serviceDescription !== '' && (
        <Service>
          <p>{summary.serviceDescription}</p>
        </Service>
      )}
      {shown.length > 0 && (
        <ValueList>
          {shown.map(([term, value], index) => (
            <div key={index}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </ValueList>
      )}
    </WidgetCard>
  );
}
