import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import { useBill } from '../../src/state/bill.ts';
import { webUrl } from '../../src/domain/urls.ts';
import { VisuallyHidden } from '../../src/ui/visuallyHidden.ts';
import type { BannerProps } from './props.gen.ts';
import { focusRing } from '../../src/ui/buttons.ts';
import { useImageFailure } from '../../src/ui/useImageFailure.ts';

const frame = css`
  display: block;
  border-radius: var(--q-radius, 12px);
  overflow: hidden;
  line-height: 0;
  & > img {
    display: block;
    width: 100%;
    height: auto;
  }
`;

/** A failed image keeps the banner's box, hidden (decision 176): the link is then unfocusable. */
const hidden = css<{ $failed: boolean }>`
  visibility: ${({ $failed }) => ($failed ? 'hidden' : 'visible')};
`;

const Link = styled.a<{ $failed: boolean }>`
  ${frame}
  ${focusRing}
  ${hidden}
`;

const Plain = styled.div<{ $failed: boolean }>`
  ${frame}
  ${hidden}
`;

/** Whether the document gives a banner link at all (refused or not): null and '' are none. */
function hasLink(value: unknown): boolean {
  return (
    value !== undefined && value !== null && !(typeof value === 'string' && value.trim() === '')
  );
}

/**
 * `banner_pubblicitario`: the supplier's banner, a link only to a web address (decision 6).
 * Without a link in the document it shows nothing (decision 66); a link that is refused
 * (`javascript:`, no scheme, not text) leaves the image and its text, without the link, so
 * the supplier's message is not lost for an address the page will not open (issue 13).
 */
export function Banner({ imageUrl, altKey, width, height }: BannerProps) {
  const { t } = useTranslation();
  const link = useBill((state) => state.doc?.bolletta_interattiva_banner_link);
  const { ref, failed, onError } = useImageFailure(imageUrl);
  if (!hasLink(link)) return null;
  const href = webUrl(link);
  // With its size given, the banner's box is there before the image (decision 176).
  const size = width !== undefined && height !== undefined ? { width, height } : undefined;
  const image = (
    <img
      ref={ref}
      src={imageUrl}
      alt={t(altKey ?? 'widgets.banner.alt')}
      {...size}
      style={size && { aspectRatio: `${size.width} / ${size.height}` }}
      onError={onError}
    />
  );
  if (href === undefined) return <Plain $failed={failed}>{image}</Plain>;
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer" $failed={failed}>
      {image}
      <VisuallyHidden> {t('widgets.banner.newTab')}</VisuallyHidden>
    </Link>
  );
}
