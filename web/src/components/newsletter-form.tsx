import type { FormEvent } from 'react';
import buttons from './button-looks.module.css';
import controls from './controls.module.css';
import field from './text-field.module.css';

/** Email box used by the footer and the banners. The spec's newsletter forms submit
 * nowhere, so submit is stopped here; the browser still enforces `required`/`type=email`. */
export function NewsletterForm({ idPrefix, buttonLabel = 'Subscribe' }: { idPrefix: string; buttonLabel?: string }) {
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
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
        />
        <button type="submit" className={`${controls.button} ${controls.solid} ${buttons.md}`}>
          {buttonLabel}
        </button>
      </div>
    </form>
  );
}
