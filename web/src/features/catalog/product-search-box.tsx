import { Search, X } from 'lucide-react';
import controls from '../../components/controls.module.css';
import field from '../../components/text-field.module.css';
import styles from './product-search-box.module.css';

/** The shop's live search field. The page owns the value and the URL sync. */
export function ProductSearchBox({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <div role="search" className={styles.box}>
      <div className={field.search}>
        <Search size={18} aria-hidden className={field.searchIcon} />
        <input
          className={field.field}
          type="search"
          placeholder="Search fruits by name…"
          aria-label="Search fruits"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
        {value ? (
          <button
            type="button"
            className={`${controls.button} ${controls.icon} ${styles.clear} ${field.searchClear}`}
            aria-label="Clear search text"
            onClick={() => onChange('')}
          >
            <X aria-hidden />
          </button>
        ) : null}
      </div>
    </div>
  );
}
