import styles from './blog-tags.module.css';

/** A blog's tags as small chips; `max` cuts the list (cards show at most 3, spec §9). */
export function BlogTags({ tags, max, label = 'Tags' }: { tags: readonly string[]; max?: number; label?: string }) {
  const shown = max === undefined ? tags : tags.slice(0, max);
  if (shown.length === 0) return null;
  return (
    <ul className={styles.tags} aria-label={label}>
      {shown.map((tag) => (
        <li key={tag} className={styles.tag}>
          {tag}
        </li>
      ))}
    </ul>
  );
}
