import { Tag } from '@chakra-ui/react';
import { categorySlugLabel } from '../../lib/category-slugs';

/** Shows which category the grid is filtered to, with a way out. */
export function CategoryFilterTag({ category, onClear }: { category: string; onClear: () => void }) {
  const label = categorySlugLabel(category) ?? 'Selected category';
  return (
    <Tag.Root size="lg" variant="subtle" colorPalette="brand" rounded="full">
      <Tag.Label>Category: {label}</Tag.Label>
      <Tag.EndElement>
        <Tag.CloseTrigger aria-label={`Remove ${label} filter`} onClick={onClear} />
      </Tag.EndElement>
    </Tag.Root>
  );
}
