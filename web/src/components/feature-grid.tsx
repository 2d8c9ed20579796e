import { Heading, SimpleGrid, Stack, Text, chakra, type SimpleGridProps } from '@chakra-ui/react';
import type { LucideIcon } from 'lucide-react';
import { surfaceCardRecipe } from '../theme/surface-card.recipe';

const Card = chakra('li', surfaceCardRecipe);

export interface Feature {
  icon: LucideIcon;
  title: string;
  text: string;
}

interface FeatureGridProps {
  features: readonly Feature[];
  columns: SimpleGridProps['columns'];
  /** Heading level of each card title, to fit the page outline. */
  titleAs?: 'h2' | 'h3';
  /** Larger, centred cards (marketing sections) or compact ones (home strip). */
  size?: 'md' | 'sm';
}

/** Icon + title + text cards: the spec's "Why choose", feature and trust sections. */
export function FeatureGrid({ features, columns, titleAs = 'h3', size = 'md' }: FeatureGridProps) {
  const compact = size === 'sm';
  return (
    <SimpleGrid as="ul" columns={columns} gap={compact ? { base: '3', md: '5' } : '5'} listStyleType="none">
      {features.map(({ icon: Icon, title, text }) => (
        <Card key={title} padded>
          <Stack
            gap={compact ? '2' : '3'}
            align={compact ? { base: 'center', md: 'start' } : 'center'}
            textAlign={compact ? { base: 'center', md: 'start' } : 'center'}
          >
            <chakra.span
              display="grid"
              placeItems="center"
              boxSize={compact ? '10' : '12'}
              rounded={compact ? 'lg' : 'full'}
              bg="brand.muted"
              color="brand.fg"
            >
              <Icon size={compact ? 20 : 24} aria-hidden />
            </chakra.span>
            <Heading as={titleAs} size={compact ? 'sm' : 'md'}>
              {title}
            </Heading>
            <Text color="fg.muted" fontSize="sm">
              {text}
            </Text>
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
