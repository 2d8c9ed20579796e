import { Box, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { formatMoney } from '../../../lib/money';
import { PhoneLink } from '../../admin-ui';
import type { AdminDeliveryDayQuery } from '../../../gql/graphql';

type Stop = AdminDeliveryDayQuery['runSheet']['stops'][number];

/** One stop: a block that never breaks across printed pages. */
function StopBlock({ stop, number }: { stop: Stop; number: number }) {
  const name = `${stop.shipping.firstName} ${stop.shipping.lastName}`.trim() || stop.customer?.fullName || '—';
  const phone = stop.shipping.phone || stop.customer?.phone || '';
  const headingId = `stop-${stop.id}`;
  return (
    <Box as="li" listStyleType="none">
      <Box as="article" aria-labelledby={headingId} data-print="stop" data-testid="run-sheet-stop" bg="white" borderWidth="1px" rounded="md" p="3">
        <Flex justify="space-between" gap="3" wrap="wrap" mb="1">
          <Heading as="h4" size="sm" id={headingId}>
            Stop {number} · {stop.orderNumber}
          </Heading>
          <Text fontWeight="bold" data-testid="stop-cash">
            {stop.cashToCollect > 0 ? `Collect ${formatMoney(stop.cashToCollect)}` : 'Paid: nothing to collect'}
          </Text>
        </Flex>
        <Text fontWeight="semibold">{name}</Text>
        <Text>
          {stop.shipping.address}
          {stop.shipping.city ? `, ${stop.shipping.city}` : ''}
        </Text>
        <Text>Pincode {stop.shipping.postcode}</Text>
        {phone && (
          <Text>
            Phone: <PhoneLink phone={phone} label={`Call ${name}: ${phone}`} />
          </Text>
        )}
        <Box as="ul" mt="2" ps="5" fontSize="sm" aria-label={`Items for stop ${number}`}>
          {stop.items.map((item) => (
            <li key={item.id}>
              {item.quantity} × {item.productName} ({item.unit})
            </li>
          ))}
        </Box>
        {stop.customerNote && (
          <Text mt="2" fontSize="sm">
            <Text as="span" fontWeight="semibold">
              Note:
            </Text>{' '}
            {stop.customerNote}
          </Text>
        )}
      </Box>
    </Box>
  );
}

/** The stops in the server's order (slot window, then pincode) and the cash to bring back. */
export function RunSheetStops({ stops, cashTotal }: { stops: readonly Stop[]; cashTotal: number }) {
  return (
    <Box as="section" aria-labelledby="run-sheet-heading">
      <Heading as="h3" size="md" id="run-sheet-heading" mb="1">
        Run sheet
      </Heading>
      <Text fontSize="sm" color="gray.700" mb="3" data-testid="run-sheet-summary">
        {stops.length} {stops.length === 1 ? 'stop' : 'stops'} · cash to collect in all: {formatMoney(cashTotal)}
      </Text>
      {stops.length === 0 ? (
        <Text color="gray.600">No stops.</Text>
      ) : (
        <Stack as="ol" gap="3" p="0" m="0" aria-label="Stops">
          {stops.map((stop, index) => (
            <StopBlock key={stop.id} stop={stop} number={index + 1} />
          ))}
        </Stack>
      )}
    </Box>
  );
}
