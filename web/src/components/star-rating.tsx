import { HStack, Text } from '@chakra-ui/react';
import { Star, StarHalf } from 'lucide-react';

const STARS = [1, 2, 3, 4, 5] as const;

/** Read-only stars with the review count; announced as one phrase, not five icons. */
export function StarRating({ rating, reviewCount }: { rating: number; reviewCount: number }) {
  const rounded = Math.round(rating * 2) / 2;
  const label = `Rated ${rating.toFixed(1)} out of 5 from ${reviewCount} ${reviewCount === 1 ? 'review' : 'reviews'}`;
  return (
    <HStack gap="1" role="img" aria-label={label}>
      <HStack gap="0" color="rating" aria-hidden>
        {STARS.map((star) =>
          rounded >= star ? (
            <Star key={star} size={14} fill="currentColor" />
          ) : rounded === star - 0.5 ? (
            <StarHalf key={star} size={14} fill="currentColor" />
          ) : (
            <Star key={star} size={14} opacity={0.35} />
          ),
        )}
      </HStack>
      <Text as="span" fontSize="xs" color="fg.muted" aria-hidden>
        {rating.toFixed(1)} ({reviewCount})
      </Text>
    </HStack>
  );
}
