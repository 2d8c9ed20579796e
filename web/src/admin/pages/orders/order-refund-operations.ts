import { graphql } from '../../../gql';

/* The order detail's refunds (issue 39): the list with what can still be refunded, and a refund. */

export const ADMIN_ORDER_REFUNDS = graphql(`
  query AdminOrderRefunds($orderId: ID!) {
    adminOrderRefunds(orderId: $orderId) {
      paid
      refunded
      refundable
      kind
      refunds {
        id
        amount
        reason
        status
        method
        reference
        gatewayRefundId
        failureReason
        actor
        createdAt
        processedAt
      }
    }
  }
`);

export const REFUND_ORDER = graphql(`
  mutation RefundOrder($input: RefundOrderInput!) {
    refundOrder(input: $input) {
      id
      amount
      status
    }
  }
`);
