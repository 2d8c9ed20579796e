import { Box, Heading, Table, Text } from '@chakra-ui/react';
import { ScrollTable } from '../list-page-parts';

interface Line {
  productId: string;
  productName: string;
  quantity: number;
  unit: string;
  orders: number;
}

/** What to pack: each product with the units over every order of the date and slot. */
export function PickListTable({ lines, orderCount }: { lines: readonly Line[]; orderCount: number }) {
  const units = lines.reduce((sum, line) => sum + line.quantity, 0);
  return (
    <Box as="section" aria-labelledby="pick-list-heading">
      <Heading as="h3" size="md" id="pick-list-heading" mb="1">
        Pick list
      </Heading>
      <Text fontSize="sm" color="gray.700" mb="3" data-testid="pick-list-summary">
        {lines.length} {lines.length === 1 ? 'product' : 'products'}, {units} {units === 1 ? 'unit' : 'units'} from {orderCount} {orderCount === 1 ? 'order' : 'orders'}
      </Text>
      {lines.length === 0 ? (
        <Text color="gray.600">Nothing to pack.</Text>
      ) : (
        <ScrollTable label="Pick list" columns={['Product', 'Quantity', 'Unit', 'Orders']} minW="24rem">
          {lines.map((line) => (
            <Table.Row key={`${line.productId}-${line.unit}`}>
              <Table.Cell fontWeight="semibold">{line.productName}</Table.Cell>
              <Table.Cell>{line.quantity}</Table.Cell>
              <Table.Cell>{line.unit}</Table.Cell>
              <Table.Cell>{line.orders}</Table.Cell>
            </Table.Row>
          ))}
        </ScrollTable>
      )}
    </Box>
  );
}
