import styles from './star-rating.module.css';

/**
 * Read-only stars with the review count; announced as one phrase, not five icons. A product
 * nobody has reviewed shows "No reviews yet" and no stars (decisions: "Honest storefront").
 */
export function StarRating({ rating, reviewCount }: { rating: number | null | undefined; reviewCount: number }) {
  if (rating == null || reviewCount <= 0) return <span className={styles.rating}>No reviews yet</span>;
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
