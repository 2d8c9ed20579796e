import { useState } from 'react';
import { Image, type ImageProps } from '@chakra-ui/react';

export const PRODUCT_IMAGE_PLACEHOLDER = '/images/product-placeholder.svg';

/** A product photo that falls back to the shop placeholder when missing or broken. */
export function ProductImage({ src, alt, ...rest }: Omit<ImageProps, 'src'> & { src: string | null | undefined; alt: string }) {
  // Remember which URL failed, so a new `src` (e.g. a refetched product) is tried again.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const usable = src && src !== failedSrc ? src : PRODUCT_IMAGE_PLACEHOLDER;
  return (
    <Image
      src={usable}
      alt={alt}
      loading="lazy"
      decoding="async"
      objectFit="cover"
      onError={() => {
        if (usable !== PRODUCT_IMAGE_PLACEHOLDER) setFailedSrc(usable);
      }}
      {...rest}
    />
  );
}
