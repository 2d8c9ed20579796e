import type { EntityManager } from '@mikro-orm/postgresql';
import { diffChanges, type AdminActor } from '../../core/audit.js';
import { badInput, notFound, parseId } from '../../lib/errors.js';
import { commentRules, parseTextList } from '@fruit-shop/common/content.rules';
import { cleanBlogContent, sanitizeBlogHtml, toPlainText } from './content.sanitizer.js';
import { clampLimit, escapeLike, searchText } from '../../lib/list-query.js';

/** Spec §2: the blogs table shows the first 100 characters of the content. */
export const BLOG_EXCERPT_LENGTH = 100;

export interface AdminBlogRecord {
  id: number;
  title: string;
  /** Sanitised HTML. */
  content: string;
  /** The first 100 characters of the text (markup removed). */
  excerpt: string;
  tags: string[];
  coverImage: string | null;
  authorId: number | null;
  authorName: string | null;
  isPublished: boolean;
  commentCount: number;
  pendingCommentCount: number;
  createdAt: Date;
  updatedAt: Date;
}

export interface BlogFields {
  title: string;
  content: string;
  tags: string[];
  coverImage: string | null;
  isPublished: boolean;
}

export interface AdminCommentRecord {
  id: number;
  blogId: number;
  userId: number | null;
  comment: string;
  isApproved: boolean;
  createdAt: Date;
}

type Raw = {
  id: number;
  title: string;
  content: string;
  tags: unknown;
  cover_image: string | null;
  author_id: number | null;
  author_name: string | null;
  is_published: boolean;
  comment_count: number;
  pending_count: number;
  created_at: Date | string;
  updated_at: Date | string;
};

const SELECT = `select b."id", b."title", b."content", b."tags", b."cover_image", b."author_id", a."name" as "author_name", b."is_published",
    (select count(*) from "blog_comment" c where c."blog_id" = b."id")::int as "comment_count",
    (select count(*) from "blog_comment" c where c."blog_id" = b."id" and not c."is_approved")::int as "pending_count",
    b."created_at", b."updated_at"
  from "blog" b left join "admin" a on a."id" = b."author_id"`;

function toRecord(r: Raw): AdminBlogRecord {
  const { html, plainText } = cleanBlogContent(r.content);
  const text = plainText.replace(/\s+/g, ' ').trim();
  return {
    id: r.id,
    title: toPlainText(r.title),
    content: html,
    excerpt: text.slice(0, BLOG_EXCERPT_LENGTH),
    tags: parseTextList(r.tags),
    coverImage: r.cover_image,
    authorId: r.author_id,
    authorName: r.author_name,
    isPublished: r.is_published,
    commentCount: r.comment_count,
    pendingCommentCount: r.pending_count,
    createdAt: new Date(r.created_at),
    updatedAt: new Date(r.updated_at),
  };
}

type RawComment = { id: number; blog_id: number; user_id: number | null; comment: string; is_approved: boolean; created_at: Date | string };
const COMMENT_COLUMNS = '"id", "blog_id", "user_id", "comment", "is_approved", "created_at"';
const toComment = (r: RawComment): AdminCommentRecord => ({ id: r.id, blogId: r.blog_id, userId: r.user_id, comment: r.comment, isApproved: r.is_approved, createdAt: new Date(r.created_at) });

