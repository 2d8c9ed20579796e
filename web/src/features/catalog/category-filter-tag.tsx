import { X } from 'lucide-react';
import { categorySlugLabel } from '../../lib/category-slugs';
import styles from './category-filter-tag.module.css';

/** Shows which category the grid is filtered to, with a way out. */
export function CategoryFilterTag({ category, onClear }: { category: string; onClear: () => void }) {
  const label = categorySlugLabel(category) ?? 'Selected category';
  return (
    <div className={styles.tag}>
      <span className={styles.label}>Category: {label}</span>
      <button type="button" className={styles.remove} aria-label={`Remove ${label} filter`} onClick={onClear}>
        <X aria-hidden />
      </button>
    </div>
  );
}
