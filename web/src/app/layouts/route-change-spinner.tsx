import { useEffect, useRef, useState } from 'react';
import { Box, Flex, HStack, Text } from '@chakra-ui/react';
import { useLocation } from 'react-router-dom';
import { INITIAL_LOAD_SPINNER_MS, ROUTE_CHANGE_SPINNER_MS } from '../../lib/ui-timings';

const FRUITS = ['🍎', '🍊', '🍇'] as const;

/**
 * The spec's full-screen fruit spinner: 1000 ms on first load, 800 ms after each route
 * change. It is an overlay, so the page mounts (and starts fetching) underneath.
 *
 * Keyed on the pathname only: typing in the shop search rewrites `?q=` and must not
 * flash the spinner. The
 * "initial load done" flag flips only when a timer completes, so StrictMode's double
 * effect run cannot shorten the first spinner or show it twice.
 */
export function RouteChangeSpinner() {
  const { pathname } = useLocation();
  // The path whose spinner has finished: a new path shows the spinner in the same render,
  // before it paints, with no state update inside the effect.
  const [doneFor, setDoneFor] = useState<string | null>(null);
  const visible = doneFor !== pathname;
  const initialShown = useRef(false);

  useEffect(() => {
    const duration = initialShown.current ? ROUTE_CHANGE_SPINNER_MS : INITIAL_LOAD_SPINNER_MS;
    const timer = setTimeout(() => {
      initialShown.current = true;
      setDoneFor(pathname);
    }, duration);
    return () => clearTimeout(timer);
  }, [pathname]);

  if (!visible) return null;

  return (
    <Flex
      role="status"
      aria-live="polite"
      aria-label="Loading page"
      data-testid="route-change-spinner"
      position="fixed"
      inset="0"
      zIndex="overlay"
      direction="column"
      align="center"
      justify="center"
      gap="4"
      bg="bg/90"
      backdropFilter="blur(2px)"
    >
      <HStack gap="3" aria-hidden>
        {FRUITS.map((fruit, index) => (
          <Box
            key={fruit}
            fontSize="4xl"
            animation="bounce 1s infinite"
            style={{ animationDelay: `${index * 150}ms` }}
            _motionReduce={{ animation: 'none' }}
          >
            {fruit}
          </Box>
        ))}
      </HStack>
      <Text color="fg.muted" fontSize="sm">
        Loading…
      </Text>
    </Flex>
  );
}
