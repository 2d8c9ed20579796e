import { graphql } from '../../gql';

/** An order's tax invoice and credit notes, for its customer (issue 39, decision 0042). */
export const OrderInvoicesQuery = graphql(`
  query OrderInvoices($orderId: ID!) {
    orderInvoices(orderId: $orderId) {
      id
      kind
      number
      issuedAt
      invoiceNumber
      total
      downloadPath
    }
  }
`);
