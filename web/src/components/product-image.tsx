import { useState } from 'react';

export const PRODUCT_IMAGE_PLACEHOLDER = '/images/product-placeholder.svg';

/**
 * The URL to show for a product picture, falling back to the shop placeholder when it is
 * missing or fails to load. It remembers which URL failed, so a new `src` (e.g. a
 * refetched product) is tried again.
 */
export function useImageFallback(src: string | null | undefined) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const usable = src && src !== failedSrc ? src : PRODUCT_IMAGE_PLACEHOLDER;
  return {
    src: usable,
    onError: () => {
      if (usable !== PRODUCT_IMAGE_PLACEHOLDER) setFailedSrc(usable);
    },
  };
}
