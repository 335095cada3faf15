import { lazy, useId } from 'react';
import { useFormTranslation } from '../../src/i18n/formTexts.ts';
import styled from 'styled-components';
import { CardTitle, WidgetCard } from '../../src/ui/card.ts';
import { nearViewport } from '../../src/ui/charts/nearViewport.tsx';
import type { CareFormProps } from './props.gen.ts';

/** The form's place until its chunk arrives: about its height, so the page does not jump. */
const Reserved = styled.div`
  min-height: 560px;
  border-radius: 8px;
  background: var(--q-muted-surface, #f4f6f8);
`;

const Intro = styled.p`
  margin: 0;
`;

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
  min-width: 0;
`;

/**
 * The form's code (formik, yup and the form kit) is a chunk of its own, fetched when the form's
 * place comes near the screen, or when its tab or dialog opens (it is rendered only then): the
 * bill route's first JavaScript does not carry it (issue 16).
 */
const LazyBody = lazy(() =>
  import('./CareFormBody.tsx').then((module) => ({ default: module.CareFormBody })),
);
const Body = nearViewport(LazyBody, () => <Reserved aria-hidden="true" />);

/** Spec §2 "Customer-care form (panel or card)". */
export function CareForm(props: CareFormProps) {
  const { variant = 'card', request = 'messaggio' } = props;
  const { t } = useFormTranslation();
  const titleId = useId();
  const content = (
    <>
      <Intro>{t('forms.care.intro')}</Intro>
      <Body kind={request} />
    </>
  );
  if (variant === 'panel') return <Panel data-care-form={request}>{content}</Panel>;
  return (
    <WidgetCard aria-labelledby={titleId} data-care-form={request}>
      <CardTitle id={titleId}>{t('forms.care.title')}</CardTitle>
      {content}
    </WidgetCard>
  );
}
