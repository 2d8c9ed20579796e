import { Link as RouterLink } from 'react-router-dom';
import looks from '../../components/button-looks.module.css';
import controls from '../../components/controls.module.css';
import heading from '../../components/heading.module.css';
import layout from '../../components/layout.module.css';
import styles from './home-empty.module.css';

/**
 * No category is marked for the home page yet (a new shop): the shop itself is still there.
 * No icon: a lucide icon shared with other pages becomes a chunk of its own, one more request
 * in the home page's start-up for a view most shops never show.
 */
export function HomeEmpty() {
  return (
    <section className={`${layout.container} ${styles.empty}`} aria-labelledby="home-empty-heading">
      <h2 id="home-empty-heading" className={`${heading.xl} ${heading.mdSize2xl}`}>
        Fresh picks are on their way
      </h2>
      <p className={styles.lead}>Our featured shelves are being stocked. In the meantime, every fruit we sell is waiting in the shop.</p>
      <RouterLink className={`${controls.button} ${controls.solid} ${looks.lg}`} to="/shop">
        Browse the Shop
      </RouterLink>
    </section>
  );
}
