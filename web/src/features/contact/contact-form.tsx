import { useState, useSyncExternalStore, type ReactNode } from 'react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useMutation } from '@apollo/client/react';
import { ChevronDown, Send } from 'lucide-react';
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import { CONTACT_SUBJECTS, contactRules } from '@fruit-shop/common/contact.rules';
import looks from '../../components/button-looks.module.css';
import controls from '../../components/controls.module.css';
import spinner from '../../components/spinner.module.css';
import field from '../../components/text-field.module.css';
import { SendContactMessageMutation } from './contact-operations';
import styles from './contact-form.module.css';

interface ContactValues {
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
}

const DEFAULTS: ContactValues = { name: '', email: '', phone: '', subject: '', message: '' };
const FIELDS = new Set<string>(Object.keys(DEFAULTS));

export const CONTACT_SEND_FAILED = 'Failed to send your message. Please try again.';

const noopSubscribe = () => () => {};

/**
 * False in the server's HTML and until hydration: a form submitted before React runs would be
 * sent by the browser itself (the message in the URL, then lost), so Send waits for the app.
 */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noopSubscribe,
    () => true,
    () => false,
  );
}

/** The server's reason (a rule's message, the rate limit) and the field it names, if any. */
function serverError(error: unknown): { message: string; field?: keyof ContactValues } {
  if (!CombinedGraphQLErrors.is(error)) return { message: CONTACT_SEND_FAILED };
  const first = error.errors[0];
  const named = first?.extensions?.field;
  return {
    message: first?.message?.trim() || CONTACT_SEND_FAILED,
    field: typeof named === 'string' && FIELDS.has(named) ? (named as keyof ContactValues) : undefined,
  };
}

function Field({
  id,
  label,
  optional,
  error,
  children,
}: {
  id: string;
  label: string;
  optional?: boolean;
  error?: string;
  children: (aria: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string; 'aria-required'?: boolean }) => ReactNode;
}) {
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {optional ? (
          <span className={styles.optional}> (optional)</span>
        ) : (
          <span aria-hidden className={styles.required}>
            {' '}
            *
          </span>
        )}
      </label>
      {children({ id, 'aria-invalid': !!error, 'aria-describedby': error ? errorId : undefined, 'aria-required': optional ? undefined : true })}
      {error && (
        <p id={errorId} role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * The contact form (spec §2 Contact, §5 Contact form): name, email, phone (optional), subject
 * from the five options, message. Checked with the same rules the server applies, then stored
 * through sendContactMessage; the server's thank-you is shown and the form is cleared.
 */
export function ContactForm({ idPrefix = 'contact' }: { idPrefix?: string }) {
  // One contact form per page at most (the contact page, the about page).
  const id = (name: string) => `${idPrefix}-${name}`;
  const hydrated = useHydrated();
  const [send, { loading }] = useMutation(SendContactMessageMutation);
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, reset, setError, formState } = useForm<ContactValues>({ defaultValues: DEFAULTS });
  const errors = formState.errors;

  const onSubmit = handleSubmit(async (values) => {
    setSent(null);
    setFailure(null);
    try {
      const { data } = await send({
        variables: {
          input: {
            name: values.name.trim(),
            email: values.email.trim(),
            phone: values.phone.trim() || null,
            subject: values.subject,
            message: values.message.trim(),
          },
        },
      });
      const reply = data?.sendContactMessage;
      if (!reply?.success) {
        setFailure(reply?.message || CONTACT_SEND_FAILED);
        return;
      }
      reset(DEFAULTS);
      setSent(reply.message);
    } catch (error) {
      const { message, field: named } = serverError(error);
      if (named) setError(named, { type: 'server', message }, { shouldFocus: true });
      else setFailure(message);
    }
  });

  const control = (registered: UseFormRegisterReturn, extra: string) => ({ ...registered, className: `${field.field} ${extra}` });

  return (
    <form className={styles.form} method="post" onSubmit={onSubmit} noValidate aria-label="Send us a message">
      <div className={styles.row}>
        <Field id={id('name')} label="Name" error={errors.name?.message}>
          {(aria) => <input {...aria} {...control(register('name', { validate: contactRules.name }), styles.input)} type="text" autoComplete="name" />}
        </Field>
        <Field id={id('email')} label="Email" error={errors.email?.message}>
          {(aria) => (
            <input {...aria} {...control(register('email', { validate: contactRules.email }), styles.input)} type="email" autoComplete="email" />
          )}
        </Field>
      </div>
      <div className={styles.row}>
        <Field id={id('phone')} label="Phone" optional error={errors.phone?.message}>
          {(aria) => <input {...aria} {...control(register('phone', { validate: contactRules.phone }), styles.input)} type="tel" autoComplete="tel" />}
        </Field>
        <Field id={id('subject')} label="Subject" error={errors.subject?.message}>
          {(aria) => (
            <div className={styles.selectWrap}>
              <select {...aria} {...control(register('subject', { validate: contactRules.subject }), styles.select)}>
                <option value="" disabled>
                  Select a subject
                </option>
                {CONTACT_SUBJECTS.map((subject) => (
                  <option key={subject} value={subject}>
                    {subject}
                  </option>
                ))}
              </select>
              <ChevronDown size={16} aria-hidden className={styles.chevron} />
            </div>
          )}
        </Field>
      </div>
      <Field id={id('message')} label="Message" error={errors.message?.message}>
        {(aria) => <textarea {...aria} {...control(register('message', { validate: contactRules.message }), styles.textarea)} rows={5} />}
      </Field>

      <div className={styles.messages}>
        <div role="alert">{failure && <p className={styles.failure}>{failure}</p>}</div>
        <div role="status">{sent && <p className={styles.success}>{sent}</p>}</div>
      </div>

      <div>
        <button type="submit" className={`${controls.button} ${controls.solid} ${looks.lg}`} disabled={loading || !hydrated}>
          {loading ? (
            <>
              <span className={`${spinner.spinner} ${spinner.inline}`} aria-hidden />
              Sending...
            </>
          ) : (
            <>
              <Send aria-hidden />
              Send Message
            </>
          )}
        </button>
      </div>
    </form>
  );
}
