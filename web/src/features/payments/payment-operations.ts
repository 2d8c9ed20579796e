import { graphql } from '../../gql';

// The payment window's operations: a provider order to pay, the simulated gateway's answer
// (test mode), and the signature check that completes the payment on the server.

export const PaymentCreateMutation = graphql(`
  mutation PaymentCreate($orderId: ID, $planId: ID) {
    createPayment(orderId: $orderId, planId: $planId) {
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

export const PaymentSubscribeMutation = graphql(`
  mutation PaymentSubscribe($planId: ID!, $addressId: ID, $slotId: ID) {
    subscribe(planId: $planId, addressId: $addressId, slotId: $slotId) {
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

export const PaymentSimulateMutation = graphql(`
  mutation PaymentSimulate($razorpayOrderId: String!, $outcome: SimulatedOutcome!) {
    simulatePayment(razorpayOrderId: $razorpayOrderId, outcome: $outcome) {
      razorpayPaymentId
      razorpaySignature
      errorDescription
    }
  }
`);

export const PaymentVerifyMutation = graphql(`
  mutation PaymentVerify($input: VerifyPaymentInput!) {
    verifyPayment(input: $input) {
      success
      message
      warnings
      order {
        id
        orderNumber
        total
        shipping {
          email
        }
      }
      subscription {
        id
        planName
        planType
        price
        startDate
        endDate
        nextDeliveryDate
      }
    }
  }
`);

export const PaymentReportFailureMutation = graphql(`
  mutation PaymentReportFailure($razorpayOrderId: String!, $reason: String!) {
    reportPaymentFailure(razorpayOrderId: $razorpayOrderId, reason: $reason)
  }
`);
