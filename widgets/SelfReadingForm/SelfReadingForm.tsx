import { lazy } from 'react';
import { useFormTranslation } from '../../src/i18n/formTexts.ts';
import styled from 'styled-components';
import { useBill } from '../../src/state/bill.ts';
import { nearViewport } from '../../src/ui/charts/nearViewport.tsx';
import { gasSupplies } from './gasSupplies.ts';
import type { SelfReadingFormProps } from './props.gen.ts';

/**
 * formik, yup and the form are a chunk of their own, fetched when the form's place (a tab, a
 * dialog) is shown and near the viewport: the bill route's first JavaScript stays as it was
 * (issue 16, DESIGN "Budgets").
 */
const Panel = nearViewport(
  lazy(() => import('./SelfReadingPanel.tsx')),
  () => <Loading />,
);

const Heading = styled.h3`
  margin: 0 0 8px;
  font-size: 1.125rem;
`;

function Loading() {
  const { t } = useFormTranslation();
  return <p role="status">{t('forms.selfReading.loading')}</p>;
}

/**
 * The gas self-reading form (spec §2, §4 "Gas self-reading", §5): only for gas supplies, so a
 * bill without one shows nothing here.
 */
export function SelfReadingForm({ titleKey }: SelfReadingFormProps) {
  const { t } = useFormTranslation();
  const supplies = useBill((state) => gasSupplies(state.doc));
  if (supplies.length === 0) return null;
  return (
    <>
      {titleKey !== undefined && <Heading>{t(titleKey)}</Heading>}
      <Panel supplies={supplies} />
    </>
  );
}