/** A picture of the shop's own: a path on this site (uploads), never another site's address. */
const IMAGE_ADDRESS = /^\/(?!\/)[^\s"'<>\\]{1,490}$/;
/** An <img> whose source is on another site (http:, https: or protocol-relative). */
const REMOTE_IMAGE = /<img\b[^>]*\bsrc\s*=\s*["']?((?:https?:)?\/\/[^"'\s>]+)/i;
/**
 * The storefront's pages load pictures only from the shop (CSP img-src 'self'): a remote one
 * would not show, and would tell another site who reads the article (a tracking pixel).
 */
const REMOTE_REFUSED = 'is on another site: upload the picture to the shop (Upload in this form) and use its /uploads/… address';

/** The blog form (spec §5 Admin: title and content required); content sanitised to the allowed HTML. */
function clean(input: BlogFields): BlogFields {
  const title = toPlainText(input.title ?? '').trim().replace(/\s+/g, ' ');
  if (!title) throw badInput('Please enter a title', 'title');
  if (title.length > 200) throw badInput('A title has at most 200 characters', 'title');
  const content = sanitizeBlogHtml(input.content ?? '').trim();
  // As written (the cleaning would silently drop a protocol-relative one).
  const remote = REMOTE_IMAGE.exec(input.content ?? '')?.[1];
  if (remote) throw badInput(`A picture in the content ${REMOTE_REFUSED} (${remote.slice(0, 120)})`, 'content');
  if (!toPlainText(content).trim() && !/<img\b/.test(content)) throw badInput('Please enter the content', 'content');
  if (content.length > 200_000) throw badInput('The content is too long', 'content');
  const tags = [...new Set(input.tags.map((t) => toPlainText(t).trim()).filter(Boolean))];
  if (tags.length > 20 || tags.some((t) => t.length > 50)) throw badInput('Up to 20 tags of at most 50 characters', 'tags');
  const coverImage = input.coverImage?.trim() || null;
  if (coverImage && /^(https?:)?\/\//i.test(coverImage)) throw badInput(`The cover image ${REMOTE_REFUSED}`, 'cover_images');
  if (coverImage && !IMAGE_ADDRESS.test(coverImage)) throw badInput('The cover image must be the address of a picture in the shop (/uploads/…)', 'cover_images');
  return { title, content, tags, coverImage, isPublished: input.isPublished };
}

const snapshot = (b: BlogFields) => ({ title: b.title, content: b.content.length > 500 ? `${b.content.slice(0, 500)}…` : b.content, tags: b.tags, coverImage: b.coverImage, isPublished: b.isPublished });

/** Blogs and comment moderation in the back office: drafts included, every comment. */
export const blogAdminService = {
  async list(em: EntityManager, query: { search?: string | null; limit?: number | null; offset?: number | null } = {}): Promise<AdminBlogRecord[]> {
    const search = searchText(query.search);
    const rows = await em.execute<Raw[]>(`${SELECT} ${search ? 'where b."title" ilike ?' : ''} order by b."created_at" desc, b."id" desc limit ? offset ?`, [
      ...(search ? [`%${escapeLike(search)}%`] : []),
      clampLimit(query.limit, 100, 500),
      Math.max(query.offset ?? 0, 0),
    ]);
    return rows.map(toRecord);
  },

  async byId(em: EntityManager, rawId: string | number): Promise<AdminBlogRecord> {
    const [row] = await em.execute<Raw[]>(`${SELECT} where b."id" = ?`, [parseId(rawId, 'blog_id')]);
    if (!row) throw notFound('Blog not found');
    return toRecord(row);
  },

  async create(em: EntityManager, by: AdminActor, input: BlogFields): Promise<AdminBlogRecord> {
    const f = clean(input);
    return em.transactional(async (tx) => {
      const [{ id }] = await tx.execute<{ id: number }[]>(
        `insert into "blog" ("title", "content", "tags", "cover_image", "author_id", "is_published") values (?, ?, ?::jsonb, ?, ?, ?) returning "id"`,
        [f.title, f.content, JSON.stringify(f.tags), f.coverImage, by.adminId, f.isPublished],
      );
      await by.record(tx, { action: 'blog_created', targetType: 'blog', targetId: id, changes: diffChanges({}, snapshot(f)) });
      return this.byId(tx, id);
    });
  },

  async update(em: EntityManager, by: AdminActor, rawId: string | number, input: Partial<BlogFields>): Promise<AdminBlogRecord> {
    const id = parseId(rawId, 'blog_id');
    return em.transactional(async (tx) => {
      const [locked] = await tx.execute<{ id: number }[]>('select "id" from "blog" where "id" = ? for update', [id]);
      if (!locked) throw notFound('Blog not found');
      const current = await this.byId(tx, id);
      const before: BlogFields = { title: current.title, content: current.content, tags: current.tags, coverImage: current.coverImage, isPublished: current.isPublished };
      const defined = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
      const f = clean({ ...before, ...defined });
      await tx.execute(`update "blog" set "title" = ?, "content" = ?, "tags" = ?::jsonb, "cover_image" = ?, "is_published" = ?, "updated_at" = now() where "id" = ?`, [
        f.title,
        f.content,
        JSON.stringify(f.tags),
        f.coverImage,
        f.isPublished,
        id,
      ]);
      const changes = diffChanges(snapshot(before), snapshot(f));
      if (Object.keys(changes).length) await by.record(tx, { action: 'blog_updated', targetType: 'blog', targetId: id, changes });
      return this.byId(tx, id);
    });
  },

  /** The blog and its comments. */
  async remove(em: EntityManager, by: AdminActor, rawId: string | number): Promise<AdminBlogRecord> {
    const id = parseId(rawId, 'blog_id');
    return em.transactional(async (tx) => {
      const [locked] = await tx.execute<{ id: number }[]>('select "id" from "blog" where "id" = ? for update', [id]);
      if (!locked) throw notFound('Blog not found');
      const blog = await this.byId(tx, id);
      await tx.execute('delete from "blog" where "id" = ?', [id]);
      await by.record(tx, { action: 'blog_deleted', targetType: 'blog', targetId: id, changes: { title: blog.title, comments: blog.commentCount } });
      return blog;
    });
  },

  /** Every comment of a blog, pending and approved, oldest first (the Blog Comments dialog). */
  async comments(em: EntityManager, rawBlogId: string | number): Promise<AdminCommentRecord[]> {
    const blogId = parseId(rawBlogId, 'blog_id');
    const rows = await em.execute<(RawComment & { blog_exists: boolean })[]>(
      `select b."id" as "blog_exists", c."id", c."blog_id", c."user_id", c."comment", c."is_approved", c."created_at"
         from "blog" b left join "blog_comment" c on c."blog_id" = b."id" where b."id" = ? order by c."created_at", c."id"`,
      [blogId],
    );
    if (!rows.length) throw notFound('Blog not found');
    return rows.filter((r) => r.id !== null).map(toComment);
  },

  /** An admin's comment is public at once. */
  async addComment(em: EntityManager, by: AdminActor, rawBlogId: string | number, text: string): Promise<AdminCommentRecord> {
    const blogId = parseId(rawBlogId, 'blog_id');
    const comment = toPlainText(text ?? '').trim();
    const rule = commentRules.comment(comment);
    if (rule !== true) throw badInput(rule, 'comment');
    return em.transactional(async (tx) => {
      const [blog] = await tx.execute<{ id: number }[]>('select "id" from "blog" where "id" = ?', [blogId]);
      if (!blog) throw notFound('Blog not found');
      const [row] = await tx.execute<RawComment[]>(`insert into "blog_comment" ("blog_id", "user_id", "comment", "is_approved") values (?, null, ?, true) returning ${COMMENT_COLUMNS}`, [
        blogId,
        comment,
      ]);
      await by.record(tx, { action: 'comment_added', targetType: 'blog_comment', targetId: row.id, changes: { blogId, comment } });
      return toComment(row);
    });
  },

  async setApproved(em: EntityManager, by: AdminActor, rawId: string | number, approved: boolean): Promise<AdminCommentRecord> {
    const id = parseId(rawId, 'comment_id');
    return em.transactional(async (tx) => {
      const [before] = await tx.execute<RawComment[]>(`select ${COMMENT_COLUMNS} from "blog_comment" where "id" = ? for update`, [id]);
      if (!before) throw notFound('Comment not found');
      if (before.is_approved === approved) return toComment(before);
      const [row] = await tx.execute<RawComment[]>(`update "blog_comment" set "is_approved" = ? where "id" = ? returning ${COMMENT_COLUMNS}`, [approved, id]);
      await by.record(tx, { action: approved ? 'comment_approved' : 'comment_unapproved', targetType: 'blog_comment', targetId: id, changes: { isApproved: { from: !approved, to: approved } } });
      return toComment(row);
    });
  },

  async removeComment(em: EntityManager, by: AdminActor, rawId: string | number): Promise<AdminCommentRecord> {
    const id = parseId(rawId, 'comment_id');
    return em.transactional(async (tx) => {
      const [row] = await tx.execute<RawComment[]>(`delete from "blog_comment" where "id" = ? returning ${COMMENT_COLUMNS}`, [id]);
      if (!row) throw notFound('Comment not found');
      await by.record(tx, { action: 'comment_deleted', targetType: 'blog_comment', targetId: id, changes: { blogId: row.blog_id, comment: row.comment } });
      return toComment(row);
    });
  },
};

