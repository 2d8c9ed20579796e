import { lazy, Suspense, useState } from 'react';
import { MessageCircle } from 'lucide-react';
import { COMMENT_PENDING_MESSAGE, commentAuthorLabel } from '@fruit-shop/common/content.rules';
import looks from '../../components/button-looks.module.css';
import controls from '../../components/controls.module.css';
import heading from '../../components/heading.module.css';
import spinner from '../../components/spinner.module.css';
import { graphql } from '../../gql';
import type { BlogComments_BlogFragment } from '../../gql/graphql';
import { openDialog, preloadDialogs } from '../accounts/auth-dialog-store';
import { useSession } from '../accounts/session-store';
import { formatBlogDate } from './blog-text';
import type { PostedComment } from './comment-form';
import styles from './blog-comments.module.css';

export const BlogCommentsFragment = graphql(`
  fragment BlogComments_blog on Blog {
    id
    commentCount
    comments {
      id
      userId
      authorName
      comment
      createdAt
    }
  }
`);

// The form (and react-hook-form with it) loads only for a signed-in customer.
const CommentForm = lazy(() => import('./comment-form'));

/**
 * Approved comments ('User #id' and date), then the composer: a form for a signed-in
 * customer, a 'Sign in to comment' button for a guest. The server renders the guest view
 * (sessions live in the browser); both fill the same reserved box, so nothing moves when
 * a customer's form replaces it after hydration.
 */
export function BlogComments({ blog }: { blog: BlogComments_BlogFragment }) {
  const session = useSession();
  const [posted, setPosted] = useState<PostedComment[]>([]);
  const count = blog.comments.length;

  return (
    <section className={styles.section} aria-labelledby="comments-heading">
      <h2 id="comments-heading" className={heading.size2xl}>
        Comments ({count})
      </h2>
      {count === 0 ? (
        <p className={styles.muted}>No comments yet. Be the first to share your thoughts.</p>
      ) : (
        <ol className={styles.list}>
          {blog.comments.map((comment) => (
            <li key={comment.id} className={styles.comment}>
              <p className={styles.byline}>
                <span className={styles.author}>{comment.authorName ?? commentAuthorLabel(comment.userId)}</span>
                <time className={styles.date} dateTime={comment.createdAt}>
                  {formatBlogDate(comment.createdAt)}
                </time>
              </p>
              <p className={styles.text}>{comment.comment}</p>
            </li>
          ))}
        </ol>
      )}

      {posted.length > 0 && (
        <div className={styles.pending}>
          <p role="status" className={styles.pendingMessage}>
            {COMMENT_PENDING_MESSAGE}
          </p>
          <ul className={styles.list} aria-label="Your comments awaiting approval">
            {posted.map((comment) => (
              <li key={comment.id} className={`${styles.comment} ${styles.mine}`}>
                <p className={styles.byline}>
                  <span className={styles.author}>{comment.authorName ?? commentAuthorLabel(comment.userId)}</span>
                  <span className={styles.badge}>Pending approval</span>
                </p>
                <p className={styles.text}>{comment.comment}</p>
              </li>
            ))}
          </ul>
        </div>
      )}

      <div className={styles.composer}>
        {session ? (
          <Suspense
            fallback={
              <div className={styles.formFallback}>
                <span className={`${spinner.spinner}`} aria-hidden />
              </div>
            }
          >
            <CommentForm blogId={blog.id} onPosted={(comment) => setPosted((list) => [...list, comment])} />
          </Suspense>
        ) : (
          <div className={styles.guest}>
            <MessageCircle size={28} aria-hidden className={styles.guestIcon} />
            <p className={styles.muted}>Sign in to join the conversation.</p>
            <button
              type="button"
              className={`${controls.button} ${controls.solid} ${looks.md}`}
              onClick={() => openDialog({ name: 'login' })}
              onPointerEnter={() => void preloadDialogs()}
              onFocus={() => void preloadDialogs()}
            >
              Sign in to comment
            </button>
          </div>
        )}
      </div>
    </section>
  );
}
