import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { showsWebBill } from '../../src/domain/webBill.ts';
import { useBill } from '../../src/state/bill.ts';
import { useHost } from '../../src/state/host.ts';
import { CardTitle, WidgetCard } from '../shared/card.ts';
import { NavIcon, VisuallyHidden } from '../shared/navIcons.tsx';
import { IconBadge, PrimaryLink } from '../shared/tiles.ts';
import { webUrl } from '../shared/urls.ts';
import type { WebBillTileProps } from './props.gen.ts';

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

/** Template 5 "web_pdf" (spec §2, §5 "Display rules"): the way to the supplier's web bill. */
export function WebBillTile({ titleKey }: WebBillTileProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const shown = useBill((state) => showsWebBill(state.doc));
  const href = useHost((state) => webUrl(state.settings?.['webBillUrl']));
  // Without an address the button could only fail, so the tile stays away (decision 6).
  if (!shown || href === undefined) return null;
  return (
    <WidgetCard aria-labelledby={titleId}>
      <Head>
        <IconBadge>
          <NavIcon name="web" />
        </IconBadge>
        <CardTitle id={titleId}>{t(titleKey ?? 'widgets.webBillTile.title')}</CardTitle>
      </Head>
      <Text>{t('widgets.webBillTile.text')}</Text>
      <PrimaryLink href={href} target="_blank" rel="noopener noreferrer">
        {t('widgets.webBillTile.button')}{' '}
        <VisuallyHidden>{t('widgets.webBillTile.newTab')}</VisuallyHidden>
        <NavIcon name="external" size={20} />
      </PrimaryLink>
    </WidgetCard>
  );
}
