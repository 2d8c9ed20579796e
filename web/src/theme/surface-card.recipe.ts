import { defineRecipe } from '@chakra-ui/react';

// The bordered, rounded panel used by product cards and feature cards; one place to
// tune elevation instead of repeating border/shadow props in every feature.
export const surfaceCardRecipe = defineRecipe({
  className: 'surface-card',
  base: {
    bg: 'bg.panel',
    borderWidth: '1px',
    borderColor: 'border.muted',
    borderRadius: 'xl',
    overflow: 'hidden',
    transitionProperty: 'box-shadow, transform',
    transitionDuration: 'moderate',
  },
  variants: {
    interactive: {
      true: {
        _hover: { boxShadow: 'md', transform: 'translateY(-2px)' },
        _motionReduce: { _hover: { transform: 'none' } },
      },
    },
    padded: {
      true: { p: { base: '4', md: '6' } },
    },
  },
  defaultVariants: { interactive: false, padded: false },
});
