import type { ProductCard_ProductFragment } from '../gql/graphql';
import { DeferredHydration } from './deferred-hydration';
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
  return (
    <ul className={styles.grid}>
      {products.map((product, index) => (
        <li key={product.id}>
          {/* Each card hydrates on its own when it nears the screen (or at the first
              interaction): a page load hydrates the cards in view, not all 24. */}
          <DeferredHydration className={styles.cell}>
            <ProductCard product={product} onAdd={onAdd} headingLevel={headingLevel} eager={eagerImages && index < EAGER_CARDS} />
          </DeferredHydration>
        </li>
      ))}
    </ul>
  );
}
