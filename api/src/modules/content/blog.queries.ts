import type { EntityManager } from '@mikro-orm/postgresql';
import { parseTextList, readingTimeMinutes } from '@fruit-shop/common/content.rules';
import { cleanBlogContent, toPlainText } from './content.sanitizer.js';
import type { BlogCommentView, BlogView } from './blog.views.js';

/*
 * Read-model SQL for the public blog: one statement per list gives the published blogs with
 * their approved-comment counts (and the total); one more gives the approved comments of any
 * number of blogs. Content is sanitised again here, whatever wrote the row.
 */

const BLOG_COLUMNS = `
  b.id, b.title, b.content, b.tags, b.cover_image, b.author_id, b.created_at, b.updated_at,
  (select count(*) from blog_comment c where c.blog_id = b.id and c.is_approved)::int as comment_count`;

interface BlogRow {
  id: number;
  title: string;
  content: string;
  tags: unknown;
  cover_image: string | null;
  author_id: number | null;
  // MikroORM leaves timestamps as text in raw results.
  created_at: string | Date;
  updated_at: string | Date;
  comment_count: number;
  total_count?: string;
}

function toBlogView(row: BlogRow): BlogView {
  const { html, plainText } = cleanBlogContent(row.content);
  return {
    id: row.id,
    title: toPlainText(row.title),
    content: html,
    tags: parseTextList(row.tags).map(toPlainText).filter(Boolean),
    coverImage: row.cover_image || null,
    authorId: row.author_id,
    readingTimeMinutes: readingTimeMinutes(plainText),
    commentCount: row.comment_count,
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
  };
}

export interface BlogFilter {
  /** Already escaped for LIKE. */
  textLike?: string;
  limit: number;
  offset: number;
}

// Title, tags or the article's words (markup removed, so "strong" does not match every post).
const SEARCH = `(b.title ilike ? or b.tags::text ilike ? or regexp_replace(b.content, '<[^>]*>', ' ', 'g') ilike ?)`;

/** Published blogs, newest first, with approved-comment counts and the total (one statement). */
export async function selectPublishedBlogPage(em: EntityManager, filter: BlogFilter): Promise<{ items: BlogView[]; totalCount: number }> {
  const where = ['b.is_published'];
  const params: unknown[] = [];
  if (filter.textLike !== undefined) {
    where.push(SEARCH);
    const like = `%${filter.textLike}%`;
    params.push(like, like, like);
  }
  const whereSql = where.join(' and ');
  const rows: BlogRow[] = await em.execute(
    `select ${BLOG_COLUMNS}, count(*) over () as total_count from blog b
      where ${whereSql} order by b.created_at desc, b.id desc limit ? offset ?`,
    [...params, filter.limit, filter.offset],
  );
  let totalCount = rows.length ? Number(rows[0].total_count) : 0;
  if (!rows.length && filter.offset > 0) {
    // Past the last page the window count is missing; the total still matters for paging.
    const [count]: { n: string }[] = await em.execute(`select count(*) as n from blog b where ${whereSql}`, params);
    totalCount = Number(count.n);
  }
  return { items: rows.map(toBlogView), totalCount };
}

export async function selectPublishedBlog(em: EntityManager, id: number): Promise<BlogView | undefined> {
  const rows: BlogRow[] = await em.execute(`select ${BLOG_COLUMNS} from blog b where b.id = ? and b.is_published`, [id]);
  return rows[0] && toBlogView(rows[0]);
}

interface CommentRow {
  id: number;
  blog_id: number;
  user_id: number | null;
  comment: string;
  is_approved: boolean;
  created_at: string | Date;
}

export function toCommentView(row: CommentRow): BlogCommentView {
  return {
    id: row.id,
    blogId: row.blog_id,
    userId: row.user_id,
    comment: toPlainText(row.comment),
    isApproved: row.is_approved,
    pending: !row.is_approved,
    createdAt: new Date(row.created_at),
  };
}

const COMMENT_COLUMNS = 'c.id, c.blog_id, c.user_id, c.comment, c.is_approved, c.created_at';

/** Approved comments of these published blogs, oldest first per blog (one statement, whatever the count). */
export async function selectApprovedComments(em: EntityManager, blogIds: readonly number[]): Promise<Map<number, BlogCommentView[]>> {
  const byBlog = new Map<number, BlogCommentView[]>(blogIds.map((id) => [id, []]));
  if (!blogIds.length) return byBlog;
  const rows: CommentRow[] = await em.execute(
    // One text parameter, split in SQL: array bindings are expanded differently by drivers.
    `select ${COMMENT_COLUMNS} from blog_comment c join blog b on b.id = c.blog_id
      where c.blog_id = any(string_to_array(?, ',')::int[]) and c.is_approved and b.is_published
      order by c.created_at, c.id`,
    [blogIds.join(',')],
  );
  for (const row of rows) byBlog.get(row.blog_id)?.push(toCommentView(row));
  return byBlog;
}

/** Approved comments of a published blog, or undefined when there is no such published blog (one statement). */
export async function selectCommentsOfPublishedBlog(em: EntityManager, blogId: number): Promise<BlogCommentView[] | undefined> {
  const rows: (Partial<CommentRow> & { published_blog_id: number })[] = await em.execute(
    `select b.id as published_blog_id, ${COMMENT_COLUMNS} from blog b
       left join blog_comment c on c.blog_id = b.id and c.is_approved
      where b.id = ? and b.is_published order by c.created_at, c.id`,
    [blogId],
  );
  if (!rows.length) return undefined;
  return rows.filter((row) => row.id != null).map((row) => toCommentView(row as CommentRow));
}

/** One approved comment on a published blog, or undefined (pending, unknown, or its blog unpublished). */
export async function selectApprovedComment(em: EntityManager, id: number): Promise<BlogCommentView | undefined> {
  const rows: CommentRow[] = await em.execute(
    `select ${COMMENT_COLUMNS} from blog_comment c join blog b on b.id = c.blog_id
      where c.id = ? and c.is_approved and b.is_published`,
    [id],
  );
  return rows[0] && toCommentView(rows[0]);
}

/** Every approved comment on a published blog, newest first, one page. */
export async function selectApprovedCommentPage(em: EntityManager, limit: number, offset: number): Promise<BlogCommentView[]> {
  const rows: CommentRow[] = await em.execute(
    `select ${COMMENT_COLUMNS} from blog_comment c join blog b on b.id = c.blog_id
      where c.is_approved and b.is_published order by c.created_at desc, c.id desc limit ? offset ?`,
    [limit, offset],
  );
  return rows.map(toCommentView);
}

/**
 * A customer's comment on a published blog, stored pending, in one statement: the blog check
 * and the insert cannot be separated by an unpublish. Undefined when there is no such blog.
 * The text must already be plain (the service cleans it).
 */
export async function insertPendingComment(em: EntityManager, blogId: number, userId: number, comment: string): Promise<BlogCommentView | undefined> {
  const rows: CommentRow[] = await em.execute(
    `insert into blog_comment (blog_id, user_id, comment, is_approved)
     select b.id, ?, ?, false from blog b where b.id = ? and b.is_published
     returning id, blog_id, user_id, comment, is_approved, created_at`,
    [userId, comment, blogId],
  );
  return rows[0] && toCommentView(rows[0]);
}
