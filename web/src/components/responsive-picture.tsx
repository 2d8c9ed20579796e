import type { ImgHTMLAttributes } from 'react';
import { pictureSources } from '@fruit-shop/common/pictures';
import styles from './responsive-picture.module.css';

export interface ResponsivePictureProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'sizes'> {
  src: string;
  /** How wide the picture is shown, as the `sizes` attribute says it (e.g. `(min-width: 768px) 30vw, 46vw`). */
  sizes: string;
}

/**
 * A picture the shop stores, as a `<picture>` whose sources name its AVIF and WebP variants in
 * three widths (decision 0035): the browser takes the smallest that is sharp at the screen's
 * density, and the `<img>` keeps a JPEG/PNG fallback. Anything else (the placeholder, another
 * site's address) is a plain `<img>`. The same markup on the server and in the browser.
 */
export function ResponsivePicture({ src, sizes, ...img }: ResponsivePictureProps) {
  const set = pictureSources(src);
  if (!set) return <img src={src} {...img} />;
  return (
    <picture className={styles.picture}>
      {set.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      <img src={set.src} {...img} />
    </picture>
  );
}
