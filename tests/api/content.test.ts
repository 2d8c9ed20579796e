import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MikroORM } from '@mikro-orm/postgresql';
import { codeOf, getJson, gql, sendJson } from '../utils/api-client.js';
import { signUpCustomer } from '../utils/customers.js';
import { connectTestOrm } from '../utils/orm.js';
import { makeBlog } from '../../api/src/db/seed/factories.js';
import { User } from '../../api/src/modules/accounts/user.entity.js';
import { COMMENT_MAX_LENGTH, parseTextList, readingTimeMinutes } from '@fruit-shop/common/content.rules';
import { sanitizeBlogHtml, toPlainText } from '../../api/src/modules/content/content.sanitizer.js';

/*
 * The public blog over GraphQL and REST: published blogs only, approved comments only,
 * markup sanitised on save and on display, and comments from signed-in customers stored
 * pending under the session's user.
 */

// A word no seeded article contains, so searches see only this file's blogs.
const MARK = `zqx${Date.now().toString(36)}`;
const HOSTILE = `<p onclick="steal()">Hello <strong>${MARK}</strong> reader</p><script>alert('x')</script>
<img src="/uploads/blogs/mango.svg" alt="mango" onerror="alert(1)"><style>p { color: red }</style>
<a href="javascript:alert(1)">bad link</a> <a href="https://example.com/fruit" target="_blank">good link</a>
<iframe src="https://evil.example"></iframe><p style="position:fixed">styled</p>`;
const UNSAFE = /<script|onerror|onclick|javascript:|<style|<iframe|style=/i;

let orm: MikroORM;
const ids = { hostile: 0, older: 0, draft: 0, long: 0 };
let commenter: { token: string; userId: number };

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

beforeAll(async () => {
  orm = await connectTestOrm();
  commenter = await signUpCustomer();
  const em = orm.em.fork();
  const user = em.getReference(User, commenter.userId);
  const hostile = makeBlog(
    em,
    {
      title: `Hostile ${MARK}`,
      content: HOSTILE,
      tags: ['safety', 'test'],
      isPublished: true,
      comments: [
        { comment: `Approved <img src=x onerror=alert(1)>nice ${MARK}`, isApproved: true },
        { comment: `Pending ${MARK}`, isApproved: false },
      ],
    },
    null,
    user,
  );
  const older = makeBlog(em, { title: `Older ${MARK}`, content: `<p>${words(401)}</p>`, tags: [], isPublished: true, comments: [] }, null, null);
  const draft = makeBlog(
    em,
    { title: `Draft ${MARK}`, content: '<p>Not yet</p>', tags: [], isPublished: false, comments: [{ comment: 'On a draft', isApproved: true }] },
    null,
    user,
  );
  const long = makeBlog(em, { title: `Long ${MARK}`, content: `<h2>Title</h2><p>${words(200)}</p><p>one more</p>`, tags: [], isPublished: true, comments: [] }, null, null);
  await em.flush();
  Object.assign(ids, { hostile: hostile.id, older: older.id, draft: draft.id, long: long.id });
  // A fixed order regardless of insert timing: newest first is hostile, long, older.
  await em.execute(`update blog set created_at = now() - interval '2 days' where id = ?`, [older.id]);
  await em.execute(`update blog set created_at = now() - interval '1 day' where id = ?`, [long.id]);
});

afterAll(async () => {
  await orm.em.fork().execute(`delete from blog where title like ?`, [`%${MARK}%`]);
  await orm.close();
});

interface BlogCard {
  id: string;
  title: string;
  content: string;
  tags: string[];
  coverImage: string | null;
  readingTimeMinutes: number;
  commentCount: number;
  comments: { id: string; userId: string | null; comment: string; pending: boolean }[];
}
const CARD = 'id title content tags coverImage authorId readingTimeMinutes commentCount createdAt comments { id blogId userId comment isApproved pending createdAt }';

async function search(text: string) {
  const reply = await gql<{ blogs: { items: BlogCard[]; totalCount: number; hasMore: boolean } }>(
    `query($s: String) { blogs(search: $s, first: 50) { totalCount hasMore items { ${CARD} } } }`,
    { s: text },
  );
  expect(reply.errors).toBeUndefined();
  return reply.data!.blogs;
}

