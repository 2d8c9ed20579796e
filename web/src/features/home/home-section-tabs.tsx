import { useEffect, useState } from 'react';
import { Box, Button, Container, HStack } from '@chakra-ui/react';

export interface SectionTab {
  id: string;
  label: string;
}

function prefersReducedMotion() {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/**
 * Sticky tabs that jump to the home sections and highlight the one being read.
 * Sections set `scrollMarginTop` so the sticky header and this bar don't cover headings.
 */
export function HomeSectionTabs({ tabs }: { tabs: readonly SectionTab[] }) {
  const [activeId, setActiveId] = useState(tabs[0]?.id);

  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return;
    // A section counts as "in view" while it crosses the upper part of the viewport.
    const observer = new IntersectionObserver(
      (entries) => {
        const visible = entries.filter((entry) => entry.isIntersecting);
        if (visible.length > 0) setActiveId(visible[0].target.id);
      },
      { rootMargin: '-140px 0px -55% 0px' },
    );
    for (const tab of tabs) {
      const element = document.getElementById(tab.id);
      if (element) observer.observe(element);
    }
    return () => observer.disconnect();
  }, [tabs]);

  const jumpTo = (id: string) => {
    const section = document.getElementById(id);
    if (!section) return;
    setActiveId(id);
    section.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
    // Move keyboard focus with the view so Tab continues inside the chosen section.
    section.focus({ preventScroll: true });
  };

  return (
    <Box
      as="nav"
      aria-label="Home sections"
      position="sticky"
      top="16"
      zIndex="docked"
      bg="bg/95"
      backdropFilter="blur(6px)"
      borderBottomWidth="1px"
      borderColor="border.muted"
    >
      <Container maxW="7xl">
        <HStack gap="2" py="2" overflowX="auto">
          {tabs.map((tab) => {
            const active = tab.id === activeId;
            return (
              <Button
                key={tab.id}
                size="sm"
                rounded="full"
                flexShrink={0}
                variant={active ? 'solid' : 'ghost'}
                aria-current={active ? 'true' : undefined}
                aria-controls={tab.id}
                onClick={() => jumpTo(tab.id)}
              >
                {tab.label}
              </Button>
            );
          })}
        </HStack>
      </Container>
    </Box>
  );
}
