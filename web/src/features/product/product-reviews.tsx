import heading from '../../components/heading.module.css';
import { useImageFallback } from '../../components/product-image';
import { ResponsivePicture } from '../../components/responsive-picture';
import { StarRating } from '../../components/star-rating';
import stars from '../../components/star-rating.module.css';
import { graphql } from '../../gql';
import type { ProductReviews_ProductFragment } from '../../gql/graphql';
import { formatRating, formatReviewDate } from './product-values';
import styles from './product-reviews.module.css';

/** The newest reviews the page lists; the average and count cover all of them. */
export const REVIEWS_SHOWN = 10;

export const ProductReviewsFragment = graphql(`
  fragment ProductReviews_product on Product {
    id
    averageRating
    reviewCount
    reviews(first: 10) {
      id
      rating
      comment
      reviewerName
      createdAt
      images
    }
  }
`);

const PHOTO_SIZE = 64;

/** One reviewer's stars, announced as one phrase. */
function ReviewStars({ rating }: { rating: number }) {
  return (
    <span className={stars.rating} role="img" aria-label={`Rated ${rating} out of 5`}>
      <span className={stars.stars} aria-hidden>
        <span className={stars.fill} style={{ width: `${(rating / 5) * 100}%` }} />
      </span>
    </span>
  );
}

function ReviewPhoto({ src, alt }: { src: string; alt: string }) {
  const image = useImageFallback(src);
  return (
    <ResponsivePicture
      className={styles.photo}
      src={image.src}
      sizes={`${PHOTO_SIZE}px`}
      alt={alt}
      width={PHOTO_SIZE}
      height={PHOTO_SIZE}
      loading="lazy"
      decoding="async"
      onError={image.onError}
    />
  );
}

/** The average (one decimal) and count, then the newest reviews; "No reviews yet" when there are none. */
export function ProductReviews({ product }: { product: ProductReviews_ProductFragment }) {
  const count = product.reviewCount;
  const rating = count > 0 ? product.averageRating : null;
  return (
    <section className={styles.section} aria-labelledby="product-reviews-heading">
      <h2 id="product-reviews-heading" className={heading.xl}>
        Customer Reviews
      </h2>
      {rating != null && (
        <div className={styles.summary}>
          <p className={styles.average}>
            {formatRating(rating)}
            <span className={styles.outOf}> out of 5</span>
          </p>
          <div className={styles.summaryText}>
            <StarRating rating={rating} reviewCount={count} />
            <p className={styles.muted}>
              Based on {count} {count === 1 ? 'review' : 'reviews'}
            </p>
          </div>
        </div>
      )}
      {product.reviews.length === 0 ? (
        <p className={styles.muted}>No reviews yet.</p>
      ) : (
        <ul className={styles.list}>
          {product.reviews.map((review) => (
            <li key={review.id} className={styles.review}>
              <div className={styles.reviewHead}>
                <h3 className={heading.sm}>{review.reviewerName}</h3>
                <time className={styles.date} dateTime={review.createdAt}>
                  {formatReviewDate(review.createdAt)}
                </time>
              </div>
              <ReviewStars rating={review.rating} />
              {review.comment && <p className={styles.comment}>{review.comment}</p>}
              {review.images.length > 0 && (
                <div className={styles.photos}>
                  {review.images.slice(0, 4).map((src, index) => (
                    <ReviewPhoto key={src} src={src} alt={`Photo ${index + 1} from ${review.reviewerName}'s review`} />
                  ))}
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
