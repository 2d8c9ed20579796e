import { useState } from 'react';
import { ResponsivePicture } from '../../components/responsive-picture';
import { DEFAULT_BLOG_COVER } from './default-cover';

/** Covers are shown 16:9; the size hints let the browser reserve their space. */
const COVER_WIDTH = 640;
const COVER_HEIGHT = 360;

interface BlogCoverProps {
  src: string | null | undefined;
  alt: string;
  className?: string;
  /** Above the fold: load at once, first. */
  eager?: boolean;
  /** How wide the cover is shown (the `sizes` attribute); a blog card's by default. */
  sizes?: string;
}

/** A blog card's cover (measured): the page's width on a phone, two columns from 640px, three from 1024px. */
const CARD_COVER_SIZES = '(min-width: 1280px) 390px, (min-width: 1024px) 31vw, (min-width: 640px) 46vw, calc(100vw - 32px)';
/** An article's cover: the text column, at most 848px wide. */
export const ARTICLE_COVER_SIZES = '(min-width: 880px) 848px, calc(100vw - 32px)';

/** A blog's cover picture, or the default image when it has none or it fails to load (spec §8). */
export function BlogCover({ src, alt, className, eager = false, sizes = CARD_COVER_SIZES }: BlogCoverProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const usable = src && src !== failedSrc ? src : DEFAULT_BLOG_COVER;
  return (
    <ResponsivePicture
      className={className}
      src={usable}
      sizes={sizes}
      alt={alt}
      width={COVER_WIDTH}
      height={COVER_HEIGHT}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
      onError={() => {
        if (usable !== DEFAULT_BLOG_COVER) setFailedSrc(usable);
      }}
    />
  );
}
