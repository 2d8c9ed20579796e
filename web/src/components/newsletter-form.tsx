import { useState, type FormEvent } from 'react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useMutation } from '@apollo/client/react';
import { isEmail } from '@fruit-shop/common/email';
import { graphql } from '../gql';
import buttons from './button-looks.module.css';
import controls from './controls.module.css';
import styles from './newsletter-form.module.css';
import field from './text-field.module.css';

/** Asks for the newsletter (double opt-in): the server sends a confirmation email with a link. */
const SubscribeToNewsletterMutation = graphql(`
  mutation SubscribeToNewsletter($email: String!) {
    subscribeToNewsletter(email: $email) {
      success
      message
    }
  }
`);

const FAILED = 'Sorry, we could not subscribe you just now. Please try again.';

/** Email box used by the footer and the banners; every one of them subscribes through the same mutation. */
export function NewsletterForm({ idPrefix, buttonLabel = 'Subscribe' }: { idPrefix: string; buttonLabel?: string }) {
  const [reply, setReply] = useState<{ ok: boolean; text: string } | null>(null);
  const [subscribe, { loading }] = useMutation(SubscribeToNewsletterMutation);
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const email = String(new FormData(form).get('email') ?? '').trim();
    if (!isEmail(email)) {
      setReply({ ok: false, text: 'Please enter a valid email address' });
      return;
    }
    try {
      const { data } = await subscribe({ variables: { email } });
      form.reset();
      setReply({ ok: true, text: data?.subscribeToNewsletter.message ?? '' });
    } catch (error) {
      setReply({ ok: false, text: CombinedGraphQLErrors.is(error) ? (error.errors[0]?.message ?? FAILED) : FAILED });
    }
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
          aria-invalid={reply?.ok === false || undefined}
          onInput={() => setReply(null)}
        />
        <button type="submit" className={`${controls.button} ${controls.solid} ${buttons.md}`} disabled={loading}>
          {buttonLabel}
        </button>
      </div>
      {/* A live region present from the start, so the text is announced when it appears. */}
      <p role="status" className={reply ? styles.thanks : undefined}>
        {reply?.text ?? null}
      </p>
    </form>
  );
}
