import { graphql } from '../../gql';

// The checkout page's operations (its own chunk). Figures are always the server's: the cart
// query prices the lines, fees and coupon; the order is priced again when it is placed.

export const CheckoutCartQuery = graphql(`
  query CheckoutCart($couponCode: String) {
    cart(couponCode: $couponCode) {
      itemCount
      lines {
        productId
        name
        image
        quantity
        unit
        price
        unitPrice
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
      }
      coupon {
        isValid
        message
        discount
        coupon {
          id
          code
          discountType
          discountValue
        }
      }
    }
  }
`);

export const CheckoutProfileQuery = graphql(`
  query CheckoutProfile {
    me {
      id
      name
      lastName
      email
      phone
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
        country
        pinCode
      }
    }
  }
`);

export const CheckoutCouponsQuery = graphql(`
  query CheckoutCoupons {
    coupons {
      id
      code
      description
      minOrderValue
    }
  }
`);

export const CheckoutPlanQuery = graphql(`
  query CheckoutPlan($id: ID!) {
    subscriptionPlan(id: $id) {
      id
      planName
      planType
      planDescription
      price
      priceSuffix
      deliveryFrequency
      validityDays
      ...PlanBoxList_plan
    }
  }
`);

export const CheckoutPlaceOrderMutation = graphql(`
  mutation CheckoutPlaceOrder($input: PlaceOrderInput!) {
    placeOrder(input: $input) {
      success
      message
      orderId
      warnings
      order {
        id
        orderNumber
        total
        paymentMethod
        shipping {
          email
        }
        deliverySlot {
          id
          date
          start
          end
        }
      }
      payment {
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
  }
`);

export const CheckoutDeliverySlotsQuery = graphql(`
  query CheckoutDeliverySlots($pincode: String!) {
    deliverySlots(pincode: $pincode) {
      pincode
      serviceable
      slots {
        id
        date
        start
        end
        available
        status
      }
    }
  }
`);
