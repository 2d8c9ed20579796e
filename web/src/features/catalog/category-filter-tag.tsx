import { X } from 'lucide-react';
import styles from './category-filter-tag.module.css';

/** Shows which category the grid is filtered to, with a way out. */
export function CategoryFilterTag({ label, onClear }: { label: string; onClear: () => void }) {
  return (
    <div className={styles.tag}>
      <span className={styles.label}>Category: {label}</span>
      <button type="button" className={styles.remove} aria-label={`Remove ${label} filter`} onClick={onClear}>
        <X aria-hidden />
      </button>
    </div>
  );
}
