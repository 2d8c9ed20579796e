import { graphql } from '../../gql';

/* Problem reports on the customer's order page (issue 39 part 3, docs/decisions/0043-problem-reports.md). */

export const OrderProblemReportsQuery = graphql(`
  query OrderProblemReports($orderId: ID!) {
    orderProblemReports(orderId: $orderId) {
      orderId
      orderNumber
      canReport
      blockedReason
      blockedMessage
      reportBy
      windowHours
      lines {
        itemId
        productName
        unit
        ordered
        reportable
      }
      reports {
        id
        reason
        note
        photoUrl
        status
        createdAt
        resolvedAt
        resolutionNote
        refundAmount
        replacementOrderId
        replacementOrderNumber
        lines {
          itemId
          productName
          quantity
        }
      }
      replacementOf {
        orderId
        orderNumber
      }
    }
  }
`);

export const ReportProblemMutation = graphql(`
  mutation ReportProblem($input: ReportProblemInput!) {
    reportProblem(input: $input) {
      id
      status
    }
  }
`);
