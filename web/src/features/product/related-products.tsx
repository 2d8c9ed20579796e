import heading from '../../components/heading.module.css';
import { ProductGrid } from '../../components/product-grid';
import type { ProductCard_ProductFragment } from '../../gql/graphql';
import styles from './related-products.module.css';

/** Other products of the same category, as the shop's cards (their pictures load lazily). */
export function RelatedProducts({
  products,
  onAdd,
}: {
  products: readonly ProductCard_ProductFragment[];
  onAdd: (product: ProductCard_ProductFragment, quantity: number) => void;
}) {
  if (products.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="related-products-heading">
      <h2 id="related-products-heading" className={heading.xl}>
        Related Products
      </h2>
      <ProductGrid products={products} onAdd={onAdd} headingLevel="h3" />
    </section>
  );
}
