import { useId, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useForm } from 'react-hook-form';
import { COMMENT_MAX_LENGTH, commentRules } from '@fruit-shop/common/content.rules';
import looks from '../../components/button-looks.module.css';
import controls from '../../components/controls.module.css';
import spinner from '../../components/spinner.module.css';
import field from '../../components/text-field.module.css';
import { graphql } from '../../gql';
import styles from './comment-form.module.css';

const PostBlogCommentMutation = graphql(`
  mutation PostBlogComment($blogId: ID!, $comment: String!) {
    postComment(blogId: $blogId, comment: $comment) {
      id
      userId
      authorName
      comment
      createdAt
      pending
    }
  }
`);

export interface PostedComment {
  id: string;
  userId?: string | null;
  authorName?: string | null;
  comment: string;
  createdAt: string;
  pending: boolean;
}

export const POST_COMMENT_FAILED = 'Failed to post your comment. Please try again.';

function errorMessage(error: unknown): string {
  if (CombinedGraphQLErrors.is(error)) return error.errors[0]?.message || POST_COMMENT_FAILED;
  return POST_COMMENT_FAILED;
}

/**
 * A signed-in customer's comment (spec §5: text required; the same rule the server checks).
 * The server stores it pending; the page shows it as awaiting approval, never among the
 * approved ones.
 */
export default function CommentForm({ blogId, onPosted }: { blogId: string; onPosted: (comment: PostedComment) => void }) {
  const [post, { loading }] = useMutation(PostBlogCommentMutation);
  const [serverError, setServerError] = useState<string | null>(null);
  const { register, handleSubmit, formState, reset } = useForm<{ comment: string }>({ defaultValues: { comment: '' } });
  const fieldError = formState.errors.comment?.message;
  const ids = useId();
  const textId = `${ids}-comment`;
  const errorId = `${ids}-error`;

  const submit = handleSubmit(async ({ comment }) => {
    setServerError(null);
    try {
      const { data } = await post({ variables: { blogId, comment: comment.trim() } });
      if (!data) throw new Error('no data');
      onPosted(data.postComment);
      reset();
    } catch (error) {
      setServerError(errorMessage(error));
    }
  });

  const error = fieldError ?? serverError;
  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-label="Leave a comment">
      <label htmlFor={textId} className={styles.label}>
        Your comment
      </label>
      <textarea
        id={textId}
        className={`${field.field} ${styles.textarea}`}
        rows={4}
        required
        maxLength={COMMENT_MAX_LENGTH}
        placeholder="Share your thoughts…"
        aria-invalid={fieldError ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...register('comment', { validate: commentRules.comment })}
      />
      <div className={styles.footer}>
        <p id={errorId} role="alert" className={styles.error}>
          {error}
        </p>
        <button type="submit" className={`${controls.button} ${controls.solid} ${looks.md}`} disabled={loading}>
          {loading ? (
            <>
              <span className={`${spinner.spinner} ${spinner.inline}`} aria-hidden />
              Posting...
            </>
          ) : (
            'Post Comment'
          )}
        </button>
      </div>
    </form>
  );
}
