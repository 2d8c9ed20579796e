import { useState } from 'react';
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
}

/** A blog's cover picture, or the default image when it has none or it fails to load (spec §8). */
export function BlogCover({ src, alt, className, eager = false }: BlogCoverProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const usable = src && src !== failedSrc ? src : DEFAULT_BLOG_COVER;
  return (
    <img
      className={className}
      src={usable}
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
