import { useState, type FormEvent } from 'react';
import { Button, Dialog } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { CheckCircle2, Star } from 'lucide-react';
import { toaster } from '../../components/app-toaster';
import { DialogFrame } from '../../components/dialog';
import layout from '../../components/layout.module.css';
import text from '../../components/text-field.module.css';
import { AddReviewMutation } from './order-operations';
import { errorCode, serverMessage } from './order-values';
import styles from './rate-order-dialog.module.css';

interface RatedItem {
  productId: string;
  productName: string;
}

/** `final`: the server will never accept it (already reviewed), so it is not sent again. */
type Result = { state: 'done' } | { state: 'error'; message: string; final: boolean };

const isFinal = (result: Result | undefined) => result?.state === 'done' || (result?.state === 'error' && result.final);

const STARS = [1, 2, 3, 4, 5];
const FORM_ID = 'rate-order-form';

/** Each product once, however many lines it had. */
function distinctProducts(items: readonly RatedItem[]): RatedItem[] {
  const seen = new Map<string, RatedItem>();
  for (const item of items) if (!seen.has(item.productId)) seen.set(item.productId, item);
  return [...seen.values()];
}

function StarPicker({ product, value, onChange }: { product: RatedItem; value: number; onChange: (rating: number) => void }) {
  return (
    <div className={styles.stars}>
      {STARS.map((n) => (
        <label key={n} className={styles.star} data-filled={n <= value || undefined}>
          <input
            className={styles.radio}
            type="radio"
            name={`rating-${product.productId}`}
            value={n}
            checked={value === n}
            onChange={() => onChange(n)}
          />
          <Star aria-hidden />
          <span className={layout.visuallyHidden}>
            {n} {n === 1 ? 'star' : 'stars'}
          </span>
        </label>
      ))}
    </div>
  );
}

/**
 * Rate Order (delivered orders): 1–5 stars and an optional comment per product, each sent as
 * its own review. The server allows one review per product, so a product reviewed before
 * comes back with its message ('You have already reviewed this product') and the rest still
 * go through.
 */
export default function RateOrderDialog({
  open,
  orderNumber,
  items,
  onClose,
}: {
  open: boolean;
  orderNumber: string;
  items: readonly RatedItem[];
  onClose: () => void;
}) {
  const products = distinctProducts(items);
  const [ratings, setRatings] = useState<Record<string, number>>({});
  const [comments, setComments] = useState<Record<string, string>>({});
  const [results, setResults] = useState<Record<string, Result>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [addReview] = useMutation(AddReviewMutation);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const pending = products.filter((p) => ratings[p.productId] && !isFinal(results[p.productId]));
    if (pending.length === 0) {
      setFormError('Please choose a star rating for at least one product.');
      return;
    }
    setFormError(null);
    setSubmitting(true);
    const next = { ...results };
    for (const product of pending) {
      try {
        await addReview({
          variables: { productId: product.productId, rating: ratings[product.productId], comment: comments[product.productId]?.trim() || null },
        });
        next[product.productId] = { state: 'done' };
      } catch (error) {
        next[product.productId] = {
          state: 'error',
          message: serverMessage(error, 'Failed to submit review. Please try again.'),
          final: errorCode(error) === 'CONFLICT',
        };
      }
    }
    setResults(next);
    setSubmitting(false);
    if (pending.every((p) => next[p.productId].state === 'done')) {
      toaster.create({ type: 'success', title: 'Thank you for your review!' });
      onClose();
    }
  };

  return (
    <DialogFrame
      open={open}
      onClose={onClose}
      closeOnEscape={!submitting}
      closeOnInteractOutside={!submitting}
      scrollBehavior="inside"
      title="Rate Order"
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={submitting}>
            Close
          </Button>
          <Button type="submit" form={FORM_ID} loading={submitting} loadingText="Submitting...">
            Submit Rating
          </Button>
        </>
      }
    >
      <Dialog.Description className={styles.intro}>
        How was order {orderNumber}? Rate each fruit from 1 to 5 stars; a comment is optional.
      </Dialog.Description>
      <form id={FORM_ID} className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        {products.map((product) => {
          const result = results[product.productId];
          const done = result?.state === 'done';
          const commentId = `review-comment-${product.productId}`;
          return (
            <fieldset key={product.productId} className={styles.product} disabled={isFinal(result) || submitting}>
              <legend className={styles.name}>{product.productName}</legend>
              <StarPicker
                product={product}
                value={ratings[product.productId] ?? 0}
                onChange={(rating) => setRatings((current) => ({ ...current, [product.productId]: rating }))}
              />
              <label className={styles.label} htmlFor={commentId}>
                Comment (optional)
              </label>
              <textarea
                id={commentId}
                className={`${text.field} ${styles.comment}`}
                rows={2}
                maxLength={2000}
                value={comments[product.productId] ?? ''}
                onChange={(event) => setComments((current) => ({ ...current, [product.productId]: event.target.value }))}
              />
              {done && (
                <p className={styles.done}>
                  <CheckCircle2 aria-hidden />
                  Review submitted
                </p>
              )}
              {result?.state === 'error' && (
                <p className={styles.error} role="alert">
                  {result.message}
                </p>
              )}
            </fieldset>
          );
        })}
        {formError && (
          <p className={styles.error} role="alert">
            {formError}
          </p>
        )}
      </form>
    </DialogFrame>
  );
}
