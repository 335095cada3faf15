import type { ImgHTMLAttributes } from 'react';
import { useImageFailure } from './useImageFailure.ts';

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'onError' | 'onLoad'> & {
  src: string;
};

/**
 * An image that is hidden when it fails to load (spec §4 "Logos and images are hidden on load
 * error", §8 "Image load failure: image hidden silently"). It is hidden by `visibility`, not
 * removed: its box stays where it was, so what follows it does not move (issue 15, decision
 * 176), and a hidden image is out of the accessibility tree, as a removed one was. An image
 * that failed before the page hydrated is caught too (useImageFailure).
 *
 * Its text alternative is given once it has loaded (decision 606): a browser draws a broken
 * image with a text alternative as a box of that text, but one without as nothing, the box it
 * had while loading. So a logo whose host fails after the first paint moved what followed it
 * by the width of its text (a layout shift of 0.07 on bi3-beta); now it fails in place.
 */
export function SafeImage({ src, alt = '', style, ...rest }: Props) {
  const { ref, failed, loaded, onError, onLoad } = useImageFailure(src);
  return (
    <img
      {...rest}
      ref={ref}
      src={src}
      alt={loaded ? alt : ''}
      style={failed ? { ...style, visibility: 'hidden' } : style}
      data-failed={failed ? '' : undefined}
      onError={onError}
      onLoad={onLoad}
    />
  );
}
