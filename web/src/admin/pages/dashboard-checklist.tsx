import { Link as RouterLink } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import { Box, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { graphql } from '../../gql';

/*
 * The first-run checklist (issue 36): what a new shop still lacks before its first delivery,
 * each item with the page that fixes it. Its own query, so a failure here never blanks the
 * dashboard's figures (nor theirs this).
 */

const SHOP_READINESS = graphql(`
  query AdminShopReadiness {
    shopReadiness {
      ready
      items {
        id
        label
        done
        detail
        page
        required
      }
    }
  }
`);

/** The sidebar's names of the pages an item may point at (admin-pages.ts). */
const PAGE_NAMES: Record<string, string> = { delivery: 'Delivery Slots', products: 'Products', categories: 'Categories', profile: 'Shop Profile' };

export function DashboardChecklist() {
  const { data } = useQuery(SHOP_READINESS, { fetchPolicy: 'network-only' });
  const readiness = data?.shopReadiness;
  if (!readiness) return null;
  if (readiness.ready) {
    return (
      <Text fontSize="sm" color="green.800" data-testid="shop-ready">
        ✓ The shop is ready for deliveries.
      </Text>
    );
  }
  return (
    <Box as="section" aria-labelledby="checklist-heading" bg="white" borderWidth="2px" borderColor="orange.400" rounded="md" p="4">
      <Heading as="h2" size="md" id="checklist-heading" mb="1">
        Before your first delivery
      </Heading>
      <Text fontSize="sm" color="gray.700" mb="3">
        The shop cannot take and deliver an order until every required item is done.
      </Text>
      <Stack as="ul" listStyleType="none" p="0" m="0" gap="3">
        {readiness.items.map((item) => (
          <Box as="li" key={item.id} display="flex" gap="3" alignItems="flex-start" data-testid={`readiness-${item.id}`}>
            <Text as="span" aria-hidden="true" fontWeight="bold" color={item.done ? 'green.800' : 'red.700'} minW="5" textAlign="center">
              {item.done ? '✓' : '✗'}
            </Text>
            <Box minW="0">
              <Text fontWeight="semibold">
                {item.label}{' '}
                <Text as="span" fontWeight="normal" fontSize="sm" color="gray.700">
                  ({item.done ? 'done' : item.required ? 'not done' : 'not done, optional'})
                </Text>
              </Text>
              <Text fontSize="sm" color="gray.700">
                {item.detail}
              </Text>
              {item.page && (
                <Link asChild fontSize="sm" color="green.800" textDecoration="underline">
                  <RouterLink to={`?page=${encodeURIComponent(item.page)}`}>Open {PAGE_NAMES[item.page] ?? item.page}</RouterLink>
                </Link>
              )}
            </Box>
          </Box>
        ))}
      </Stack>
    </Box>
  );
}
