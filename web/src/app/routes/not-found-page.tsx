import { Home } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import looks from '../../components/button-looks.module.css';
import controls from '../../components/controls.module.css';
import heading from '../../components/heading.module.css';
import { useHttpStatus, usePageHead } from '../page-meta';
import styles from '../../components/message-page.module.css';

export default function NotFoundPage() {
  useHttpStatus(404);
  usePageHead({ title: '404 - Page Not Found', noindex: true });
  return (
    <div className={styles.page}>
      <p className={styles.emoji} aria-hidden>
        🍂
      </p>
      <h1 className={`${heading.size2xl} ${heading.mdSize3xl}`}>404 - Page Not Found</h1>
      <p className={styles.muted}>The page you're looking for doesn't exist or has been moved.</p>
      <RouterLink className={`${controls.button} ${controls.solid} ${looks.lg}`} to="/">
        <Home aria-hidden />
        Go to Homepage
      </RouterLink>
    </div>
  );
}
