import { Link as RouterLink } from 'react-router-dom';
import styles from './brand-logo.module.css';

/** Apple mark + word mark, linking home. The mark is decorative; the link is named by the text. */
export function BrandLogo() {
  return (
    <RouterLink to="/" className={styles.logo}>
      <div aria-hidden className={styles.mark}>
        {/* The shop's mark is the Fluent Emoji red apple (MIT), the drawing of /favicon.svg
            and the PNG favicon, so it does not depend on the visitor having an emoji font.
            Inline rather than <img src="/favicon.svg">: an SVG image is a document of its own
            that the browser builds and paints on the main thread (bench/NOTES.md). */}
        <svg width={22} height={22} viewBox="0 0 32 32" fill="none" focusable="false">
          <path fill="#00d26a" d="M10.25 2H4.22a5.92 5.92 0 0 0 5.92 5.92h6.03C16.18 4.66 13.52 2 10.25 2" />
          <path
            fill="#f8312f"
            d="M18.09 7.38c-1.34.57-2.86.57-4.2 0c-4.2-1.77-9.04.26-10.72 4.51a16.72 16.72 0 0 0 0 12.29a9.227 9.227 0 0 0 11.06 5.49c1.15-.32 2.37-.32 3.52 0a9.203 9.203 0 0 0 11.06-5.49c1.56-3.95 1.56-8.34 0-12.29c-1.67-4.25-6.51-6.28-10.72-4.51"
          />
        </svg>
      </div>
      <p className={styles.word}>
        Fruit<span className={styles.shop}>Shop</span>
      </p>
    </RouterLink>
  );
}
