import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Term } from '../../domain/glossaryTerms.ts';
import { glossaryLoaded, loadGlossary } from '../../i18n/glossaryTexts.ts';

export { loadGlossary };

const Title = styled.strong`
  display: block;
  font-weight: 700;
`;

/**
 * A term's explanation: its title and its plain-words text. The product's glossary in the page's
 * language is a chunk of its own, fetched here on the first opening (or sooner, when the button
 * is approached) and laid under the host's catalogue, which carries only the host's own wording
 * and terms (decisions 647, 648): no bill page carries the glossary in its JavaScript or its
 * server-rendered state. Until the texts are in the panel says it is loading, as while this
 * chunk loads; a glossary that did not load says so, and the next opening tries again.
 */
export function ExplainText({ term }: { term: Term }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const [failed, setFailed] = useState<string>();
  const [, setLoaded] = useState<string>();
  const ready = glossaryLoaded(i18n, language);
  useEffect(() => {
    if (ready) return;
    let current = true;
    void loadGlossary(i18n, language).then((loaded) => {
      if (!current) return;
      if (loaded) setLoaded(language);
      else setFailed(language);
    });
    return () => {
      current = false;
    };
  }, [i18n, language, ready]);
  if (!ready) return <>{t(failed === language ? 'explain.unavailable' : 'explain.loading')}</>;
  return (
    <>
      <Title>{t(`glossary.${term}.title`)}</Title>
      <span>{t(`glossary.${term}.text`)}</span>
    </>
  );
}
