import { graphql } from '../../gql';

// Renewal (issue 38): a payment for the subscription's next period, paid in the same window as
// buying a plan; verifyPayment answers the renewed subscription.
export const RenewSubscriptionMutation = graphql(`
  mutation RenewSubscription($subscriptionId: ID!) {
    renewSubscription(subscriptionId: $subscriptionId) {
      paymentId
      provider
      providerOrderId
      keyId
      amount
      amountPaise
      currency
      testMode
      orderId
      planId
    }
  }
`);
