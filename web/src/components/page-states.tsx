import type { ReactNode } from 'react';
import { RefreshCw } from 'lucide-react';
import looks from './button-looks.module.css';
import controls from './controls.module.css';
import { usePageWaiting } from '../lib/page-waiting';
import spinner from './spinner.module.css';
import styles from './page-states.module.css';

/**
 * A page or section that is loading; the label is the spec's text for that page. While it is
 * up after a navigation, the page counts as not yet rendered (the route spinner may show).
 */
export function LoadingState({ label }: { label: string }) {
  usePageWaiting();
  return (
    <div className={styles.loading} role="status">
      <span className={spinner.spinner} aria-hidden />
      <p className={styles.muted}>{label}</p>
    </div>
  );
}

interface ErrorStateProps {
  message: ReactNode;
  actionLabel: string;
  onAction(): void;
  /** A headline-style message (home) or a plain error line (lists). */
  tone?: 'headline' | 'inline';
}

/** A failed load with one recovery action (retry or reload), announced to screen readers. */
export function ErrorState({ message, actionLabel, onAction, tone = 'inline' }: ErrorStateProps) {
  const headline = tone === 'headline';
  return (
    <div role="alert" className={styles.error}>
      <p className={headline ? styles.headline : styles.inline}>{message}</p>
      <button
        type="button"
        className={`${controls.button} ${looks.md} ${headline ? controls.solid : looks.brandOutline}`}
        onClick={onAction}
      >
        <RefreshCw aria-hidden />
        {actionLabel}
      </button>
    </div>
  );
}
