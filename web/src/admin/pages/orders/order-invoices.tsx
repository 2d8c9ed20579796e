import { useQuery } from '@apollo/client/react';
import { Box, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { graphql } from '../../../gql';
import { formatMoney } from '../../../lib/money';
import { indiaDateTime } from '../../admin-ui';

export const ADMIN_ORDER_INVOICES = graphql(`
  query AdminOrderInvoices($orderId: ID!) {
    adminOrderInvoices(orderId: $orderId) {
      id
      kind
      number
      issuedAt
      invoiceNumber
      total
      tax
      downloadPath
    }
  }
`);

/** The order's GST invoice and credit notes (decision 0042), each a PDF link (same origin, the admin cookie). */
export function OrderInvoices({ orderId }: { orderId: string }) {
  const { data } = useQuery(ADMIN_ORDER_INVOICES, { variables: { orderId }, fetchPolicy: 'cache-and-network' });
  const documents = data?.adminOrderInvoices ?? [];
  return (
    <Box as="section" aria-labelledby="order-invoices" bg="white" borderWidth="1px" rounded="md" p="4" minW="0">
      <Heading as="h3" size="sm" id="order-invoices" mb="3">
        Invoice
      </Heading>
      {documents.length === 0 ? (
        <Text fontSize="sm" color="gray.700">
          Issued when the order is delivered.
        </Text>
      ) : (
        <Stack gap="1" fontSize="sm">
          {documents.map((d) => (
            <Text key={d.id}>
              <Link href={d.downloadPath} download color="green.800" textDecoration="underline" fontWeight="medium">
                {d.kind === 'invoice' ? 'Invoice' : 'Credit note'} {d.number} (PDF)
              </Link>{' '}
              · {indiaDateTime(d.issuedAt)} · {formatMoney(d.total)} (tax {formatMoney(d.tax)}){d.invoiceNumber ? ` · against ${d.invoiceNumber}` : ''}
            </Text>
          ))}
        </Stack>
      )}
    </Box>
  );
}
