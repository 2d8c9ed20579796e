import { graphql } from '../../gql';

// "Change where and when" (issue 38 part 2): what the summary shows, the saved addresses and a
// pincode's windows to choose from, and the change itself.

/** What SubscriptionDeliverySummary and the dialog read of a subscription (spread it into the card's query). */
export const SubscriptionDeliveryFragment = graphql(`
  fragment SubscriptionDelivery_subscription on Subscription {
    id
    planName
    packingDate
    delivery {
      addressId
      address {
        firstName
        lastName
        phone
        address
        city
        state
        postcode
      }
      window {
        slotId
        start
        end
      }
    }
  }
`);

export const SubscriptionDeliveryAddressesQuery = graphql(`
  query SubscriptionDeliveryAddresses {
    addresses {
      id
      isDefault
      fullName
      phone
      addressLine1
      addressLine2
      landmark
      city
      state
      pinCode
    }
  }
`);

export const SubscriptionDeliveryWindowsQuery = graphql(`
  query SubscriptionDeliveryWindows($pincode: String!) {
    deliverySlots(pincode: $pincode) {
      pincode
      serviceable
      slots {
        id
        start
        end
      }
    }
  }
`);

export const SetSubscriptionDeliveryMutation = graphql(`
  mutation SetSubscriptionDelivery($id: ID!, $addressId: ID, $slotId: ID) {
    setSubscriptionDelivery(id: $id, addressId: $addressId, slotId: $slotId) {
      id
      ...SubscriptionDelivery_subscription
      deliveryOrders {
        orderId
        date
        deliveryDate
        start
        end
        status
        packing
      }
    }
  }
`);
