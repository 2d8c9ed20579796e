import { Search, X } from 'lucide-react';
import controls from './controls.module.css';
import field from './text-field.module.css';
import styles from './search-box.module.css';

/** A live search field (shop, blog). The page owns the value and its URL sync (useUrlSearchText). */
export function SearchBox({
  value,
  onChange,
  label,
  placeholder,
  maxLength,
}: {
  value: string;
  onChange: (value: string) => void;
  label: string;
  placeholder: string;
  maxLength?: number;
}) {
  return (
    <div role="search" className={styles.box}>
      <div className={field.search}>
        <Search size={18} aria-hidden className={field.searchIcon} />
        <input
          className={field.field}
          type="search"
          placeholder={placeholder}
          aria-label={label}
          maxLength={maxLength}
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
