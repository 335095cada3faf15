import { useTranslation } from 'react-i18next';
import { showsWebBill } from '../../src/domain/webBill.ts';
import { useBill } from '../../src/state/bill.ts';
import { useHost } from '../../src/state/host.ts';
import { LinkTile } from '../../src/ui/LinkTile.tsx';
import { webUrl } from '../../src/domain/urls.ts';
import type { WebBillTileProps } from './props.gen.ts';

/** Template 5 "web_pdf" (spec §2, §5 "Display rules"): the way to the supplier's web bill. */
export function WebBillTile({ titleKey }: WebBillTileProps) {
  const { t } = useTranslation();
  const shown = useBill((state) => showsWebBill(state.doc));
  const href = useHost((state) => webUrl(state.settings?.['webBillUrl']));
  // Without an address the button could only fail, so the tile stays away (decision 6).
  if (!shown || href === undefined) return null;
  return (
    <LinkTile
      icon="web"
      title={t(titleKey ?? 'widgets.webBillTile.title')}
      text={t('widgets.webBillTile.text')}
      link={{
        href,
        label: t('widgets.webBillTile.button'),
        newTab: t('widgets.webBillTile.newTab'),
      }}
    />
  );
}
