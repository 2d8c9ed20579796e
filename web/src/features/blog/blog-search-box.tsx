import { Search, X } from 'lucide-react';
import { BLOG_SEARCH_MAX_LENGTH } from '../../../../api/src/modules/content/content.rules';
import controls from '../../components/controls.module.css';
import field from '../../components/text-field.module.css';
import styles from './blog-search-box.module.css';

/** The blog's search field. The page owns the value and the URL sync. */
export function BlogSearchBox({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <div role="search" className={styles.box}>
      <div className={field.search}>
        <Search size={18} aria-hidden className={field.searchIcon} />
        <input
          className={field.field}
          type="search"
          placeholder="Search articles…"
          aria-label="Search articles"
          maxLength={BLOG_SEARCH_MAX_LENGTH}
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
