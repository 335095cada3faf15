import { useTranslation } from 'react-i18next';
import type { BillDocument } from '../../schemas/types/bill-document.gen.ts';
import type { HostSettings } from '../../schemas/types/host-settings.gen.ts';
import { useBill } from '../../src/state/bill.ts';
import { useHost } from '../../src/state/host.ts';
import { LinkTile } from '../../src/ui/LinkTile.tsx';
import { webUrl } from '../../src/domain/urls.ts';
import type { ReservedAreaProps } from './props.gen.ts';

/**
 * The reserved area's address: the document's own link wins over the host's `reservedAreaUrl`
 * (decision 25); only http(s) addresses count (decision 6), so a broken document link falls
 * back to the host's.
 */
export function reservedAreaUrl(doc: BillDocument | undefined, settings: HostSettings | undefined) {
  return (
    webUrl(doc?.bolletta_interattiva_area_riservata_link) ?? webUrl(settings?.['reservedAreaUrl'])
  );
}

/** Template 5 "area_riservata": the way into the customer's logged-in area. */
export function ReservedArea({ titleKey }: ReservedAreaProps) {
  const { t } = useTranslation();
  const doc = useBill((state) => state.doc);
  const settings = useHost((state) => state.settings);
  const href = reservedAreaUrl(doc, settings);
  return (
    <LinkTile
      icon="lock"
      title={t(titleKey ?? 'widgets.reservedArea.title')}
      text={href === undefined ? t('widgets.reservedArea.noLink') : t('widgets.reservedArea.text')}
      link={
        href === undefined
          ? undefined
          : {
              href,
              label: t('widgets.reservedArea.button'),
              newTab: t('widgets.reservedArea.newTab'),
            }
      }
    />
  );
}
