import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { HostSettings } from '../../src/api/types.ts';
import { readPath } from '../../src/domain/flags.ts';
import { useBill } from '../../src/state/bill.ts';
import { useHost } from '../../src/state/host.ts';
import { CardTitle, WidgetCard } from '../shared/card.ts';
import { NavIcon, VisuallyHidden } from '../shared/navIcons.tsx';
import { IconBadge, PrimaryLink } from '../shared/tiles.ts';
import { webUrl } from '../shared/urls.ts';
import type { ReservedAreaProps } from './props.gen.ts';

/**
 * The reserved area's address: the document's own link wins over the host's `reservedAreaUrl`
 * (decision 25); only http(s) addresses count (decision 6), so a broken document link falls
 * back to the host's.
 */
export function reservedAreaUrl(doc: unknown, settings: HostSettings | undefined) {
  return (
    webUrl(readPath(doc, 'bolletta_interattiva_area_riservata_link')) ??
    webUrl(settings?.['reservedAreaUrl'])
  );
}

const Head = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  min-width: 0;
`;

const Text = styled.p`
  margin: 0;
  line-height: 1.5;
  color: var(--q-text-muted, #52606d);
`;

/** Template 5 "area_riservata": the way into the customer's logged-in area. */
export function ReservedArea({ titleKey }: ReservedAreaProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const doc = useBill((state) => state.doc);
  const settings = useHost((state) => state.settings);
  const href = reservedAreaUrl(doc, settings);
  return (
    <WidgetCard aria-labelledby={titleId}>
      <Head>
        <IconBadge>
          <NavIcon name="lock" />
        </IconBadge>
        <CardTitle id={titleId}>{t(titleKey ?? 'widgets.reservedArea.title')}</CardTitle>
      </Head>
      {href === undefined ? (
        <Text>{t('widgets.reservedArea.noLink')}</Text>
      ) : (
        <>
          <Text>{t('widgets.reservedArea.text')}</Text>
          <PrimaryLink href={href} target="_blank" rel="noopener noreferrer">
            {t('widgets.reservedArea.button')}{' '}
            <VisuallyHidden>{t('widgets.reservedArea.newTab')}</VisuallyHidden>
            <NavIcon name="external" size={20} />
          </PrimaryLink>
        </>
      )}
    </WidgetCard>
  );
}
