import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { helpTiles, type HelpTileKind } from '../../src/domain/helpTiles.ts';
import { useBill } from '../../src/state/bill.ts';
import { useHost } from '../../src/state/host.ts';
import { CardTitle, WidgetCard } from '../../src/ui/card.ts';
import { NavIcon, VisuallyHidden, type NavIconName } from '../../src/ui/navIcons.tsx';
import { IconBadge } from '../../src/ui/tiles.ts';
import { webUrl } from '../../src/domain/urls.ts';
import type { HelpTilesProps } from './props.gen.ts';
import { focusRing } from '../../src/ui/buttons.ts';

/** Two columns on phones (the brief of template 5), as many as fit on wider screens. */
const Grid = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 12px;
  @media (min-width: 600px) {
    grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
  }
`;

const Tile = styled.a`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 12px;
  height: 100%;
  min-height: 112px;
  padding: 16px;
  box-sizing: border-box;
  border: 1px solid var(--q-border, #d0d7de);
  border-radius: var(--q-radius, 12px);
  background: var(--q-surface, #fff);
  color: var(--q-text, #1f2933);
  font-weight: 600;
  line-height: 1.35;
  text-decoration: none;
  overflow-wrap: anywhere;
  &:hover {
    border-color: var(--q-primary, #0b5cad);
  }
  ${focusRing}
`;

const icons: Record<HelpTileKind, NavIconName> = {
  billGuide: 'book',
  contactUs: 'chat',
  faq: 'help',
  selfReading: 'meter',
};

/** Template 5 "help" (spec §2 "Section screens"): the host's help pages, as tiles. */
export function HelpTiles({ titleKey }: HelpTilesProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const links = useHost((state) => state.settings?.helpLinks);
  const doc = useBill((state) => state.doc);
  const tiles = helpTiles(doc, links, webUrl);
  if (tiles.length === 0) return null;
  return (
    <WidgetCard aria-labelledby={titleId}>
      <CardTitle id={titleId}>{t(titleKey ?? 'widgets.helpTiles.title')}</CardTitle>
      <Grid>
        {tiles.map(({ kind, url }) => (
          <li key={kind}>
            <Tile href={url} target="_blank" rel="noopener noreferrer">
              <IconBadge>
                <NavIcon name={icons[kind]} />
              </IconBadge>
              <span>{t(`widgets.helpTiles.${kind}`)}</span>{' '}
              <VisuallyHidden>{t('widgets.helpTiles.newTab')}</VisuallyHidden>
            </Tile>
          </li>
        ))}
      </Grid>
    </WidgetCard>
  );
}
