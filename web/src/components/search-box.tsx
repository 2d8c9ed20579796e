import { useEffect, useRef } from 'react';
import { Search, X } from 'lucide-react';
import controls from './controls.module.css';
import field from './text-field.module.css';
import styles from './search-box.module.css';

/**
 * A live search field (shop, blog). The page owns the value and its URL sync (useUrlSearchText).
 * It is a real GET form to the page (`action`, the text as `q`, `keep` as hidden fields): before
 * the app has started, on a slow phone, typing and Enter search on the server; once it runs, the
 * text searches as it is typed and the form never submits.
 */
export function SearchBox({
  value,
  onChange,
  label,
  placeholder,
  maxLength,
  action,
  keep = {},
}: {
  value: string;
  onChange: (value: string) => void;
  label: string;
  placeholder: string;
  maxLength?: number;
  /** The page the form submits to before the app runs, e.g. '/shop'. */
  action: string;
  /** Other query parameters of the page that a search keeps (the category, the sort order). */
  keep?: Record<string, string | null | undefined>;
}) {
  // Text typed before the app started is in the field but not in the page's state: take it
  // over once, so it stays and searches (React keeps the field's text when it hydrates).
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const typed = input.current?.value ?? '';
    if (typed !== value) onChange(typed);
    // Once, at hydration: later the field and the state move together.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <form role="search" className={styles.box} action={action} method="get" onSubmit={(event) => event.preventDefault()}>
      {Object.entries(keep).map(([name, kept]) => (kept ? <input key={name} type="hidden" name={name} value={kept} /> : null))}
      <div className={field.search}>
        <Search size={18} aria-hidden className={field.searchIcon} />
        <input
          className={field.field}
          ref={input}
          type="search"
          name="q"
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
    </form>
  );
}
