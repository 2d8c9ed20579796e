import { memo } from 'react';
import type { ProductCard_ProductFragment } from '../gql/graphql';
import { NearScreenHydration } from '../lib/hydration-gate';
import { useSpaLinkClicks } from '../lib/spa-links';
import { useStockAlerts } from '../lib/stock-alert-store';
import { useWishlist } from '../lib/wishlist-store';
import { ProductCard, type ProductCardProps } from './product-card';
import styles from './product-grid.module.css';

/** Cards that are on screen at first paint on a phone (two rows of two): their pictures load at once. */
const EAGER_CARDS = 4;

export function ProductGrid({
  products,
  onAdd,
  headingLevel,
  eagerImages = false,
}: {
  products: readonly ProductCard_ProductFragment[];
  /** The grid is at the top of the page: load the first pictures without waiting for layout. */
  eagerImages?: boolean;
} & Pick<ProductCardProps, 'onAdd' | 'headingLevel'>) {
  // The cards' links are plain anchors; this list navigates for them (lib/spa-links.ts).
  const onLinkClick = useSpaLinkClicks();
  // One wishlist subscription for the grid rather than one per card.
  const wishlist = useWishlist();
  const alerts = useStockAlerts();
  return (
    <ul className={styles.grid} onClick={onLinkClick}>
      {products.map((product, index) => (
        <GridItem
          key={product.id}
          product={product}
          onAdd={onAdd}
          headingLevel={headingLevel}
          eager={eagerImages && index < EAGER_CARDS}
          inWishlist={wishlist.has(product.id)}
          onToggleWishlist={wishlist.toggle}
          alertSet={product.stockQuantity <= 0 && alerts.has(product.id)}
          onNotify={alerts.request}
        />
      ))}
    </ul>
  );
}

/**
 * One card in its own Suspense boundary: React hydrates server-rendered boundaries one at a
 * time in short, interruptible tasks, and a card's gate keeps it unhydrated (the server's HTML)
 * until it nears the screen or the shopper reaches it (lib/hydration-gate.tsx). Memoised, so
 * that a grid re-render (a heart toggled) reaches only the cards whose props changed: any
 * update reaching an unhydrated card hydrates it first.
 */
const GridItem = memo(function GridItem(props: ProductCardProps) {
  return (
    <NearScreenHydration as="li">
      <ProductCard {...props} />
    </NearScreenHydration>
  );
});
