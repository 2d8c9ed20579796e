import { ArrowLeft, RefreshCw } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router-dom';
import looks from '../../components/button-looks.module.css';
import controls from '../../components/controls.module.css';
import heading from '../../components/heading.module.css';
import layout from '../../components/layout.module.css';
import styles from './product-states.module.css';
import { usePageWaiting } from '../../lib/page-waiting';

/** Back where the shopper came from; the shop when the product page was the first page. */
export function useGoBack() {
  const navigate = useNavigate();
  const location = useLocation();
  return () => {
    if (location.key !== 'default') void navigate(-1);
    else void navigate('/shop');
  };
}

function GoBackButton({ solid = false }: { solid?: boolean }) {
  const goBack = useGoBack();
  return (
    <button
      type="button"
      className={`${controls.button} ${looks.md} ${solid ? controls.solid : looks.brandOutline}`}
      onClick={goBack}
    >
      <ArrowLeft aria-hidden />
      Go Back
    </button>
  );
}

/**
 * The page's shape while the product loads (gallery square, title, price, buttons), so the
 * product replaces it without moving what is around it.
 */
export function ProductLoading() {
  usePageWaiting();
  return (
    <div className={styles.loading} role="status" aria-busy="true">
      <span className={layout.visuallyHidden}>Loading product...</span>
      <div className={`${styles.block} ${styles.picture}`} aria-hidden />
      <div className={styles.lines} aria-hidden>
        <div className={`${styles.block} ${styles.lineShort}`} />
        <div className={`${styles.block} ${styles.lineTitle}`} />
        <div className={`${styles.block} ${styles.lineShort}`} />
        <div className={`${styles.block} ${styles.linePrice}`} />
        <div className={`${styles.block} ${styles.lineButton}`} />
      </div>
    </div>
  );
}

/** Spec §8: 'Failed to load product. Please try again later.', with Go Back (and a retry). */
export function ProductLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <div className={styles.message}>
      <p className={styles.errorText} role="alert">Failed to load product. Please try again later.</p>
      <div className={styles.buttons}>
        <GoBackButton />
        <button type="button" className={`${controls.button} ${controls.solid} ${looks.md}`} onClick={onRetry}>
          <RefreshCw aria-hidden />
          Try Again
        </button>
      </div>
    </div>
  );
}

/** Spec §8: 'Product not found' (the page answers 404), with Go Back. */
export function ProductNotFound() {
  return (
    <div className={styles.message}>
      <p className={styles.emoji} aria-hidden>
        🍂
      </p>
      <h1 className={`${heading.size2xl} ${heading.mdSize3xl}`}>Product not found</h1>
      <p className={styles.muted}>This fruit may have sold out for the season or been removed from the shop.</p>
      <GoBackButton solid />
    </div>
  );
}
