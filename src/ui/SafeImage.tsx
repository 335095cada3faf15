import { useState, type ImgHTMLAttributes } from 'react';

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'onError'> & { src: string };

/**
 * An image that disappears when it fails to load (spec §4 "Logos and images are hidden on load
 * error", §8 "Image load failure: image hidden silently"). Give it `key={src}` so a new address
 * gets a new chance.
 */
export function SafeImage({ src, alt = '', ...rest }: Props) {
  const [failed, setFailed] = useState(false);
  if (failed) return null;
  return (
    <img
      {...rest}
      src={src}
      alt={alt}
      onError={() => {
        setFailed(true);
      }}
    />
  );
}
