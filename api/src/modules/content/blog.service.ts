import type { RequestContext } from '../../core/request-context.js';
import { requireCustomer } from '../../lib/auth-guards.js';
import { badInput, notFound, parseId } from '../../lib/errors.js';
import { enforceLimit, type LimitPolicy } from '../../lib/identifier-limits.js';
import { approvedCommentsLoader } from './blog.loaders.js';
import {
  selectApprovedComment,
  insertPendingComment,
  selectApprovedCommentPage,
  selectCommentsOfPublishedBlog,
  selectPublishedBlog,
  selectPublishedBlogPage,
} from './blog.queries.js';
import type { BlogCommentView, BlogPage, BlogView } from './blog.views.js';
import { BLOG_SEARCH_MAX_LENGTH, COMMENT_REQUIRED, commentRules } from '@fruit-shop/common/content.rules';
import { toPlainText } from './content.sanitizer.js';

export const MAX_BLOG_PAGE_SIZE = 50;
export const DEFAULT_BLOG_PAGE_SIZE = 12;
export const MAX_COMMENT_PAGE_SIZE = 100;

/** Per customer, on top of the per-IP limit: enough for a conversation, not for a flood. */
export const COMMENT_LIMIT: LimitPolicy = { limit: 10, windowMs: 15 * 60_000 };

export interface BlogQuery {
  search?: string | null;
  first?: number;
  offset?: number;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function checkPage(first: number, offset: number, max: number) {
  if (!Number.isInteger(first) || first < 1 || first > max) throw badInput(`first must be between 1 and ${max}`, 'first');
  if (!Number.isInteger(offset) || offset < 0) throw badInput('offset must be 0 or more', 'offset');
}

/**
 * The public blog: published articles only (a draft is as absent as an unknown id), approved
 * comments only, and a signed-in customer's new comment, which waits for an admin.
 */
export const blogService = {
  async listBlogs(ctx: RequestContext, query: BlogQuery): Promise<BlogPage> {
    const first = query.first ?? DEFAULT_BLOG_PAGE_SIZE;
    const offset = query.offset ?? 0;
    checkPage(first, offset, MAX_BLOG_PAGE_SIZE);
    const search = query.search?.trim();
    if (search && search.length > BLOG_SEARCH_MAX_LENGTH) throw badInput('Search text is too long', 'search');
    const { items, totalCount } = await selectPublishedBlogPage(ctx.em, {
      textLike: search ? escapeLike(search) : undefined,
      limit: first,
      offset,
    });
    return { items, totalCount, hasMore: offset + items.length < totalCount };
  },

  /** A published blog, or null (drafts and unknown ids alike). */
  async findBlog(ctx: RequestContext, rawId: string | number): Promise<BlogView | null> {
    return (await selectPublishedBlog(ctx.em, parseId(rawId, 'blog id'))) ?? null;
  },

  async getBlog(ctx: RequestContext, rawId: string | number): Promise<BlogView> {
    const blog = await this.findBlog(ctx, rawId);
    if (!blog) throw notFound('Blog not found');
    return blog;
  },

  /** A listed blog's approved comments; the blogs of one request share one statement. */
  approvedComments(ctx: RequestContext, blog: Pick<BlogView, 'id'>): Promise<BlogCommentView[]> {
    return ctx.loaders.get(approvedCommentsLoader).load(blog.id);
  },

  async commentsOfBlog(ctx: RequestContext, rawBlogId: string | number): Promise<BlogCommentView[]> {
    const comments = await selectCommentsOfPublishedBlog(ctx.em, parseId(rawBlogId, 'blog id'));
    if (!comments) throw notFound('Blog not found');
    return comments;
  },

  /** A public comment: approved, on a published blog; anything else is NOT_FOUND. */
  async approvedComment(ctx: RequestContext, rawId: string | number): Promise<BlogCommentView> {
    const comment = await selectApprovedComment(ctx.em, parseId(rawId, 'comment id'));
    if (!comment) throw notFound('Comment not found');
    return comment;
  },

  listApprovedComments(ctx: RequestContext, first = MAX_COMMENT_PAGE_SIZE, offset = 0): Promise<BlogCommentView[]> {
    checkPage(first, offset, MAX_COMMENT_PAGE_SIZE);
    return selectApprovedCommentPage(ctx.em, first, offset);
  },

  /**
   * A signed-in customer's comment, stored pending as plain text. The author is the session's
   * user, never an id from the request (decisions: Ownership).
   */
  async postComment(ctx: RequestContext, rawBlogId: string | number, rawComment: string | null | undefined): Promise<BlogCommentView> {
    const userId = requireCustomer(ctx, 'Please log in to comment');
    const blogId = parseId(rawBlogId, 'blog id');
    const valid = commentRules.comment(rawComment);
    if (valid !== true) throw badInput(valid, 'comment');
    // Markup is dropped, not refused: what is left must still say something. Runs of spaces
    // left where tags were become one.
    const comment = toPlainText((rawComment ?? '').trim())
      .replace(/[ \t]{2,}/g, ' ')
      .trim();
    if (!comment) throw badInput(COMMENT_REQUIRED, 'comment');
    await enforceLimit(ctx.em, `comment:${userId}`, COMMENT_LIMIT);
    const saved = await insertPendingComment(ctx.em, blogId, userId, comment);
    if (!saved) throw notFound('Blog not found');
    return saved;
  },
};
