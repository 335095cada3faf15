import { useId, useMemo, type ReactNode } from 'react';
import type { FaqAnswer } from '../../schemas/types/faq.gen.ts';
import italian from '../../src/i18n/area-contracts/it.json' with { type: 'json' };
import { useTranslationWith } from '../../src/i18n/fallbackTexts.ts';
import { useArea } from '../../src/state/area.ts';
import { CardTitle, WidgetCard } from '../../src/ui/card.ts';
import { Items } from './disclosure.ts';
import { FaqEntry } from './FaqEntry.tsx';
import { Failure, Notice } from '../../src/ui/loadStates.tsx';
import type { FaqListProps } from './props.gen.ts';
import { FaqListSkeleton } from './Skeleton.tsx';
import { useLoad } from '../../src/ui/useLoad.ts';

type Entry = FaqAnswer['entries'][number];

/**
 * The customer area's FAQ (spec §1 "FAQ with attachments", §7 GET /api/Faq/{id}): the
 * supplier's questions of one topic or of all, a card per topic in the supplier's order (or one
 * card under the template's title), each question a disclosure with its files to download.
 * Outside an area page (a bill, a preview) there is no login to ask with: it shows nothing.
 */
export function FaqList({ faqId = 'all', titleKey }: FaqListProps) {
  const { t } = useTranslationWith(italian);
  const area = useArea();
  const calls = area?.calls;
  const load = useMemo(
    () => (calls === undefined ? undefined : () => calls.faq(faqId)),
    [calls, faqId],
  );
  const [state, retry] = useLoad(load);
  const titleId = useId();
  if (area === undefined) return null;
  if (state.phase === 'loading') return <FaqListSkeleton label={t('areaFaq.loading')} />;
  if (state.phase === 'failed') {
    return (
      <WidgetCard>
        <Failure text={t('areaFaq.failed')} retryLabel={t('areaFaq.retry')} onRetry={retry} />
      </WidgetCard>
    );
  }
  const { entries, topics } = state.value;
  const questions = (list: readonly Entry[]) => (
    <Items>
      {list.map((entry) => (
        <FaqEntry
          key={entry.id}
          entry={entry}
          media={area.media}
          attachmentsLabel={t('areaFaq.attachments')}
        />
      ))}
    </Items>
  );
  if (entries.length === 0 || titleKey !== undefined) {
    return (
      <WidgetCard aria-labelledby={titleKey === undefined ? undefined : titleId}>
        {titleKey !== undefined && <CardTitle id={titleId}>{t(titleKey)}</CardTitle>}
        {entries.length === 0 ? <Notice as="p">{t('areaFaq.empty')}</Notice> : questions(entries)}
      </WidgetCard>
    );
  }
  return (
    <>
      {byTopic(entries, topics).map(([topic, list]) => (
        <TopicCard key={topic} title={t(`areaFaq.topics.${topic}`, { defaultValue: topic })}>
          {questions(list)}
        </TopicCard>
      ))}
    </>
  );
}

function TopicCard(props: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <WidgetCard aria-labelledby={id}>
      <CardTitle id={id}>{props.title}</CardTitle>
      {props.children}
    </WidgetCard>
  );
}

/** The entries grouped by topic: the topics in the supplier's order, then any it did not list. */
export function byTopic(entries: readonly Entry[], topics: readonly string[]): [string, Entry[]][] {
  const order = [...topics, ...entries.map((entry) => entry.topic)];
  return [...new Set(order)]
    .map((topic): [string, Entry[]] => [topic, entries.filter((entry) => entry.topic === topic)])
    .filter(([, list]) => list.length > 0);
}
