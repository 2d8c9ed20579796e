import { Suspense } from 'react';
import { ArrowLeft } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import type { ProductCard_ProductFragment, ProductDetailQuery } from '../../gql/graphql';
import { ProductDetails } from './product-details';
import { ProductGallery } from './product-gallery';
import { ProductPurchase } from './product-purchase';
import { ProductReviews } from './product-reviews';
import { ProductWhyChoose } from './product-why-choose';
import { RelatedProducts } from './related-products';
import styles from './product-view.module.css';

export type ProductDetail = NonNullable<ProductDetailQuery['product']>;

/** The product page's content once the product is known; the page owns the query and the states. */
export function ProductView({
  product,
  onAdd,
  signedIn = false,
}: {
  product: ProductDetail;
  onAdd: (product: { id: string; name: string }, quantity: number) => void;
  signedIn?: boolean;
}) {
  const related: readonly ProductCard_ProductFragment[] = product.relatedProducts;
  return (
    <>
      <div className={styles.top}>
        {/* A new product starts on its first picture. */}
        <ProductGallery key={product.id} product={product} />
        <ProductPurchase key={`buy-${product.id}`} product={product} onAdd={onAdd} signedIn={signedIn} />
      </div>
      {/* Below the fold: separate boundaries, hydrated after the purchase panel in short tasks. */}
      <Suspense>
        <ProductDetails product={product} />
      </Suspense>
      <Suspense>
        <ProductReviews product={product} />
      </Suspense>
      <Suspense>
        <ProductWhyChoose />
      </Suspense>
      <Suspense>
        <RelatedProducts products={related} onAdd={onAdd} />
      </Suspense>
    </>
  );
}

/** 'Back to Shop' (spec §2), above every state of the page. */
export function BackToShop() {
  return (
    <RouterLink className={styles.back} to="/shop">
      <ArrowLeft aria-hidden />
      Back to Shop
    </RouterLink>
  );
}
