import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ValueList } from './card.ts';
import { consumptionOf, detailLines, type Supply } from '../domain/supplies.ts';
import { useNumberLocale } from './useNumberLocale.ts';

const Section = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
  min-width: 0;
  & > h3,
  & > h4 {
    margin: 0;
    font-size: 1rem;
    line-height: 1.4;
  }
`;

/**
 * What a supply card and a supply panel show under the point's name (spec §2 "Supply card",
 * §3 Supply): the latest consumption with its period and reading, then `dettagli_fornitura` as
 * labelled lines. Lines without a value are left out, never a label with nothing beside it.
 */
export function SupplyFacts(props: { supply: Supply; showDetails: boolean; level?: 3 | 4 }) {
  const { supply, showDetails, level = 3 } = props;
  const { t } = useTranslation();
  const locale = useNumberLocale();
  const consumption = consumptionOf(supply, locale);
  const reading =
    consumption.reading === undefined ? '' : t(`widgets.supplyCard.${consumption.reading}`);
  const usage: [string, string, string][] = [
    ['period', t('widgets.supplyCard.period'), consumption.period],
    ['consumption', t('widgets.supplyCard.consumption'), consumption.amount],
    ['reading', t('widgets.supplyCard.reading'), reading],
  ];
  const usageShown = usage.filter(([, , value]) => value !== '');
  const details = showDetails ? detailLines(supply, locale) : [];
  return (
    <>
      {usageShown.length > 0 && (
        <Lines>
          {usageShown.map(([key, term, value]) => (
            <div key={key}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </Lines>
      )}
      {details.length > 0 && (
        <Section>
          <Title as={`h${level}`}>{t('widgets.supplyCard.details')}</Title>
          <Lines>
            {details.map(({ key, text }) => (
              <div key={key}>
                <dt>{t(`widgets.supplyCard.detail.${key}`)}</dt>
                <dd>{text}</dd>
              </div>
            ))}
          </Lines>
        </Section>
      )}
    </>
  );
}

const Title = styled.h3``;

/** A value that wraps under its label stays right-aligned, like the values beside theirs. */
const Lines = styled(ValueList)`
  & dd {
    margin-left: auto;
    text-align: right;
  }
`;

export const Address = styled.address`
  font-style: normal;
  line-height: 1.5;
  color: var(--q-text-muted, #52606d);
  & > span {
    display: block;
  }
`;
