import { useState } from 'react';
import { graphql } from '../../gql';
import type { ProductGallery_ProductFragment } from '../../gql/graphql';
import { useImageFallback } from '../../components/product-image';
import { ResponsivePicture } from '../../components/responsive-picture';
import { galleryImages } from './product-values';
import styles from './product-gallery.module.css';

export const ProductGalleryFragment = graphql(`
  fragment ProductGallery_product on Product {
    id
    name
    image
    imageGallery
    hasDiscount
    discountPercentage
    stockQuantity
  }
`);

/** Product pictures are square; the size hints let the browser reserve their space. */
const MAIN_SIZE = 640;
const THUMB_SIZE = 80;
/** The main picture (measured): the page's width on a phone, half the page from 768px, which stops growing at 1280px. */
const MAIN_SIZES = '(min-width: 1280px) 590px, (min-width: 768px) 46vw, calc(100vw - 32px)';

function Thumbnail({ src, label, selected, onSelect }: { src: string; label: string; selected: boolean; onSelect: () => void }) {
  const image = useImageFallback(src);
  return (
    <li>
      <button type="button" className={styles.thumb} aria-label={label} aria-pressed={selected} onClick={onSelect}>
        <ResponsivePicture
          className={styles.thumbImage}
          src={image.src}
          sizes={`${THUMB_SIZE}px`}
          alt=""
          width={THUMB_SIZE}
          height={THUMB_SIZE}
          loading="lazy"
          decoding="async"
          onError={image.onError}
        />
      </button>
    </li>
  );
}

/**
 * The main picture and, when there is more than one, a row of thumbnails that choose it.
 * The gallery the api sends is already clean (a malformed one is empty); a picture that fails
 * to load shows the shop's placeholder instead.
 */
export function ProductGallery({ product }: { product: ProductGallery_ProductFragment }) {
  const images = galleryImages(product.image, product.imageGallery);
  const [selected, setSelected] = useState(0);
  const current = images[Math.min(selected, images.length - 1)];
  const main = useImageFallback(current);
  const showDiscount = product.hasDiscount && product.discountPercentage > 0;

  return (
    <div className={styles.gallery}>
      <div className={styles.frame}>
        <ResponsivePicture
          className={product.stockQuantity <= 0 ? `${styles.main} ${styles.unavailable}` : styles.main}
          src={main.src}
          sizes={MAIN_SIZES}
          alt={images.length > 1 ? `${product.name}, picture ${selected + 1} of ${images.length}` : product.name}
          width={MAIN_SIZE}
          height={MAIN_SIZE}
          // The page's largest paint: ask for it before anything else.
          fetchPriority="high"
          onError={main.onError}
        />
        {showDiscount && <span className={styles.badge}>{product.discountPercentage}% OFF</span>}
      </div>
      {images.length > 1 && (
        <ul className={styles.thumbs} aria-label="Product pictures">
          {images.map((src, index) => (
            <Thumbnail
              key={src}
              src={src}
              label={`Show picture ${index + 1} of ${images.length}`}
              selected={index === selected}
              onSelect={() => setSelected(index)}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
