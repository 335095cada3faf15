import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useBill } from '../../src/state/bill.ts';
import { CardLink, CardTitle, ValueList, WidgetCard } from '../../src/ui/card.ts';
import { ExplainButton } from '../../src/ui/explain/ExplainButton.tsx';
import { VisuallyHidden } from '../../src/ui/visuallyHidden.ts';
import { offerLines, offerPortal } from './offer.ts';
import type { OfferBoxProps } from './props.gen.ts';

const Hint = styled.p`
  margin: 0;
`;

/** The code is what a customer copies into the portal: monospace, so 0 and O differ. */
const Code = styled.span`
  font-family: ui-monospace, 'DejaVu Sans Mono', monospace;
  overflow-wrap: anywhere;
`;

/**
 * The 2025 format's "box dell'offerta" (issue 32): which offer this is, until when its price
 * holds, and where to compare it. The portal is the regulator's, so the link is the only way
 * out of the bill that no supplier chooses; it opens in a new tab, which the link says.
 */
export function OfferBox({ titleKey }: OfferBoxProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const box = useBill((state) => state.doc?.fatt_interattiva_data?.box_offerta);
  const lines = offerLines(box);
  if (lines.length === 0) return null;
  const hasCode = lines.some((line) => line.key === 'code');
  return (
    <WidgetCard aria-labelledby={titleId}>
      <CardTitle id={titleId}>{t(titleKey ?? 'widgets.offerBox.title')}</CardTitle>
      <ValueList>
        {lines.map((line) => (
          <div key={line.key}>
            <dt>
              {t(`widgets.offerBox.${line.key}`)}
              {line.key === 'code' && (
                <ExplainButton term="codice_offerta" label={t('widgets.offerBox.code')} />
              )}
              {line.key === 'expiry' && (
                <ExplainButton
                  term="scadenza_condizioni_economiche"
                  label={t('widgets.offerBox.expiry')}
                />
              )}
            </dt>
            <dd>
              {line.key === 'code' ? (
                <Code>{line.text}</Code>
              ) : line.key === 'price' && (line.text === 'fisso' || line.text === 'variabile') ? (
                t(`widgets.offerBox.priceKind.${line.text}`)
              ) : (
                line.text
              )}
            </dd>
          </div>
        ))}
      </ValueList>
      {hasCode && <Hint>{t('widgets.offerBox.hint')}</Hint>}
      <CardLink href={offerPortal} target="_blank" rel="noopener noreferrer">
        {t('widgets.offerBox.portal')}
        <VisuallyHidden> {t('widgets.offerBox.newTab')}</VisuallyHidden>
      </CardLink>
    </WidgetCard>
  );
}
