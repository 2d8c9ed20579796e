import { graphql } from '../../gql';

/*
 * One selection of the cart for the badge, the drawer, the /cart page and every mutation's
 * answer: each mutation returns the whole cart, which is written over the `cart` query, so the
 * cache never holds two shapes of it (Cart has no id; a narrower shape would replace a wider one).
 */
export const CartContentsFragment = graphql(`
  fragment CartContents_cart on Cart {
    itemCount
    lines {
      productId
      name
      image
      unit
      price
      discountPrice
      unitPrice
      quantity
      maxQuantity
      lineTotal
      savings
      available
      problem
    }
    totals {
      subtotal
      savings
      deliveryFee
      handlingFee
      couponDiscount
      total
      amountForFreeDelivery
    }
  }
`);

export const CartContentsQuery = graphql(`
  query CartContents {
    cart {
      ...CartContents_cart
    }
  }
`);

// The same fields as the FAQ page's query. shopSettings has no id: it is one cache entry
// (apollo-client.ts), so queries that select other fields of it (sign-in's phoneCodes) merge in.
export const CartShopSettingsQuery = graphql(`
  query CartShopSettings {
    shopSettings {
      deliveryFee
      freeDeliveryThreshold
      handlingFee
    }
  }
`);

export const CartAddItemMutation = graphql(`
  mutation CartAddItem($productId: ID!, $quantity: Int!) {
    addToCart(productId: $productId, quantity: $quantity) {
      ...CartContents_cart
    }
  }
`);

export const CartUpdateItemMutation = graphql(`
  mutation CartUpdateItem($productId: ID!, $quantity: Int!) {
    updateCartItem(productId: $productId, quantity: $quantity) {
      ...CartContents_cart
    }
  }
`);

export const CartRemoveItemMutation = graphql(`
  mutation CartRemoveItem($productId: ID!) {
    removeCartItem(productId: $productId) {
      ...CartContents_cart
    }
  }
`);

/** A guest's cart on this device, priced by the catalogue now (the same selection as the customer's). */
export const GuestCartContentsQuery = graphql(`
  query GuestCartContents($lines: [GuestCartLineInput!]!) {
    guestCart(lines: $lines) {
      ...CartContents_cart
    }
  }
`);

export const MergeGuestCartMutation = graphql(`
  mutation MergeGuestCart($lines: [GuestCartLineInput!]!) {
    mergeGuestCart(lines: $lines) {
      cart {
        ...CartContents_cart
      }
      notes {
        productId
        kind
        quantity
        message
      }
    }
  }
`);
