import { useQuery } from '@apollo/client/react';
import { Button, Center, Container, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { Heart } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { ProductGrid } from '../../components/product-grid';
import { useHydrated, useSession } from '../../features/accounts/session-store';
import { graphql } from '../../gql';
import { GUEST_WISHLIST_KEY } from '../../lib/guest-wishlist';
import { useLocalStorageRaw } from '../../lib/local-store';
import { useWishlist } from '../../lib/wishlist-store';
import { usePageHead } from '../page-meta';
import { useGuestAddToCart } from './use-guest-add-to-cart';

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
  const addAsGuest = useGuestAddToCart('/login');

  const result = session ? mine : guest;
  const products = (session ? mine.data?.wishlist : ids.length ? guest.data?.productsByIds : []) ?? [];
  const shown = products.filter((product) => wishlist.has(product.id));
  const loading = !hydrated || (result.loading && !products.length && (!!session || ids.length > 0));

  return (
    <Container maxW="7xl" py={{ base: '8', md: '12' }}>
      <Stack gap="6">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
          My Wishlist
        </Heading>
        {loading ? (
          <Center minH="40" role="status" aria-label="Loading your wishlist">
            <Spinner size="lg" color="brand.solid" aria-hidden />
          </Center>
        ) : result.error && !products.length ? (
          <Stack align="start" gap="3">
            <Text color="fg.error">Failed to load your wishlist. Please try again.</Text>
            <Button variant="outline" onClick={() => void result.refetch()}>
              Try Again
            </Button>
          </Stack>
        ) : shown.length === 0 ? (
          <Stack align="center" gap="4" py="12" textAlign="center">
            <Heart size={40} aria-hidden />
            <Text fontSize="lg">Your wishlist is empty</Text>
            <Text color="fg.muted">Tap the heart on any fruit to save it here.</Text>
            <Button asChild>
              <RouterLink to="/shop">Browse the shop</RouterLink>
            </Button>
          </Stack>
        ) : (
          <>
            <Text color="fg.muted">
              {shown.length} saved {shown.length === 1 ? 'fruit' : 'fruits'}
            </Text>
            <ProductGrid products={shown} onAdd={addAsGuest} />
          </>
        )}
      </Stack>
    </Container>
  );
}
