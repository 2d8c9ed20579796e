import type { ApolloClient } from '@apollo/client';
import { toaster } from '../../components/app-toaster';
import { graphql } from '../../gql';
import { clearGuestWishlist, readGuestWishlist } from '../../lib/guest-wishlist';
import { getCustomerWishlist, setCustomerWishlist } from '../../lib/wishlist-store';

const WishlistIdsQuery = graphql(`
  query WishlistIds {
    wishlistProductIds
  }
`);

const MergeWishlistMutation = graphql(`
  mutation MergeWishlist($ids: [ID!]!) {
    mergeWishlist(productIds: $ids)
  }
`);

const AddToWishlistMutation = graphql(`
  mutation AddToWishlist($id: ID!) {
    addToWishlist(productId: $id)
  }
`);

const RemoveFromWishlistMutation = graphql(`
  mutation RemoveFromWishlist($id: ID!) {
    removeFromWishlist(productId: $id)
  }
`);

/**
 * After login (or on load with a stored session): the guest's hearts on this device are
 * merged into the account, then the cards show the account's hearts. A toggle shows at once
 * and is sent to the server; a failure puts the heart back and says so.
 */
export async function startCustomerWishlist(client: ApolloClient, isCurrent: () => boolean): Promise<void> {
  const guestIds = readGuestWishlist();
  let ids: readonly string[];
  if (guestIds.length) {
    // /wishlist may have asked for the account's list before the merge landed.
    const merged = await client.mutate({ mutation: MergeWishlistMutation, variables: { ids: guestIds }, refetchQueries: ['MyWishlist'] });
    ids = merged.data?.mergeWishlist ?? [];
    clearGuestWishlist();
  } else {
    const stored = await client.query({ query: WishlistIdsQuery, fetchPolicy: 'network-only' });
    ids = stored.data?.wishlistProductIds ?? [];
  }
  if (!isCurrent()) return;

  const publish = (next: Iterable<string>) => setCustomerWishlist({ ids: new Set(next), toggle });
  function toggle(productId: string) {
    const current = getCustomerWishlist();
    if (!current) return;
    const had = current.ids.has(productId);
    const flip = (set: ReadonlySet<string>) => {
      const next = new Set(set);
      if (had) next.delete(productId);
      else next.add(productId);
      return next;
    };
    publish(flip(current.ids));
    const request = had
      ? client.mutate({ mutation: RemoveFromWishlistMutation, variables: { id: productId } }).then((r) => r.data?.removeFromWishlist)
      : client.mutate({ mutation: AddToWishlistMutation, variables: { id: productId } }).then((r) => r.data?.addToWishlist);
    request.then(
      (serverIds) => {
        if (isCurrent() && serverIds) publish(serverIds);
      },
      () => {
        if (!isCurrent()) return;
        const latest = getCustomerWishlist();
        // Undo this toggle only: the heart shows what the server has.
        if (latest && latest.ids.has(productId) !== had) publish(flip(latest.ids));
        toaster.create({ type: 'error', title: 'Failed to update your wishlist. Please try again.' });
      },
    );
  }
  publish(ids);
}
