import { graphql } from '../../gql';

export const MySubscriptionsQuery = graphql(`
  query MySubscriptions {
    mySubscriptions {
      id
      planId
      planName
      planType
      price
      startDate
      endDate
      status
      autoRenew
      nextDeliveryDate
    }
  }
`);

// Both answer the changed subscription; the cache updates the list by its id.
export const CancelSubscriptionMutation = graphql(`
  mutation CancelSubscription($id: ID!) {
    cancelSubscription(id: $id) {
      id
      status
      autoRenew
      nextDeliveryDate
    }
  }
`);

export const ReactivateSubscriptionMutation = graphql(`
  mutation ReactivateSubscription($id: ID!, $autoRenew: Boolean!) {
    reactivateSubscription(id: $id, autoRenew: $autoRenew) {
      id
      status
      autoRenew
      nextDeliveryDate
    }
  }
`);
