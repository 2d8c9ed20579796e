import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { App } from '../../api/src/app.js';
import { makeBlog } from '../../api/src/db/seed/factories.js';
import { connectTestOrm } from '../utils/orm.js';
import { startSecondApp } from '../utils/second-app.js';

/**
 * The blog and plans pages cost a fixed number of SQL statements whatever the number of
 * blogs, comments or plans (the approach of query-count.test.ts: a second server whose ORM
 * reports every statement).
 */
const MARK = `count-${Date.now().toString(36)}`;
let app: App;
let orm: MikroORM;
const statements: string[] = [];

beforeAll(async () => {
  orm = await connectTestOrm();
  const em = orm.em.fork();
  for (let i = 0; i < 30; i++) {
    makeBlog(
      em,
      {
        title: `${MARK} ${i}`,
        content: `<p>Blog number ${i}</p>`,
        tags: ['count'],
        isPublished: true,
        comments: [1, 2, 3].map((n) => ({ comment: `Comment ${n}`, isApproved: n !== 3 })),
      },
      null,
      null,
    );
  }
  await em.flush();
  app = await startSecondApp({ NODE_ENV: 'test' }, { debug: ['query'], logger: (message: string) => void statements.push(message) });
});
afterAll(async () => {
  await app?.close();
  const em = orm.em.fork();
  await em.execute('delete from blog where title like ?', [`${MARK}%`]);
  await em.execute('delete from subscription_plan where plan_name like ?', [`${MARK}%`]);
  await orm.close();
});

const ansi = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');
const sqlCount = () => statements.map((s) => s.replace(ansi, '')).filter((s) => /\b(select|insert|update|delete)\b/i.test(s)).length;

async function countQueries(query: string): Promise<number> {
  statements.length = 0;
  const res = await fetch(`${app.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query }) });
  const body = (await res.json()) as { errors?: unknown };
  expect(body.errors).toBeUndefined();
  return sqlCount();
}

async function countRest(path: string): Promise<number> {
  statements.length = 0;
  const res = await fetch(`${app.url}${path}`);
  expect(res.status).toBe(200);
  // Read to the end: an unread answer larger than the socket's buffers (the plans with their
  // boxes) keeps its response open, and the app's close then waits for it for ever.
  await res.arrayBuffer();
  return sqlCount();
}

describe('blogs and plans cost a fixed number of queries (no N+1)', () => {
  const blogs = (n: number) => `{ blogs(first: ${n}) { totalCount items { id title tags readingTimeMinutes commentCount comments { id userId comment createdAt } } } }`;

  it('a blog list with comments is the same for 2 blogs as for every published one', async () => {
    const small = await countQueries(blogs(2));
    const large = await countQueries(blogs(50));
    expect(large).toBe(small);
    // the page (blogs, comment counts and total in one statement) + every listed blog's comments
    expect(large).toBe(2);
  });

  it("the commenters' names cost one statement more, whatever the number of comments (issue 40)", async () => {
    const em = orm.em.fork();
    // Each listed comment by a different customer where there are enough of them.
    await em.execute(
      `update blog_comment c set user_id = u.id
         from (select id, row_number() over (order by id) as n from app_user) u, blog b
        where b.id = c.blog_id and b.title like ? and u.n = 1 + (c.id % greatest(1, (select count(*) from app_user)))`,
      [`${MARK} %`],
    );
    const named = (n: number) => `{ blogs(first: ${n}) { items { id comments { id authorName } } } }`;
    const small = await countQueries(named(2));
    const large = await countQueries(named(50));
    expect(large).toBe(small);
    // the page + the comments + the names
    expect(large).toBe(3);
  });

  it('one blog with its comments costs two statements; the REST lists one each', async () => {
    const [row] = await orm.em.fork().execute<{ id: number }[]>('select id from blog where title = ?', [`${MARK} 0`]);
    expect(await countQueries(`{ blog(id: "${row.id}") { id commentCount comments { id comment } } }`)).toBe(2);
    expect(await countRest('/api/blogs/get')).toBe(1);
    expect(await countRest(`/api/blog-comments/blog/${row.id}`)).toBe(1);
    expect(await countRest('/api/blog-comments')).toBe(1);
  });

  it('the plans list is one statement for 3 plans as for 23; their boxes three more (lines, products, categories)', async () => {
    const plans = '{ subscriptionPlans { id planName price features deliveryFrequency savingsText isPopular priceSuffix } }';
    const withBoxes = '{ subscriptionPlans { id planName box { label product { id name isActive } category { id name } } } }';
    expect(await countQueries(plans)).toBe(1);
    expect(await countQueries(withBoxes)).toBe(4);
    const em = orm.em.fork();
    for (let i = 0; i < 20; i++) {
      const [{ id }] = await em.execute<{ id: number }[]>(
        `insert into subscription_plan (plan_type, plan_name, plan_description, price, validity_days) values ('Weekly', ?, 'Count test', 100, 7) returning id`,
        [`${MARK} ${i}`],
      );
      // The seeded Weekly box (products and a seasonal pick) in each.
      await em.execute(
        `insert into subscription_plan_line (plan_id, position, product_id, category_id, unit, quantity, note)
         select ?, l.position, l.product_id, l.category_id, l.unit, l.quantity, l.note from subscription_plan_line l
          where l.plan_id = (select id from subscription_plan where plan_name = 'Weekly Fruit Box' order by id limit 1)`,
        [id],
      );
    }
    expect(await countQueries(plans)).toBe(1);
    expect(await countQueries(withBoxes)).toBe(4);
    expect(await countRest('/api/subscription-plans')).toBe(4);
  });
});
