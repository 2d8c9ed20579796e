import { graphql } from '../../gql';

// The tab's one query: the subscriptions with their coming deliveries, and the billing records.
export const MySubscriptionsQuery = graphql(`
  query MySubscriptions {
    mySubscriptions {
      id
      ...SubscriptionDelivery_subscription
      planId
      planName
      planType
      price
      startDate
      endDate
      status
      autoRenew
      nextDeliveryDate
      upcomingDeliveries
      paused
      pausedUntil
      pauseOpenEnded
      skippedDates
      skipsLeft
    }
    myBillingRecords {
      id
      subscriptionId
      amount
      status
      periodStart
      periodEnd
      createdAt
    }
  }
`);

// Each answers the changed subscription; the cache updates the list by its id.
export const CancelSubscriptionMutation = graphql(`
  mutation CancelSubscription($id: ID!) {
    cancelSubscription(id: $id) {
      id
      status
      autoRenew
      nextDeliveryDate
      upcomingDeliveries
      paused
      pausedUntil
      pauseOpenEnded
      skipsLeft
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
      upcomingDeliveries
      paused
      pausedUntil
      pauseOpenEnded
      skipsLeft
    }
  }
`);

export const PauseSubscriptionMutation = graphql(`
  mutation PauseSubscription($id: ID!, $until: String) {
    pauseSubscription(id: $id, until: $until) {
      id
      endDate
      nextDeliveryDate
      upcomingDeliveries
      paused
      pausedUntil
      pauseOpenEnded
      skipsLeft
    }
  }
`);

export const ResumeSubscriptionMutation = graphql(`
  mutation ResumeSubscription($id: ID!) {
    resumeSubscription(id: $id) {
      id
      endDate
      nextDeliveryDate
      upcomingDeliveries
      paused
      pausedUntil
      pauseOpenEnded
      skipsLeft
    }
  }
`);

export const SkipNextDeliveryMutation = graphql(`
  mutation SkipNextDelivery($id: ID!) {
    skipNextDelivery(id: $id) {
      id
      endDate
      nextDeliveryDate
      upcomingDeliveries
      skippedDates
      skipsLeft
    }
  }
`);
