import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { readPath } from '../../src/domain/flags.ts';
import { useBill } from '../../src/state/bill.ts';
import { webUrl } from '../shared/urls.ts';
import { VisuallyHidden } from '../shared/visuallyHidden.ts';
import type { BannerProps } from './props.gen.ts';

const Link = styled.a`
  display: block;
  border-radius: var(--q-radius, 12px);
  overflow: hidden;
  line-height: 0;
  &:focus-visible {
    outline: 3px solid var(--q-focus, #1d4ed8);
    outline-offset: 2px;
  }
  & > img {
    display: block;
    width: 100%;
    height: auto;
  }
`;

/** `banner_pubblicitario`: the supplier's banner, a link only to a web address. */
export function Banner({ imageUrl, altKey }: BannerProps) {
  const { t } = useTranslation();
  const href = useBill((state) => webUrl(readPath(state.doc, 'bolletta_interattiva_banner_link')));
  const [failedImage, setFailedImage] = useState<string | undefined>(undefined);
  if (href === undefined || failedImage === imageUrl) return null;
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer">
      <img
        src={imageUrl}
        alt={t(altKey ?? 'widgets.banner.alt')}
        onError={() => {
          setFailedImage(imageUrl);
        }}
      />
      <VisuallyHidden> {t('widgets.banner.newTab')}</VisuallyHidden>
    </Link>
  );
}
