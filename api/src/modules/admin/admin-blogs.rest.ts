import type { FastifyRequest } from 'fastify';
import { queryText, type RestRoute } from '../../core/rest-route.js';
import { parseTextList } from '@fruit-shop/common/content.rules';
import { blogAdminService, type AdminBlogRecord, type AdminCommentRecord, type BlogFields } from '../content/blog-admin.service.js';
import { flag, jsonBody, page, pathParam, pick, text, type JsonBody } from './admin-fields.js';
import { actingAdmin } from './admin-log.service.js';
import { storeImage } from './image-upload.js';
import type { ImageStore } from '../media/image-store.js';
import { readForm } from './multipart-form.js';

/*
 * The spec's blog paths for admins (§7 Blogs and comments): POST /blogs, PUT/DELETE
 * /blogs/{id}, PUT/DELETE /blog-comments/{id} (`is_approved`); plus the full lists (drafts and
 * pending comments) under /admin/blogs.
 */

export const BLOG_MESSAGES = {
  added: 'Blog added successfully',
  updated: 'Blog updated successfully',
  deleted: 'Blog deleted successfully',
  commentAdded: 'Comment added successfully',
  commentStatus: 'Comment status updated',
  commentDeleted: 'Comment deleted successfully',
} as const;

const restBlog = (b: AdminBlogRecord) => ({
  id: b.id,
  title: b.title,
  content: b.content,
  excerpt: b.excerpt,
  tags: b.tags,
  cover_images: b.coverImage,
  author_id: b.authorId,
  author_name: b.authorName,
  is_published: b.isPublished,
  comment_count: b.commentCount,
  pending_comment_count: b.pendingCommentCount,
  created_at: b.createdAt.toISOString(),
  updated_at: b.updatedAt.toISOString(),
});

const restComment = (c: AdminCommentRecord) => ({
  id: c.id,
  blog_id: c.blogId,
  user_id: c.userId,
  comment: c.comment,
  is_approved: c.isApproved,
  created_at: c.createdAt.toISOString(),
});

/** The dialog's JSON ({title, content, cover_images, tags, is_published, author_id}); author_id is the session's. */
function blogBody(b: JsonBody): Partial<BlogFields> {
  const tags = pick(b, 'tags');
  return Object.fromEntries(
    Object.entries({
      title: text(pick(b, 'title'), 'title') ?? undefined,
      content: text(pick(b, 'content'), 'content') ?? undefined,
      tags: tags === undefined ? undefined : parseTextList(tags),
      coverImage: text(pick(b, 'cover_images', 'cover_image'), 'cover_images'),
      isPublished: flag(pick(b, 'is_published'), 'is_published'),
    }).filter(([, v]) => v !== undefined),
  );
}

const blogId = (req: FastifyRequest) => pathParam(req);

/** The cover image may come as a file (multipart) in any of these fields, or as an address in cover_images. */
const COVER_FILE_FIELDS = ['cover_images', 'cover_image', 'image'] as const;

/**
 * Reads a blog form, JSON (the admin dialog) or multipart with a cover image file (the spec's
 * other POST /blogs), stores the image once the form is read and runs `save` with its address
 * (a refused form's picture stays stored, as with products: see admin-products.rest.ts).
 */
async function withCover<T>(images: ImageStore, req: FastifyRequest, save: (fields: Partial<BlogFields>) => Promise<T>): Promise<T> {
  const form = await readForm(req, COVER_FILE_FIELDS);
  const fields = blogBody(form.fields);
  if (!form.image) return save(fields);
  return save({ ...fields, coverImage: await storeImage(images, 'blogs', form.image) });
}

/** POST /blogs and PUT /blogs/{id}: JSON or multipart with the cover image (stored in the image store). */
export function adminBlogFormRestRoutes({ images }: { images: ImageStore }): RestRoute[] {
  return [
    {
      method: 'POST',
      url: '/blogs',
      role: 'admin',
      status: 201,
      async handler(ctx, req) {
        const blog = await withCover(images, req, (fields) =>
          blogAdminService.create(ctx.em, actingAdmin(ctx), { title: '', content: '', tags: [], coverImage: null, isPublished: false, ...fields }),
        );
        return { success: true, message: BLOG_MESSAGES.added, blog: restBlog(blog) };
      },
    },
    {
      method: 'PUT',
      url: '/blogs/:id',
      role: 'admin',
      async handler(ctx, req) {
        const id = blogId(req);
        const blog = await withCover(images, req, (fields) => blogAdminService.update(ctx.em, actingAdmin(ctx), id, fields));
        return { success: true, message: BLOG_MESSAGES.updated, blog: restBlog(blog) };
      },
    },
  ];
}

export const adminBlogRestRoutes: RestRoute[] = [
  {
    method: 'GET',
    url: '/admin/blogs',
    role: 'admin',
    async handler(ctx, req) {
      const { limit, offset } = page(req);
      return (await blogAdminService.list(ctx.em, { search: queryText(req, 'search') ?? queryText(req, 'q'), limit, offset })).map(restBlog);
    },
  },
  {
    method: 'DELETE',
    url: '/blogs/:id',
    role: 'admin',
    async handler(ctx, req) {
      await blogAdminService.remove(ctx.em, actingAdmin(ctx), blogId(req));
      return { success: true, message: BLOG_MESSAGES.deleted };
    },
  },
  {
    method: 'GET',
    url: '/admin/blogs/:id/comments',
    role: 'admin',
    handler: async (ctx, req) => (await blogAdminService.comments(ctx.em, blogId(req))).map(restComment),
  },
  {
    method: 'POST',
    url: '/admin/blogs/:id/comments',
    role: 'admin',
    status: 201,
    async handler(ctx, req) {
      const comment = await blogAdminService.addComment(ctx.em, actingAdmin(ctx), blogId(req), text(pick(jsonBody(req), 'comment'), 'comment') ?? '');
      return { success: true, message: BLOG_MESSAGES.commentAdded, comment: restComment(comment) };
    },
  },
  {
    method: 'PUT',
    url: '/blog-comments/:id',
    role: 'admin',
    async handler(ctx, req) {
      const approved = flag(pick(jsonBody(req), 'is_approved'), 'is_approved') ?? true;
      const comment = await blogAdminService.setApproved(ctx.em, actingAdmin(ctx), pathParam(req), approved);
      return { success: true, message: BLOG_MESSAGES.commentStatus, comment: restComment(comment) };
    },
  },
  {
    method: 'DELETE',
    url: '/blog-comments/:id',
    role: 'admin',
    async handler(ctx, req) {
      await blogAdminService.removeComment(ctx.em, actingAdmin(ctx), pathParam(req));
      return { success: true, message: BLOG_MESSAGES.commentDeleted };
    },
  },
];
