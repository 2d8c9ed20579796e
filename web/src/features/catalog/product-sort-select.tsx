import { ChevronDown } from 'lucide-react';
import { SORT_OPTIONS, type SortParam } from './product-sort';
import styles from './product-sort-select.module.css';

/** The shop's "Sort by" control: a plain, labelled select. The page owns the value and the URL. */
export function ProductSortSelect({ value, onChange }: { value: SortParam; onChange: (value: SortParam) => void }) {
  return (
    <div className={styles.wrap}>
      <label htmlFor="shop-sort" className={styles.label}>
        Sort by
      </label>
      <div className={styles.control}>
        <select
          id="shop-sort"
          className={styles.select}
          value={value}
          onChange={(event) => onChange(event.target.value as SortParam)}
        >
          {SORT_OPTIONS.map((option) => (
            <option key={option.param} value={option.param}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDown size={16} aria-hidden className={styles.chevron} />
      </div>
    </div>
  );
}
