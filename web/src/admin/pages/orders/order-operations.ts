import { graphql } from '../../../gql';

/* The orders page's GraphQL: the paged list, the slots its filter offers, one order, its changes. */

export const ORDER_PAGE = graphql(`
  query AdminOrderPage($filter: AdminOrderFilter, $limit: Int!, $offset: Int!, $sort: AdminOrderSort!) {
    adminOrderPage(filter: $filter, limit: $limit, offset: $offset, sort: $sort) {
      total
      limit
      offset
      items {
        id
        orderNumber
        status
        total
        createdAt
        paymentMethod
        paymentStatus
        cashToCollect
        itemCount
        customer {
          id
          fullName
          email
          phone
        }
        shipping {
          firstName
          lastName
          email
          phone
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
        }
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
    }
  }
`);

/** The slots orders were booked into on a date (with their confirmed orders). */
export const DAY_SLOTS = graphql(`
  query AdminOrderDaySlots($date: String!) {
    deliveryDaySlots(date: $date) {
      slotId
      start
      end
      orders
    }
  }
`);

/** Every daily slot of the shop (the slot filter without a date). */
export const SHOP_SLOTS = graphql(`
  query AdminOrderShopSlots {
    adminDelivery {
      slots {
        id
        pincode
        start
        end
        isActive
      }
    }
  }
`);

export const ORDER_DETAIL = graphql(`
  query AdminOrderDetail($id: ID!) {
    adminOrder(id: $id) {
      id
      orderNumber
      status
      nextStatuses
      createdAt
      subtotal
      savings
      deliveryFee
      handlingFee
      couponCode
      couponDiscount
      total
      paymentMethod
      paymentStatus
      cashToCollect
      payBy
      cancelReason
      customerNote
      customer {
        id
        fullName
        email
        phone
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
      items {
        id
        productName
        quantity
        unit
        priceAtPurchase
        listPrice
        subTotal
      }
      payments {
        id
        provider
        providerOrderId
        providerPaymentId
        status
        amount
        createdAt
        paidAt
        failureReason
      }
      timeline {
        id
        from
        to
        actor
        adminName
        at
        reason
      }
      staffNotes {
        id
        text
        adminName
        createdAt
      }
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
  }
`);

export const UPDATE_ORDER_STATUS = graphql(`
  mutation AdminUpdateOrderStatus($id: ID!, $status: OrderStatus!, $reason: String) {
    updateOrderStatus(id: $id, status: $status, reason: $reason) {
      id
      status
      nextStatuses
    }
  }
`);

export const ADD_ORDER_NOTE = graphql(`
  mutation AdminAddOrderNote($orderId: ID!, $text: String!) {
    addOrderNote(orderId: $orderId, text: $text) {
      id
      text
      adminName
      createdAt
    }
  }
`);
