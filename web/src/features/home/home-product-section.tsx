import type { ReactNode } from 'react';
import { Container, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { ChevronRight } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';

/** One titled home section with its 'View All' link; the page passes the grid in. */
export function HomeProductSection({
  id,
  title,
  viewAllHref,
  isEmpty,
  children,
}: {
  id: string;
  title: string;
  viewAllHref: string;
  isEmpty: boolean;
  children: ReactNode;
}) {
  const headingId = `${id}-heading`;
  return (
    <Container
      as="section"
      id={id}
      maxW="7xl"
      py="8"
      aria-labelledby={headingId}
      tabIndex={-1}
      outline="none"
      // Header nav (4rem) + section tabs (~3rem) + breathing room.
      scrollMarginTop="32"
    >
      <Stack gap="5">
        <HStack justify="space-between" align="end">
          <Heading as="h2" id={headingId} size={{ base: 'xl', md: '2xl' }}>
            {title}
          </Heading>
          <Link asChild color="brand.fg" fontWeight="semibold" fontSize="sm">
            <RouterLink to={viewAllHref} aria-label={`View All ${title}`}>
              View All
              <ChevronRight size={16} aria-hidden />
            </RouterLink>
          </Link>
        </HStack>
        {isEmpty ? <Text color="fg.muted">No fruits found</Text> : children}
      </Stack>
    </Container>
  );
}
