import { ArrowRight } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import controls from '../../components/controls.module.css';
import looks from '../../components/button-looks.module.css';
import layout from '../../components/layout.module.css';
import styles from './home-hero.module.css';

export function HomeHero() {
  return (
    <div className={styles.hero}>
      <div className={layout.container}>
        <div className={styles.content}>
          <h1 className={styles.title}>Fresh fruits, delivered to your door</h1>
          <p className={styles.lead}>
            Seasonal favourites, everyday essentials and premium dry fruits — accurately weighed and delivered fast.
          </p>
          <div>
            <RouterLink className={`${controls.button} ${controls.solid} ${looks.lg}`} to="/shop">
              Shop Now
              <ArrowRight aria-hidden />
            </RouterLink>
          </div>
        </div>
      </div>
    </div>
  );
}