describe('blogs', () => {
  it('lists published blogs only, newest first, matching a search', async () => {
    const found = await search(MARK);
    expect(found.items.map((b) => Number(b.id))).toEqual([ids.hostile, ids.long, ids.older]);
    expect(found.totalCount).toBe(3);
    expect(found.hasMore).toBe(false);

    const all = await gql<{ blogs: { items: { id: string; createdAt: string }[] } }>('{ blogs(first: 50) { items { id createdAt } } }');
    const listed = all.data!.blogs.items;
    expect(listed.map((b) => Number(b.id))).not.toContain(ids.draft);
    const times = listed.map((b) => Date.parse(b.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('searches the title, the tags and the words of the text, not the markup', async () => {
    expect((await search(`Older ${MARK}`)).items.map((b) => Number(b.id))).toEqual([ids.older]);
    const byTag = await search('safety');
    expect(byTag.items.map((b) => Number(b.id))).toContain(ids.hostile);
    // "onclick" only ever appeared inside a tag (and is sanitised away): no match.
    expect((await search('onclick')).items.map((b) => Number(b.id))).not.toContain(ids.hostile);
    const tooLong = await gql(`{ blogs(search: "${'x'.repeat(101)}") { totalCount } }`);
    expect(codeOf(tooLong)).toBe('BAD_USER_INPUT');
    expect(codeOf(await gql('{ blogs(first: 0) { totalCount } }'))).toBe('BAD_USER_INPUT');
  });

  it('pages with first and offset', async () => {
    const reply = await gql<{ blogs: { items: { id: string }[]; hasMore: boolean; totalCount: number } }>(
      `{ blogs(search: "${MARK}", first: 2, offset: 1) { totalCount hasMore items { id } } }`,
    );
    expect(reply.data!.blogs.items.map((b) => Number(b.id))).toEqual([ids.long, ids.older]);
    expect(reply.data!.blogs.hasMore).toBe(false);
    const past = await gql<{ blogs: { items: unknown[]; totalCount: number } }>(`{ blogs(search: "${MARK}", first: 2, offset: 10) { totalCount items { id } } }`);
    expect(past.data!.blogs).toEqual({ totalCount: 3, items: [] });
  });

  it('stores and returns sanitised markup: formatting, safe links and images stay; scripts, handlers and styles go', async () => {
    const [stored] = await orm.em.fork().execute<{ content: string }[]>('select content from blog where id = ?', [ids.hostile]);
    expect(stored.content).not.toMatch(UNSAFE);
    expect(stored.content).toContain(`<strong>${MARK}</strong>`);

    const blog = (await search(`Hostile ${MARK}`)).items[0];
    expect(blog.content).not.toMatch(UNSAFE);
    expect(blog.content).toContain(`<p>Hello <strong>${MARK}</strong> reader</p>`);
    expect(blog.content).toContain('<img src="/uploads/blogs/mango.svg" alt="mango" />');
    expect(blog.content).toContain('<a href="https://example.com/fruit" target="_blank" rel="noopener noreferrer nofollow">good link</a>');
    expect(blog.content).toContain('<a rel="noopener noreferrer nofollow">bad link</a>');
    expect(blog.tags).toEqual(['safety', 'test']);
  });

  it('sanitises again on display, whatever wrote the row', async () => {
    const em = orm.em.fork();
    // Written around the ORM (as an old import or a manual fix might), so the column type never saw it.
    await em.execute(`update blog set content = ? where id = ?`, [`<p>Raw ${MARK}</p><script>alert(2)</script><img src=x onerror=alert(2)>`, ids.long]);
    try {
      const blog = await gql<{ blog: BlogCard }>(`query($id: ID!) { blog(id: $id) { ${CARD} } }`, { id: ids.long });
      expect(blog.data!.blog.content).toBe(`<p>Raw ${MARK}</p><img src="x" />`);
      const rest = await getJson<{ content: string }>(`/api/blogs/${ids.long}`);
      expect(rest.body.content).not.toMatch(UNSAFE);
    } finally {
      await em.execute(`update blog set content = ? where id = ?`, [`<h2>Title</h2><p>${words(200)}</p><p>one more</p>`, ids.long]);
    }
  });

  it('reads tags stored as a list, a JSON string or a comma string as a clean list', async () => {
    const em = orm.em.fork();
    await em.execute(`update blog set tags = to_jsonb(?::text) where id = ?`, [' mango , summer,, mango ', ids.older]);
    expect((await search(`Older ${MARK}`)).items[0].tags).toEqual(['mango', 'summer']);
    await em.execute(`update blog set tags = to_jsonb(?::text) where id = ?`, ['["guide","india"]', ids.older]);
    expect((await search(`Older ${MARK}`)).items[0].tags).toEqual(['guide', 'india']);
    await em.execute(`update blog set tags = '[]'::jsonb where id = ?`, [ids.older]);
    expect(parseTextList(null)).toEqual([]);
    expect(parseTextList(['a', ' b ', '', 'a'])).toEqual(['a', 'b']);
  });

  it('gives a reading time at 200 words per minute, at least one minute', async () => {
    const found = await search(MARK);
    const minutes = Object.fromEntries(found.items.map((b) => [Number(b.id), b.readingTimeMinutes]));
    expect(minutes[ids.older]).toBe(3); // 401 words
    expect(minutes[ids.long]).toBe(2); // 1 + 200 + 2 words: markup does not count, block tags separate words
    expect(minutes[ids.hostile]).toBe(1);
    expect(readingTimeMinutes('')).toBe(1);
    expect(readingTimeMinutes(words(200))).toBe(1);
    expect(readingTimeMinutes(words(201))).toBe(2);
  });

  it('blog(id) answers a published blog with its approved comments; a draft or unknown id is null', async () => {
    const reply = await gql<{ blog: BlogCard }>(`query($id: ID!) { blog(id: $id) { ${CARD} } }`, { id: ids.hostile });
    const blog = reply.data!.blog;
    expect(blog.commentCount).toBe(1);
    expect(blog.comments).toHaveLength(1);
    expect(blog.comments[0]).toMatchObject({ userId: String(commenter.userId), pending: false, comment: `Approved nice ${MARK}` });

    expect((await gql(`query($id: ID!) { blog(id: $id) { id } }`, { id: ids.draft })).data).toEqual({ blog: null });
    expect((await gql('{ blog(id: "999999") { id } }')).data).toEqual({ blog: null });
    expect(codeOf(await gql('{ blog(id: "abc") { id } }'))).toBe('BAD_USER_INPUT');
  });
});

describe('comments', () => {
  const POST = 'mutation($b: ID!, $c: String!) { postComment(blogId: $b, comment: $c) { id blogId userId comment isApproved pending } }';

  it('need a signed-in customer', async () => {
    const reply = await gql(POST, { b: ids.hostile, c: 'Guest words' });
    expect(codeOf(reply)).toBe('UNAUTHENTICATED');
    const rest = await sendJson<{ code: string }>('POST', '/api/blog-comments', { blog_id: ids.hostile, comment: 'Guest words', user_id: commenter.userId });
    expect(rest.status).toBe(401);
    expect(rest.body.code).toBe('UNAUTHENTICATED');
  });

  it("are stored pending, as plain text, under the session's user whatever the input says", async () => {
    const reply = await gql<{ postComment: { id: string; userId: string; comment: string; isApproved: boolean; pending: boolean } }>(
      POST,
      { b: ids.hostile, c: `  Lovely <script>alert(1)</script><b>read</b> &lt;script&gt;x&lt;/script&gt; <img src=x onerror=alert(1)> & more ${MARK}  ` },
      commenter.token,
    );
    expect(reply.errors).toBeUndefined();
    const posted = reply.data!.postComment;
    expect(posted).toMatchObject({ userId: String(commenter.userId), isApproved: false, pending: true });
    expect(posted.comment).toBe(`Lovely read & more ${MARK}`);

    const other = await signUpCustomer();
    const rest = await sendJson<Record<string, unknown>>(
      'POST',
      '/api/blog-comments',
      { blog_id: String(ids.hostile), comment: 'From REST', user_id: commenter.userId, is_approved: true },
      other.token,
    );
    expect(rest.status).toBe(201);
    expect(rest.body).toMatchObject({ blog_id: ids.hostile, user_id: other.userId, comment: 'From REST', is_approved: false });
    expect(rest.body.message).toMatch(/approved/);

    const rows = await orm.em.fork().execute<{ user_id: number; is_approved: boolean; comment: string }[]>(
      'select user_id, is_approved, comment from blog_comment where id in (?, ?) order by id',
      [Number(posted.id), rest.body.id as number],
    );
    expect(rows).toEqual([
      { user_id: commenter.userId, is_approved: false, comment: posted.comment },
      { user_id: other.userId, is_approved: false, comment: 'From REST' },
    ]);

    // Pending comments are not public.
    const blog = await gql<{ blog: BlogCard }>(`query($id: ID!) { blog(id: $id) { commentCount comments { id } } }`, { id: ids.hostile });
    expect(blog.data!.blog.commentCount).toBe(1);
    expect(blog.data!.blog.comments.map((c) => c.id)).not.toContain(posted.id);
  });

  it("are signed with the commenter's first name and last initial, never the email (issue 40)", async () => {
    const asha = await signUpCustomer();
    const em = orm.em.fork();
    await em.execute(`update "app_user" set "first_name" = 'Asha', "last_name" = 'kulkarni' where "id" = ?`, [asha.userId]);
    const posted = await gql<{ postComment: { id: string; authorName: string | null } }>(
      'mutation($b: ID!, $c: String!) { postComment(blogId: $b, comment: $c) { id authorName } }',
      { b: ids.hostile, c: `Signed ${MARK}` },
      asha.token,
    );
    expect(posted.data?.postComment.authorName).toBe('Asha K.');
    await em.execute('update blog_comment set is_approved = true where id = ?', [Number(posted.data!.postComment.id)]);
    const blog = await gql<{ blog: { comments: { id: string; authorName: string | null }[] } }>(
      'query($id: ID!) { blog(id: $id) { comments { id authorName } } }',
      { id: ids.hostile },
    );
    const names = blog.data!.blog.comments;
    expect(names.find((c) => c.id === posted.data!.postComment.id)?.authorName).toBe('Asha K.');
    expect(names.every((c) => c.authorName === null || !c.authorName.includes('@'))).toBe(true);
    await em.execute('delete from blog_comment where id = ?', [Number(posted.data!.postComment.id)]);
  });

  it('are required, length-limited, and only on published blogs', async () => {
    const blank = await gql(POST, { b: ids.hostile, c: '   ' }, commenter.token);
    expect(codeOf(blank)).toBe('BAD_USER_INPUT');
    expect(blank.errors![0].message).toBe('Comment is required');
    const onlyMarkup = await gql(POST, { b: ids.hostile, c: '<script>alert(1)</script>' }, commenter.token);
    expect(onlyMarkup.errors![0].message).toBe('Comment is required');
    const long = await gql(POST, { b: ids.hostile, c: 'x'.repeat(COMMENT_MAX_LENGTH + 1) }, commenter.token);
    expect(long.errors![0].message).toBe(`Comment can be at most ${COMMENT_MAX_LENGTH} characters`);
    expect(codeOf(await gql(POST, { b: ids.draft, c: 'On a draft' }, commenter.token))).toBe('NOT_FOUND');
    expect(codeOf(await gql(POST, { b: '999999', c: 'Nowhere' }, commenter.token))).toBe('NOT_FOUND');
    const restBlank = await sendJson<{ error: string; code: string }>('POST', '/api/blog-comments', { blog_id: ids.hostile }, commenter.token);
    expect(restBlank).toMatchObject({ status: 400, body: { error: 'Comment is required', code: 'BAD_USER_INPUT' } });
  });
});

describe('guest page cache', () => {
  it('a write to blogs, comments or plans advances the catalogue version', async () => {
    const em = orm.em.fork();
    const version = async () => {
      const [row] = await em.execute<{ last_value: string; is_called: boolean }[]>('select last_value, is_called from catalog_version_seq');
      return `${row.last_value}:${row.is_called}`;
    };
    for (const sql of [
      `update blog set title = title where id = ${ids.older}`,
      `update blog_comment set is_approved = is_approved where blog_id = ${ids.hostile}`,
      `update subscription_plan set plan_name = plan_name where id = (select min(id) from subscription_plan)`,
    ]) {
      const before = await version();
      await em.execute(sql);
      expect(await version(), sql).not.toBe(before);
    }
  });
});

describe('REST shim', () => {
  it('GET /api/blogs/get lists published blogs with the spec fields', async () => {
    const res = await getJson<Record<string, unknown>[]>(`/api/blogs/get?search=${MARK}`);
    expect(res.status).toBe(200);
    expect(res.body.map((b) => b.id)).toEqual([ids.hostile, ids.long, ids.older]);
    const blog = res.body[0];
    expect(Object.keys(blog).sort()).toEqual(
      ['id', 'title', 'author_id', 'content', 'tags', 'cover_images', 'is_published', 'created_at', 'updated_at', 'reading_time_minutes', 'comment_count'].sort(),
    );
    expect(blog).toMatchObject({ title: `Hostile ${MARK}`, tags: ['safety', 'test'], cover_images: null, is_published: true, comment_count: 1 });
    const all = await getJson<{ id: number }[]>('/api/blogs/get');
    expect(all.body.map((b) => b.id)).not.toContain(ids.draft);
    expect((await getJson('/api/blogs/get?limit=x')).status).toBe(400);
  });

  it('GET /api/blogs/{id}: 404 for a draft or unknown blog, 400 for a malformed id', async () => {
    expect((await getJson<{ id: number }>(`/api/blogs/${ids.older}`)).body.id).toBe(ids.older);
    expect(await getJson(`/api/blogs/${ids.draft}`)).toMatchObject({ status: 404, body: { code: 'NOT_FOUND', error: 'Blog not found' } });
    expect((await getJson('/api/blogs/999999')).status).toBe(404);
    expect((await getJson('/api/blogs/abc')).status).toBe(400);
  });

  it('GET /api/blog-comments and /api/blog-comments/blog/{id} show approved comments on published blogs only', async () => {
    const all = await getJson<{ id: number; blog_id: number; user_id: number | null; comment: string; is_approved: boolean; created_at: string }[]>('/api/blog-comments');
    expect(all.status).toBe(200);
    expect(all.body.every((c) => c.is_approved)).toBe(true);
    expect(all.body.some((c) => c.blog_id === ids.draft)).toBe(false);
    expect(all.body.some((c) => c.comment === `Pending ${MARK}`)).toBe(false);

    const ofBlog = await getJson<{ blog_id: number; comment: string; user_id: number }[]>(`/api/blog-comments/blog/${ids.hostile}`);
    expect(ofBlog.body).toEqual([expect.objectContaining({ blog_id: ids.hostile, comment: `Approved nice ${MARK}`, user_id: commenter.userId })]);
    expect(Object.keys(ofBlog.body[0]).sort()).toEqual(['blog_id', 'comment', 'created_at', 'id', 'is_approved', 'user_id']);
    expect((await getJson(`/api/blog-comments/blog/${ids.older}`)).body).toEqual([]);
    expect((await getJson(`/api/blog-comments/blog/${ids.draft}`)).status).toBe(404);
  });

  it('never answers with a script or an event handler', async () => {
    const replies = [
      await getJson(`/api/blogs/get?search=${MARK}`),
      await getJson(`/api/blogs/${ids.hostile}`),
      await getJson('/api/blog-comments'),
      await getJson(`/api/blog-comments/blog/${ids.hostile}`),
      await gql(`{ blogs(first: 50) { items { ${CARD} } } }`),
    ];
    for (const reply of replies) expect(JSON.stringify(reply)).not.toMatch(UNSAFE);
  });
});

describe('sanitiser', () => {
  it('keeps plain text readable and removes markup sent escaped', () => {
    expect(toPlainText('Tom & Jerry <b>x</b>')).toBe('Tom & Jerry x');
    expect(toPlainText('I <3 mangoes, a < b')).toBe('I <3 mangoes, a < b');
    expect(toPlainText('&lt;script&gt;alert(1)&lt;/script&gt;ok')).toBe('ok');
    expect(toPlainText('nul\u0000byte')).toBe('nulbyte');
    expect(sanitizeBlogHtml('<a href="//evil.example/x">x</a><img src="data:image/png;base64,AAAA">')).toBe('<a rel="noopener noreferrer nofollow">x</a><img />');
    const once = sanitizeBlogHtml(HOSTILE);
    expect(sanitizeBlogHtml(once)).toBe(once);
  });
});
