import { useQuery } from '@apollo/client/react';
import { useParams } from 'react-router-dom';
import layout from '../../components/layout.module.css';
import { PRODUCT_IMAGE_PLACEHOLDER } from '../../components/product-image';
import { useSession } from '../../features/accounts/session-store';
import { ProductLoadError, ProductLoading, ProductNotFound } from '../../features/product/product-states';
import { galleryImages, metaDescription, parseProductId, productJsonLd } from '../../features/product/product-values';
import { BackToShop, ProductView, type ProductDetail } from '../../features/product/product-view';
import styles from '../../features/product/product-view.module.css';
import { graphql } from '../../gql';
import { formatMoney } from '../../lib/money';
import { useHttpStatus, usePageHead, type PageHead } from '../page-meta';
import { useAddToCart } from './use-add-to-cart';

/** Related products under the details: one row of cards on a laptop. */
export const RELATED_PRODUCTS = 4;

/*
 * The cache's `product` read policy hands back a product a list already holds, but a list
 * holds only the card's fields: the detail fields below (gallery, description, reviews,
 * related products …) are missing there, so Apollo fetches them, and the loading state keeps
 * the page's shape meanwhile. A page the server rendered has them all in the restored cache.
 */
export const ProductDetailQuery = graphql(`
  query ProductDetail($id: ID!, $related: Int!) {
    product(id: $id) {
      id
      name
      description
      image
      imageGallery
      unitPrice
      unit
      priceUnit
      stockQuantity
      averageRating
      reviewCount
      category {
        id
        name
      }
      ...ProductGallery_product
      ...ProductPurchase_product
      ...ProductDetails_product
      ...ProductReviews_product
      relatedProducts(first: $related) {
        id
        ...ProductCard_product
      }
    }
  }
`);

/** Prepared before hydration (router.tsx, PageModule). */
export const firstRenderQueries = [ProductDetailQuery];

function productHead(product: ProductDetail): PageHead {
  const images = galleryImages(product.image, product.imageGallery);
  const priceText = `${formatMoney(product.unitPrice)} ${product.priceUnit}`;
  return {
    title: product.name,
    description: metaDescription(product.name, product.description, priceText),
    canonicalPath: `/product/${product.id}`,
    image: product.image || PRODUCT_IMAGE_PLACEHOLDER,
    type: 'product',
    jsonLd: productJsonLd({
      id: product.id,
      name: product.name,
      description: product.description,
      images,
      unitPrice: product.unitPrice,
      stockQuantity: product.stockQuantity,
      averageRating: product.averageRating,
      reviewCount: product.reviewCount,
      category: product.category.name,
    }),
  };
}

/** The not-found state answers HTTP 404 (spec §8, decisions: rendering). */
function NotFound() {
  useHttpStatus(404);
  return <ProductNotFound />;
}

export default function ProductPage() {
  const id = parseProductId(useParams().id);
  // Spec §6: a guest who adds to the cart signs in first (/login).
  const addToCart = useAddToCart();
  const session = useSession();
  const { data, error, refetch } = useQuery(ProductDetailQuery, {
    // A malformed id names no product: no request, straight to not found.
    skip: id === null,
    variables: { id: id ?? '', related: RELATED_PRODUCTS },
  });
  const product = data?.product;
  const notFound = id === null || data?.product === null;

  let content;
  let head: PageHead;
  if (notFound) {
    head = { title: 'Product not found', noindex: true };
    content = <NotFound />;
  } else if (product) {
    head = productHead(product);
    content = <ProductView product={product} onAdd={addToCart} signedIn={!!session} />;
  } else if (error) {
    head = { title: 'Product', noindex: true };
    content = <ProductLoadError onRetry={() => void refetch().catch(() => undefined)} />;
  } else {
    head = { title: 'Product', canonicalPath: `/product/${id}` };
    content = <ProductLoading />;
  }

  usePageHead(head);

  return (
    <div className={`${layout.container} ${styles.page}`}>
      <BackToShop />
      {content}
    </div>
  );
}
