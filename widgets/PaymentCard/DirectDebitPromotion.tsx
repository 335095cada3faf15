import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { BillDocument } from '../../schemas/types/bill-document.gen.ts';
import { showsDirectDebitPromotion } from '../../src/domain/payment.ts';
import { CardLink } from '../../src/ui/card.ts';
import { Icon } from '../../src/ui/statusIcons.tsx';
import { webUrl } from '../../src/domain/urls.ts';
import { VisuallyHidden } from '../../src/ui/buttons.ts';

const Box = styled.aside`
  display: flex;
  flex-direction: column;
  gap: 4px;
  padding: 16px;
  border: 1px solid var(--q-border, #d0d7de);
  border-radius: 8px;
  & > h3 {
    margin: 0;
    font-size: 1rem;
    display: flex;
    align-items: center;
    gap: 8px;
  }
  & > p {
    margin: 0;
    color: var(--q-text-muted, #52606d);
  }
`;

/**
 * Spec §2 "a direct-debit (RID) promotion block", §5 "The direct-debit promotion requires its
 * flag = 1 and method not RID"; its link only when `bolletta_interattiva_rid_link` is
 * http(s) (decision 6), in a new tab.
 */
export function DirectDebitPromotion({ doc }: { doc: BillDocument | undefined }) {
  const { t } = useTranslation();
  const titleId = useId();
  if (!showsDirectDebitPromotion(doc)) return null;
  const link = webUrl(doc?.bolletta_interattiva_rid_link);
  return (
    <Box aria-labelledby={titleId}>
      <h3 id={titleId}>
        <Icon name="bank" />
        {t('widgets.paymentCard.promotion.title')}
      </h3>
      <p>{t('widgets.paymentCard.promotion.text')}</p>
      {link !== undefined && (
        <CardLink href={link} target="_blank" rel="noopener noreferrer">
          {t('widgets.paymentCard.promotion.link')}
          <VisuallyHidden> {t('widgets.paymentCard.newTab')}</VisuallyHidden>
        </CardLink>
      )}
    </Box>
  );
}
