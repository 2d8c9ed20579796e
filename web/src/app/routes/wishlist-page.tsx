import { useQuery } from '@apollo/client/react';
import { Heart } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import looks from '../../components/button-looks.module.css';
import controls from '../../components/controls.module.css';
import heading from '../../components/heading.module.css';
import layout from '../../components/layout.module.css';
import { ProductGrid } from '../../components/product-grid';
import spinner from '../../components/spinner.module.css';
import { useHydrated, useSession } from '../../features/accounts/session-store';
import { graphql } from '../../gql';
import { GUEST_WISHLIST_KEY } from '../../lib/guest-wishlist';
import { useLocalStorageRaw } from '../../lib/local-store';
import { useWishlist } from '../../lib/wishlist-store';
import { usePageHead } from '../page-meta';
import { useAddToCart } from './use-add-to-cart';
import styles from './wishlist-page.module.css';
import { PageWaiting } from '../../lib/page-waiting';

const MyWishlistQuery = graphql(`
  query MyWishlist {
    wishlist {
      id
      ...ProductCard_product
    }
  }
`);

const GuestWishlistQuery = graphql(`
  query GuestWishlist($ids: [ID!]!) {
    productsByIds(ids: $ids) {
      id
      ...ProductCard_product
    }
  }
`);

function guestIds(raw: string | null): string[] {
  try {
    const value: unknown = JSON.parse(raw ?? '[]');
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * /wishlist: the hearted products. Hearts live in the browser (a guest's local storage) or
 * behind the customer's token, so the server renders the loading state and the list fills
 * in after hydration. Un-hearting a card takes it off the list at once.
 */
export default function WishlistPage() {
  usePageHead({ title: 'My Wishlist', description: 'The fruits you saved for later.', canonicalPath: '/wishlist', noindex: true });
  const hydrated = useHydrated();
  const session = useSession();
  const wishlist = useWishlist();
  const ids = guestIds(useLocalStorageRaw(GUEST_WISHLIST_KEY));
  const mine = useQuery(MyWishlistQuery, { skip: !hydrated || !session, fetchPolicy: 'cache-and-network' });
  const guest = useQuery(GuestWishlistQuery, { skip: !hydrated || !!session || ids.length === 0, variables: { ids } });
  const addToCart = useAddToCart();

  const result = session ? mine : guest;
  const products = (session ? mine.data?.wishlist : ids.length ? guest.data?.productsByIds : []) ?? [];
  const shown = products.filter((product) => wishlist.has(product.id));
  const loading = !hydrated || (result.loading && !products.length && (!!session || ids.length > 0));

  return (
    <div className={`${layout.container} ${styles.page}`}>
      <h1 className={`${heading.size2xl} ${heading.mdSize3xl}`}>My Wishlist</h1>
      {loading ? (
        <div className={styles.loading} role="status" aria-label="Loading your wishlist">
          <PageWaiting />
          <span className={`${spinner.spinner} ${spinner.lg}`} aria-hidden />
        </div>
      ) : result.error && !products.length ? (
        <div className={styles.error}>
          <p className={styles.errorText}>Failed to load your wishlist. Please try again.</p>
          <button
            type="button"
            className={`${controls.button} ${looks.md} ${looks.brandOutline}`}
            onClick={() => void result.refetch()}
          >
            Try Again
          </button>
        </div>
      ) : shown.length === 0 ? (
        <div className={styles.empty}>
          <Heart size={40} aria-hidden />
          <p className={styles.emptyTitle}>Your wishlist is empty</p>
          <p className={styles.muted}>Tap the heart on any fruit to save it here.</p>
          <RouterLink className={`${controls.button} ${controls.solid} ${looks.md}`} to="/shop">
            Browse the shop
          </RouterLink>
        </div>
      ) : (
        <>
          <p className={styles.muted}>
            {shown.length} saved {shown.length === 1 ? 'fruit' : 'fruits'}
          </p>
          <ProductGrid products={shown} onAdd={addToCart} />
        </>
      )}
    </div>
  );
}
