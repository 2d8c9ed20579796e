import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import type { OrderStatus } from '../../../gql/graphql';
import { indiaDateTime, statusLabel } from '../../admin-ui';

interface Change {
  id: string;
  from?: OrderStatus | null;
  to: OrderStatus;
  actor: string;
  adminName?: string | null;
  at: string;
  reason?: string | null;
}

const ACTORS: Record<string, string> = { customer: 'The customer', system: 'The shop (automatic)', admin: 'An admin' };

/** Who made a change: the admin by name, else the customer or the system. */
const whoOf = (change: Change) => (change.actor === 'admin' && change.adminName ? change.adminName : (ACTORS[change.actor] ?? change.actor));

/** Every status change, oldest first: who, when (India time), from → to, why. */
export function OrderTimeline({ changes }: { changes: readonly Change[] }) {
  return (
    <Box as="section" aria-labelledby="timeline-heading" bg="white" borderWidth="1px" rounded="md" p="4">
      <Heading as="h3" size="sm" id="timeline-heading" mb="3">
        Status history
      </Heading>
      {changes.length === 0 ? (
        <Text fontSize="sm" color="gray.600">
          No changes recorded.
        </Text>
      ) : (
        <Stack as="ol" listStyleType="none" p="0" m="0" gap="3" aria-label="Status history">
          {changes.map((change) => (
            <Box as="li" key={change.id} borderStartWidth="3px" borderColor="green.700" ps="3">
              <Text fontWeight="semibold">{change.from ? `${statusLabel(change.from)} → ${statusLabel(change.to)}` : `Placed as ${statusLabel(change.to)}`}</Text>
              <Text fontSize="sm" color="gray.700">
                {whoOf(change)} · <time dateTime={change.at}>{indiaDateTime(change.at)}</time>
              </Text>
              {change.reason && <Text fontSize="sm">Reason: {change.reason}</Text>}
            </Box>
          ))}
        </Stack>
      )}
    </Box>
  );
}
