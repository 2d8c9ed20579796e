import { useState, type FormEvent } from 'react';
import buttons from './button-looks.module.css';
import controls from './controls.module.css';
import styles from './newsletter-form.module.css';
import field from './text-field.module.css';

/** What a visitor is told after "subscribing": nothing is sent anywhere (see below). */
export const NEWSLETTER_THANKS = 'Thank you for your interest! Our newsletter is coming soon.';

/** Email box used by the footer and the banners. The spec's newsletter forms submit
 * nowhere (decisions: Contact messages), so submit is stopped here after the browser has
 * enforced `required`/`type=email`, and the visitor gets a polite confirmation instead. */
export function NewsletterForm({ idPrefix, buttonLabel = 'Subscribe' }: { idPrefix: string; buttonLabel?: string }) {
  const [thanked, setThanked] = useState(false);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    event.currentTarget.reset();
    setThanked(true);
  };
  return (
    <form onSubmit={onSubmit} aria-label="Newsletter signup">
      <div className={field.attached}>
        <input
          className={field.field}
          id={`${idPrefix}-newsletter-email`}
          name="email"
          type="email"
          required
          autoComplete="email"
          placeholder="Enter your email"
          aria-label="Email address"
          onInput={() => setThanked(false)}
        />
        <button type="submit" className={`${controls.button} ${controls.solid} ${buttons.md}`}>
          {buttonLabel}
        </button>
      </div>
      {/* A live region present from the start, so the text is announced when it appears. */}
      <p role="status" className={thanked ? styles.thanks : undefined}>
        {thanked ? NEWSLETTER_THANKS : null}
      </p>
    </form>
  );
}
