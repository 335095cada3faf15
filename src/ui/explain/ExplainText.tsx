import styled from 'styled-components';
import type { GlossaryTerm } from '../../domain/glossaryTerms.ts';
import { useTranslationWith } from '../../i18n/fallbackTexts.ts';
import italian from '../../i18n/glossary/it.json' with { type: 'json' };

const Title = styled.strong`
  display: block;
  font-weight: 700;
`;

/**
 * A term's explanation: its title and its plain-words text, from the host's catalogue (which
 * carries the glossary folder with the host's wording over it) or, when that did not load, the
 * glossary's Italian that this chunk brings (decision 640). Loaded only when a customer first
 * asks, so no bill's initial JavaScript carries the glossary.
 */
export function ExplainText({ term }: { term: GlossaryTerm }) {
  const { t } = useTranslationWith(italian);
  return (
    <>
      <Title>{t(`glossary.${term}.title`)}</Title>
      <span>{t(`glossary.${term}.text`)}</span>
    </>
  );
}
