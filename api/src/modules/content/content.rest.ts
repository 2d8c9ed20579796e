import type { FastifyRequest } from 'fastify';
import { queryInt, type RestRoute } from '../../core/rest-route.js';
import { badInput } from '../../lib/errors.js';
import { blogService, MAX_BLOG_PAGE_SIZE, MAX_COMMENT_PAGE_SIZE } from './blog.service.js';
import type { BlogCommentView, BlogView } from './blog.views.js';
import { COMMENT_PENDING_MESSAGE } from '@fruit-shop/common/content.rules';

/*
 * The spec's /blogs and /blog-comments paths (§7), snake_case, over the same service as
 * GraphQL. Public reads show published blogs and approved comments only.
 */

/** The spec's blog: `cover_images` is one URL or null, tags a clean list. */
function restBlog(b: BlogView) {
  return {
    id: b.id,
    title: b.title,
    author_id: b.authorId,
    content: b.content,
    tags: b.tags,
    cover_images: b.coverImage,
    is_published: true,
    created_at: b.createdAt.toISOString(),
    updated_at: b.updatedAt.toISOString(),
    reading_time_minutes: b.readingTimeMinutes,
    comment_count: b.commentCount,
  };
}

function restComment(c: BlogCommentView) {
  return {
    id: c.id,
    blog_id: c.blogId,
    user_id: c.userId,
    comment: c.comment,
    is_approved: c.isApproved,
    created_at: c.createdAt.toISOString(),
  };
}

function page(req: FastifyRequest, max: number) {
  const limit = queryInt(req, 'limit');
  const offset = queryInt(req, 'offset');
  if (Number.isNaN(limit) || Number.isNaN(offset)) throw badInput('limit and offset must be whole numbers');
  return { first: limit ?? max, offset: offset ?? 0 };
}

const pathParam = (req: FastifyRequest, name: string) => String((req.params as Record<string, string>)[name]);
const body = (req: FastifyRequest): Record<string, unknown> => (req.body && typeof req.body === 'object' ? (req.body as Record<string, unknown>) : {});

export const contentRestRoutes: RestRoute[] = [
  {
    method: 'GET',
    url: '/blogs/get',
    async handler(ctx, req) {
      const q = req.query as Record<string, unknown>;
      const search = typeof q.search === 'string' ? q.search : typeof q.q === 'string' ? q.q : undefined;
      const result = await blogService.listBlogs(ctx, { ...page(req, MAX_BLOG_PAGE_SIZE), search });
      return result.items.map(restBlog);
    },
  },
  {
    method: 'GET',
    url: '/blogs/:id',
    handler: async (ctx, req) => restBlog(await blogService.getBlog(ctx, pathParam(req, 'id'))),
  },
  {
    method: 'GET',
    url: '/blog-comments',
    async handler(ctx, req) {
      const { first, offset } = page(req, MAX_COMMENT_PAGE_SIZE);
      return (await blogService.listApprovedComments(ctx, first, offset)).map(restComment);
    },
  },
  {
    method: 'GET',
    url: '/blog-comments/blog/:id',
    handler: async (ctx, req) => (await blogService.commentsOfBlog(ctx, pathParam(req, 'id'))).map(restComment),
  },
  {
    // An approved comment of a published blog; a pending or unknown one is 404 (admins read them under /admin/blogs/{id}/comments).
    method: 'GET',
    url: '/blog-comments/:id',
    handler: async (ctx, req) => restComment(await blogService.approvedComment(ctx, pathParam(req, 'id'))),
  },
  {
    // The author is the session's customer; a user_id in the body is ignored.
    method: 'POST',
    url: '/blog-comments',
    status: 201,
    async handler(ctx, req) {
      const b = body(req);
      const blogId = typeof b.blog_id === 'number' ? b.blog_id : String(b.blog_id ?? '');
      const saved = await blogService.postComment(ctx, blogId, typeof b.comment === 'string' ? b.comment : '');
      return { ...restComment(saved), message: COMMENT_PENDING_MESSAGE };
    },
  },
];
