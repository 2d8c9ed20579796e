import { graphql } from '../../../gql';

/** The delivery day's one query: the date's slots (for the picker), the pick list and the run sheet. */
export const DELIVERY_DAY = graphql(`
  query AdminDeliveryDay($date: String!, $slotId: ID) {
    deliveryDaySlots(date: $date) {
      slotId
      start
      end
      orders
    }
    pickList(date: $date, slotId: $slotId) {
      date
      slotId
      orderCount
      lines {
        productId
        productName
        quantity
        unit
        orders
      }
    }
    runSheet(date: $date, slotId: $slotId) {
      date
      slotId
      cashTotal
      stops {
        id
        orderNumber
        paymentMethod
        paymentStatus
        cashToCollect
        customerNote
        customer {
          id
          fullName
          phone
        }
        shipping {
          firstName
          lastName
          phone
          address
          city
          postcode
        }
        deliverySlot {
          id
          date
          start
          end
        }
        items {
          id
          productName
          quantity
          unit
        }
      }
    }
  }
`);

export const MARK_SLOT_SHIPPED = graphql(`
  mutation AdminMarkSlotShipped($date: String!, $slotId: ID!) {
    markSlotShipped(date: $date, slotId: $slotId) {
      shipped
      orderIds
    }
  }
`);
