import { graphql } from '../../gql';

/** What a row of the order list shows (also the order history dropdown). */
export const OrderSummaryFragment = graphql(`
  fragment OrderSummary_order on Order {
    id
    orderNumber
    createdAt
    status
    itemCount
    total
    canPay
    payBy
    subscription {
      subscriptionId
      planName
      scheduledDate
      shortfall {
        label
        wanted
        filled
      }
    }
  }
`);

// Most customers have a handful of orders; the first page is the whole history for them.
export const ORDERS_PAGE_SIZE = 50;

export const MyOrdersQuery = graphql(`
  query MyOrders($limit: Int!, $offset: Int!) {
    myOrders(limit: $limit, offset: $offset) {
      ...OrderSummary_order
    }
  }
`);

export const OrderDetailsQuery = graphql(`
  query OrderDetails($id: ID!) {
    order(id: $id) {
      ...OrderSummary_order
      canCancel
      paymentMethod
      paymentStatus
      subtotal
      savings
      deliveryFee
      handlingFee
      couponCode
      couponDiscount
      items {
        id
        productId
        productName
        productImage
        quantity
        unit
        listPrice
        priceAtPurchase
        subTotal
      }
      shipping {
        firstName
        lastName
        email
        phone
        address
        city
        state
        postcode
        country
      }
      deliverySlot {
        id
        date
        start
        end
      }
      customerNote
      cancelReason
    }
  }
`);

/**
 * The answer carries what the order's pages show of a cancelled order, so the cache updates
 * them (Pay now goes with canPay).
 */
export const CancelOrderMutation = graphql(`
  mutation CancelOrder($id: ID!) {
    cancelOrder(id: $id) {
      id
      status
      canCancel
      canPay
      payBy
      paymentStatus
      cancelReason
      updatedAt
    }
  }
`);

export const AddReviewMutation = graphql(`
  mutation AddOrderReview($productId: ID!, $rating: Int!, $comment: String) {
    addReview(productId: $productId, rating: $rating, comment: $comment) {
      id
      productId
      rating
    }
  }
`);
