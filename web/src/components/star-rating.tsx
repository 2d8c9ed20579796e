import styles from './star-rating.module.css';

/** Read-only stars with the review count; announced as one phrase, not five icons. */
export function StarRating({ rating, reviewCount }: { rating: number; reviewCount: number }) {
  const label = `Rated ${rating.toFixed(1)} out of 5 from ${reviewCount} ${reviewCount === 1 ? 'review' : 'reviews'}`;
  // Half-star steps, as shoppers read ratings.
  const filled = (Math.round(rating * 2) / 2 / 5) * 100;
  return (
    <span className={styles.rating} role="img" aria-label={label}>
      <span className={styles.stars} aria-hidden>
        <span className={styles.fill} style={{ width: `${filled}%` }} />
      </span>
      <span aria-hidden>{`${rating.toFixed(1)} (${reviewCount})`}</span>
    </span>
  );
}
