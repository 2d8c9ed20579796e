import { useState } from 'react';
import { graphql } from '../gql';
import type { ProductCard_ProductFragment } from '../gql/graphql';
import { formatMoney } from '../lib/money';
import controls from './controls.module.css';
import glyphs from './glyphs.module.css';
import { useImageFallback } from './product-image';
import { ResponsivePicture } from './responsive-picture';
import { QuantityStepper } from './quantity-stepper';
import { StarRating } from './star-rating';
import styles from './product-card.module.css';

export const ProductCardFragment = graphql(`
  fragment ProductCard_product on Product {
    id
    name
    image
    price
    discountPrice
    unitPrice
    hasDiscount
    discountPercentage
    unit
    priceUnit
    stockQuantity
    maxOrderLimit
    averageRating
    reviewCount
  }
`);

/** Spec §9: with no explicit order limit a shopper can pick up to 99 of an item. */
export const DEFAULT_ORDER_LIMIT = 99;
/** At or below this many in stock the card warns that the item is running out. */
export const LOW_STOCK_THRESHOLD = 10;
/** Product pictures are square; the size hints let the browser reserve their space. */
const IMAGE_SIZE = 320;
/**
 * How wide a card's picture is shown (product-grid.module.css, measured in Chromium from 360 to
 * 1920 px): columns of at least 9.5rem below 768px (two on a phone, three from ~516px, four from
 * ~680px), then three, four, and five in a page that stops growing at 1280px.
 */
export const CARD_IMAGE_SIZES = '(min-width: 1280px) 228px, (min-width: 1024px) 23vw, (min-width: 768px) 30vw, (min-width: 680px) 23vw, (min-width: 516px) 30vw, 46vw';

export interface ProductCardProps {
  product: ProductCard_ProductFragment;
  onAdd: (product: ProductCard_ProductFragment, quantity: number) => void;
  /** Accessible heading level of the product name inside its section. */
  headingLevel?: 'h2' | 'h3' | 'h4';
  /** Above the fold: load the picture at once instead of lazily. */
  eager?: boolean;
  /** The heart's state and action, from the grid's one wishlist subscription. */
  inWishlist: boolean;
  onToggleWishlist: (productId: string) => void;
  /** Out of stock: the customer already asked to be told when it is back. */
  alertSet?: boolean;
  /** Out of stock: "Notify me" (lib/stock-alert-store.ts); without it the card offers none. */
  onNotify?: (product: { id: string; name: string }) => void;
}

/**
 * One product in a grid. It repeats up to 24 times per page, so it is built from plain
 * elements with CSS-module classes over the Chakra tokens instead of Chakra components:
 * rendering and hydrating it costs no style resolution (see docs/decisions).
 */
export function ProductCard({ product, onAdd, headingLevel: Heading = 'h3', eager = false, inWishlist, onToggleWishlist, alertSet = false, onNotify }: ProductCardProps) {
  const [quantity, setQuantity] = useState(1);
  const image = useImageFallback(product.image);

  // The server decides the discount; the check against price guards a stale cache entry.
  const showDiscount =
    product.hasDiscount && product.discountPrice != null && product.discountPrice < product.price;
  const outOfStock = product.stockQuantity <= 0;
  const maxQuantity = Math.max(1, Math.min(product.stockQuantity, product.maxOrderLimit ?? DEFAULT_ORDER_LIMIT));
  const href = `/product/${product.id}`;
  const nameId = `product-${product.id}-name`;

  return (
    <article className={styles.card} aria-labelledby={nameId}>
      <div className={styles.media}>
        <ResponsivePicture
          className={outOfStock ? `${styles.image} ${styles.unavailable}` : styles.image}
          src={image.src}
          sizes={CARD_IMAGE_SIZES}
          alt={product.name}
          width={IMAGE_SIZE}
          height={IMAGE_SIZE}
          loading={eager ? 'eager' : 'lazy'}
          // The first pictures are the page's largest paint: ask for them before anything else.
          fetchPriority={eager ? 'high' : undefined}
          // Never hold the first paint for a picture: the server's text paints at once.
          decoding="async"
          onError={image.onError}
        />
        <a className={styles.imageLink} href={href} aria-label={product.name} tabIndex={-1} />
        {/* One text node per label (no `{a} b` pairs): fewer DOM nodes in every card. */}
        {showDiscount && <span className={styles.badge}>{`${product.discountPercentage}% OFF`}</span>}
        <button
          type="button"
          className={`${styles.wish} ${glyphs.glyph} ${glyphs.heart}`}
          aria-label={`Save ${product.name} to wishlist`}
          aria-pressed={inWishlist}
          data-early-toggle=""
          onClick={() => onToggleWishlist(product.id)}
        />
      </div>

      <div className={styles.body}>
        <Heading id={nameId} className={styles.name}>
          <a className={styles.nameLink} href={href}>
            {product.name}
          </a>
        </Heading>
        <StarRating rating={product.averageRating} reviewCount={product.reviewCount} />

        <div className={styles.prices}>
          <span className={styles.price}>{formatMoney(product.unitPrice)}</span>
          {showDiscount && (
            <del className={styles.was}>
              <span className={styles.visuallyHidden}>Original price </span>
              {formatMoney(product.price)}
            </del>
          )}
          <span className={styles.unit}>{product.priceUnit}</span>
        </div>

        {outOfStock ? (
          <p className={styles.stockOut}>Currently unavailable</p>
        ) : product.stockQuantity <= LOW_STOCK_THRESHOLD ? (
          <p className={styles.stockLow}>{`Only ${product.stockQuantity} left in stock`}</p>
        ) : null}

        <div className={styles.actions}>
          {!outOfStock && (
            <QuantityStepper value={quantity} onChange={setQuantity} max={maxQuantity} itemName={product.name} deferInput />
          )}
          <button
            type="button"
            className={`${controls.button} ${controls.solid} ${styles.add}${outOfStock ? ` ${styles.wide}` : ` ${glyphs.glyph} ${glyphs.cart}`}`}
            disabled={outOfStock}
            onClick={() => onAdd(product, quantity)}
            aria-label={outOfStock ? undefined : `Add ${product.name} to cart`}
          >
            {outOfStock ? 'Out of Stock' : 'Add'}
          </button>
          {outOfStock && onNotify && (
            <button
              type="button"
              className={`${controls.button} ${controls.outline} ${styles.wide}`}
              aria-label={alertSet ? `We'll notify you when ${product.name} is back in stock` : `Notify me when ${product.name} is back in stock`}
              aria-pressed={alertSet}
              disabled={alertSet}
              onClick={() => onNotify({ id: product.id, name: product.name })}
            >
              {alertSet ? "We'll notify you" : 'Notify me'}
            </button>
          )}
        </div>
      </div>
    </article>
  );
}
