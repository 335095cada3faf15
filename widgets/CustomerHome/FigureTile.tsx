import { LineIcon } from '../../src/ui/statusIcons.tsx';
import { useTranslationWith } from '../../src/i18n/fallbackTexts.ts';
import italian from '../../src/i18n/area-messages/it.json' with { type: 'json' };
import { IconBadge } from '../../src/ui/tiles.ts';
import type { HomeState } from './homeSource.ts';
import { Tile, TileBone } from './styles.ts';

export type Figure = 'newInvoices' | 'unreadMessages' | 'activeContracts';

/** Each figure's page (spec §2 "Routes") and its icon (24-unit line paths). */
const figures: Record<Figure, { to: string; icon: string }> = {
  newInvoices: {
    to: '/invoices',
    icon: 'M7 3h7l5 5v12a1 1 0 0 1-1 1H7a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1Zm7 0v5h5M9 13h6m-6 4h6',
  },
  unreadMessages: {
    to: '/messages',
    icon: 'M4 5h16a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1Zm17 1-9 7-9-7',
  },
  activeContracts: {
    to: '/contracts',
    icon: 'M9 3h6v3H9V3ZM8 5H6a1 1 0 0 0-1 1v14a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1V6a1 1 0 0 0-1-1h-2M9 12h6m-6 4h4',
  },
};

/**
 * One figure of the home as a tile that links to its page: how many invoices are new, messages
 * unread, contracts active. Its name is the figure and what it counts ("2 messaggi non letti").
 * Quiet when the figures fail: the summary tells it.
 */
export function FigureTile({ figure, state }: { figure: Figure; state: HomeState }) {
  const { t } = useTranslationWith(italian);
  if (state.status === 'failed') return null;
  if (state.status === 'loading') return <TileBone aria-hidden="true" />;
  const count = state.home[figure];
  const { to, icon } = figures[figure];
  return (
    <Tile to={to}>
      <IconBadge>
        <LineIcon d={icon} size={24} />
      </IconBadge>
      <strong>{count}</strong> <span>{t(`areaHome.tiles.${figure}`, { count })}</span>
    </Tile>
  );
}
