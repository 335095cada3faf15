import { useId } from 'react';
import styled from 'styled-components';
import { CardTitle, WidgetCard } from './card.ts';
import { NavIcon, VisuallyHidden, type NavIconName } from './navIcons.tsx';
import { IconBadge, PrimaryLink } from './tiles.ts';

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

/** A tile's button: an external page, opened in a new tab, which `newTab` tells screen readers. */
export interface TileLink {
  href: string;
  label: string;
  newTab: string;
}

/**
 * A card of template 5's navigation widgets (web bill, reserved area): an icon badge beside the
 * title, a sentence, and the button to the supplier's site. Without a `link` it is the title and
 * the sentence alone. The texts come translated; the title names the card's region.
 */
export function LinkTile({
  icon,
  title,
  text,
  link,
}: {
  icon: NavIconName;
  title: string;
  text: string;
  link?: TileLink | undefined;
}) {
  const titleId = useId();
  return (
    <WidgetCard aria-labelledby={titleId}>
      <Head>
        <IconBadge>
          <NavIcon name={icon} />
        </IconBadge>
        <CardTitle id={titleId}>{title}</CardTitle>
      </Head>
      <Text>{text}</Text>
      {link && (
        <PrimaryLink href={link.href} target="_blank" rel="noopener noreferrer">
          {link.label} <VisuallyHidden>{link.newTab}</VisuallyHidden>
          <NavIcon name="external" size={20} />
        </PrimaryLink>
      )}
    </WidgetCard>
  );
}
