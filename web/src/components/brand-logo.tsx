import { Link as RouterLink } from 'react-router-dom';
import styles from './brand-logo.module.css';

/** Apple mark + word mark, linking home. The mark is decorative; the link is named by the text. */
export function BrandLogo() {
  return (
    <RouterLink to="/" className={styles.logo}>
      <div aria-hidden className={styles.mark}>
        {/* The shop's mark is the Fluent Emoji red apple (MIT), shipped as /favicon.svg, so it
            does not depend on the visitor having an emoji font. */}
        <img src="/favicon.svg" alt="" width={22} height={22} />
      </div>
      <p className={styles.word}>
        Fruit<span className={styles.shop}>Shop</span>
      </p>
    </RouterLink>
  );
}
