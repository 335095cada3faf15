import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import { useBill } from '../../src/state/bill.ts';
import { webUrl } from '../../src/domain/urls.ts';
import { VisuallyHidden } from '../../src/ui/visuallyHidden.ts';
import type { BannerProps } from './props.gen.ts';
import { focusRing } from '../../src/ui/buttons.ts';

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

const Link = styled.a`
  ${frame}
  ${focusRing}
`;

const Plain = styled.div`
  ${frame}
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
export function Banner({ imageUrl, altKey }: BannerProps) {
  const { t } = useTranslation();
  const link = useBill((state) => state.doc?.bolletta_interattiva_banner_link);
  const [failedImage, setFailedImage] = useState<string | undefined>(undefined);
  if (!hasLink(link) || failedImage === imageUrl) return null;
  const href = webUrl(link);
  const image = (
    <img
      src={imageUrl}
      alt={t(altKey ?? 'widgets.banner.alt')}
      onError={() => {
        setFailedImage(imageUrl);
      }}
    />
  );
  if (href === undefined) return <Plain>{image}</Plain>;
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer">
      {image}
      <VisuallyHidden> {t('widgets.banner.newTab')}</VisuallyHidden>
    </Link>
  );
}
