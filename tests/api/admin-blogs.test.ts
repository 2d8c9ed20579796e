import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MikroORM } from '@mikro-orm/postgresql';
import { adminGql, adminLogin, call, type AdminSession } from '../utils/admins.js';
import { connectTestOrm } from '../utils/orm.js';
import { makeShoppers } from '../utils/shoppers.js';

/* Blogs and comment moderation from the back office (spec §2 Blogs, Blog Comments dialog). */

let orm: MikroORM;
let admin: AdminSession;
const made: number[] = [];
beforeAll(async () => {
  orm = await connectTestOrm();
  admin = await adminLogin();
});
afterAll(async () => {
  if (made.length) await orm.em.fork().execute('delete from "blog" where "id" = any(?::int[])', [`{${made.join(',')}}`]);
  await orm.close();
});

const api = <T = unknown>(method: string, path: string, body?: unknown) => call<T>(method, path, { cookie: admin.cookie, body });
let serial = 0;
const unique = (title: string) => `${title} ${Date.now().toString(36)}${++serial}`;
type RestBlog = { id: number; title: string; content: string; excerpt: string; tags: string[]; is_published: boolean; author_id: number; comment_count: number; pending_comment_count: number };

async function blog(fields: Record<string, unknown> = {}) {
  const reply = await api<{ message: string; blog: RestBlog }>('POST', '/api/blogs', {
    title: unique('Mango Season'),
    content: `<p>${'Alphonso mangoes arrive in April. '.repeat(6)}</p><script>alert(1)</script>`,
    tags: 'mango, seasonal',
    cover_images: null,
    is_published: false,
    author_id: 99,
    ...fields,
  });
  expect(reply.status).toBe(201);
  made.push(reply.body.blog.id);
  return reply.body;
}

describe('blogs', () => {
  it('adds a draft (hidden from the blog), sanitises it, shows 100 characters, and publishes it', async () => {
    const { message, blog: draft } = await blog();
    expect(message).toBe('Blog added successfully');
    expect(draft.content).not.toContain('<script');
    expect(draft.excerpt).toHaveLength(100);
    expect(draft.excerpt.startsWith('Alphonso mangoes arrive in April.')).toBe(true);
    expect(draft).toMatchObject({ tags: ['mango', 'seasonal'], is_published: false, author_id: admin.admin.id });
    expect((await call('GET', `/api/blogs/${draft.id}`)).status).toBe(404);

    const published = await api<{ message: string; blog: RestBlog }>('PUT', `/api/blogs/${draft.id}`, { is_published: true });
    expect(published.body).toMatchObject({ message: 'Blog updated successfully', blog: { is_published: true, title: draft.title } });
    expect((await call<{ title: string }>('GET', `/api/blogs/${draft.id}`)).body.title).toBe(draft.title);
    const drafts = await adminGql<{ adminBlogs: { id: string; isPublished: boolean }[] }>('query($s: String) { adminBlogs(search: $s) { id isPublished } }', { s: draft.title }, { token: admin.token });
    expect(drafts.data?.adminBlogs).toEqual([{ id: String(draft.id), isPublished: true }]);
  });

  it('requires a title and content', async () => {
    expect((await api<{ error: string }>('POST', '/api/blogs', { title: ' ', content: '<p>x</p>' })).body.error).toBe('Please enter a title');
    expect((await api<{ error: string }>('POST', '/api/blogs', { title: 'Only a title', content: '<script>x</script>' })).body.error).toBe('Please enter the content');
  });

  it("deletes a blog with its comments: 'Blog deleted successfully'", async () => {
    const { blog: b } = await blog({ is_published: true });
    await api('POST', `/api/admin/blogs/${b.id}/comments`, { comment: 'First!' });
    const gone = await api<{ message: string }>('DELETE', `/api/blogs/${b.id}`);
    expect(gone.body.message).toBe('Blog deleted successfully');
    expect(await orm.em.fork().execute('select 1 from "blog_comment" where "blog_id" = ?', [b.id])).toEqual([]);
    expect((await api('DELETE', `/api/blogs/${b.id}`)).status).toBe(404);
  });
});

describe('comment moderation', () => {
  it("approves a customer's pending comment so it shows on the blog; adds and deletes comments", async () => {
    const { blog: b } = await blog({ is_published: true });
    const [shopper] = await makeShoppers(orm, 1);
    const posted = await call<{ id: number; is_approved: boolean }>('POST', '/api/blog-comments', { token: shopper.token, body: { blog_id: b.id, comment: 'So sweet this year!' } });
    expect(posted.body.is_approved).toBe(false);
    expect((await call<unknown[]>('GET', `/api/blog-comments/blog/${b.id}`)).body).toEqual([]);

    const dialog = await api<{ id: number; is_approved: boolean; user_id: number }[]>('GET', `/api/admin/blogs/${b.id}/comments`);
    expect(dialog.body).toEqual([expect.objectContaining({ id: posted.body.id, is_approved: false, user_id: shopper.userId })]);
    const approved = await api<{ message: string; comment: { is_approved: boolean } }>('PUT', `/api/blog-comments/${posted.body.id}`, { is_approved: true });
    expect(approved.body).toMatchObject({ message: 'Comment status updated', comment: { is_approved: true } });
    const publicComments = await call<{ id: number; comment: string }[]>('GET', `/api/blog-comments/blog/${b.id}`);
    expect(publicComments.body.map((c) => c.comment)).toEqual(['So sweet this year!']);

    const added = await adminGql<{ addBlogComment: { isApproved: boolean; userId: string | null } }>(
      `mutation { addBlogComment(blogId: "${b.id}", comment: "<b>Thanks</b> for reading") { isApproved userId comment } }`,
      {},
      { token: admin.token },
    );
    expect(added.data?.addBlogComment).toEqual({ isApproved: true, userId: null, comment: 'Thanks for reading' });
    const empty = await api<{ error: string }>('POST', `/api/admin/blogs/${b.id}/comments`, { comment: '   ' });
    expect(empty.body.error).toBe('Comment is required');

    const removed = await api<{ message: string }>('DELETE', `/api/blog-comments/${posted.body.id}`);
    expect(removed.body.message).toBe('Comment deleted successfully');
    const counts = await adminGql<{ adminBlogs: { commentCount: number; pendingCommentCount: number }[] }>('query($s: String) { adminBlogs(search: $s) { commentCount pendingCommentCount } }', { s: b.title }, { token: admin.token });
    expect(counts.data?.adminBlogs).toEqual([{ commentCount: 1, pendingCommentCount: 0 }]);
    const actions = await orm.em.fork().execute<{ action: string }[]>(`select "action" from "admin_log" where "target_type" = 'blog_comment' and "target_id" = ? order by "id"`, [String(posted.body.id)]);
    expect(actions.map((a) => a.action)).toEqual(['comment_approved', 'comment_deleted']);
  });
});
