import type { ImgHTMLAttributes } from 'react';
import { useImageFailure } from './useImageFailure.ts';

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'onError'> & { src: string };

/**
 * An image that is hidden when it fails to load (spec §4 "Logos and images are hidden on load
 * error", §8 "Image load failure: image hidden silently"). It is hidden by `visibility`, not
 * removed: its box stays where it was, so what follows it does not move (issue 15, decision
 * 176), and a hidden image is out of the accessibility tree, as a removed one was. An image
 * that failed before the page hydrated is caught too (useImageFailure).
 */
export function SafeImage({ src, alt = '', style, ...rest }: Props) {
  const { ref, failed, onError } = useImageFailure(src);
  return (
    <img
      {...rest}
      ref={ref}
      src={src}
      alt={alt}
      style={failed ? { ...style, visibility: 'hidden' } : style}
      data-failed={failed ? '' : undefined}
      onError={onError}
    />
  );
}
