// The benchmark's baseline: plain Fastify + a pg Pool answering the same rows as the app's
// shop query and /api/product/get, in one hand-written SQL statement each, no ORM, no
// GraphQL, no caching. It is the floor the app's numbers are compared with.
// Env: DATABASE_URL (required), PORT (default 3100), HOST (default 127.0.0.1).
import Fastify from 'fastify';
import pg from 'pg';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error('baseline: DATABASE_URL is required');
  process.exit(1);
}

// Same pool size as the app's MikroORM config (max 10).
const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
const app = Fastify({ logger: false });

// Ratings as the app computes them: average to 1 decimal and count, 4.5 / 0 when unrated.
const RATING_JOIN = `
  left join lateral (
    select round(avg(rating)::numeric, 1)::float8 as avg, count(*)::int as n
      from product_review where product_id = p.id
  ) r on true`;

// numeric(12,2) text -> integer paise, so discount maths matches the app's exactly.
const paise = (text) => (text == null ? null : Math.round(Number(text) * 100));
const rupees = (p) => (p == null ? null : p / 100);
const rating = (row) => (row.n > 0 ? { averageRating: row.avg, reviewCount: row.n } : { averageRating: 4.5, reviewCount: 0 });
const unitPriceOf = (price, discount) => (discount != null && discount < price ? discount : price);
const discountPercent = (price, unit) => (price > 0 && unit < price ? Math.round(((price - unit) * 100) / price) : 0);

// The shop grid: products(first: 24) with the card fields and the category.
app.get('/baseline/products', async (req) => {
  const first = Math.min(Number(req.query.first ?? 24) || 24, 100);
  const offset = Number(req.query.offset ?? 0) || 0;
  const { rows } = await pool.query(
    `select p.id, p.name, p.price::text as price, p.discount_price::text as discount_price, p.unit, p.image,
            p.stock_quantity, c.id as category_id, c.name as category_name, r.avg, r.n,
            count(*) over () as total_count
       from product p join category c on c.id = p.category_id ${RATING_JOIN}
      where p.is_active
      order by p.id limit $1 offset $2`,
    [first, offset],
  );
  const totalCount = rows.length ? Number(rows[0].total_count) : 0;
  return {
    items: rows.map((row) => {
      const price = paise(row.price);
      const discountPrice = paise(row.discount_price);
      return {
        id: String(row.id),
        name: row.name,
        price: rupees(price),
        discountPrice: rupees(discountPrice),
        unitPrice: rupees(unitPriceOf(price, discountPrice)),
        unit: row.unit,
        image: row.image,
        stockQuantity: row.stock_quantity,
        ...rating(row),
        category: { id: String(row.category_id), name: row.category_name },
      };
    }),
    totalCount,
    hasMore: offset + rows.length < totalCount,
  };
});

// /api/product/get: every column in the spec's snake_case, active products, up to 100, by id.
app.get('/baseline/product-get', async () => {
  const { rows } = await pool.query(
    `select p.*, p.price::text as price, p.discount_price::text as discount_price,
            p.available_from::text as available_from, p.available_until::text as available_until,
            c.name as category_name, r.avg, r.n
       from product p join category c on c.id = p.category_id ${RATING_JOIN}
      where p.is_active
      order by p.id limit 100`,
  );
  return rows.map((row) => {
    const price = paise(row.price);
    const discountPrice = paise(row.discount_price);
    const unitPrice = unitPriceOf(price, discountPrice);
    const { averageRating, reviewCount } = rating(row);
    return {
      product_id: row.id,
      product_name: row.name,
      description: row.description,
      image: row.image,
      images: row.image_gallery,
      image_gallery: JSON.stringify(row.image_gallery),
      price: rupees(price),
      discount_price: rupees(discountPrice),
      unit: row.unit,
      weight: row.weight,
      category_id: row.category_id,
      fruits_cat_id: row.category_id,
      fruits_cat_name: row.category_name,
      stock_quantity: row.stock_quantity,
      max_order_limit: row.max_order_limit,
      tag: row.tags,
      custom_attributes: row.custom_attributes ?? {},
      country_origin: row.country_of_origin,
      storage_instruction: row.storage_instruction,
      available_from: row.available_from,
      available_until: row.available_until,
      is_featured: row.is_featured,
      is_active: row.is_active,
      rating: averageRating,
      review_count: reviewCount,
      has_discount: unitPrice < price,
      discount_percentage: discountPercent(price, unitPrice),
      delivery_time: row.delivery_time,
      created_at: row.created_at.toISOString(),
    };
  });
});

app.get('/health', async () => ({ ok: true }));

const close = async () => {
  await app.close();
  await pool.end();
  process.exit(0);
};
process.once('SIGTERM', close);
process.once('SIGINT', close);

await app.listen({ port: Number(process.env.PORT || 3100), host: process.env.HOST || '127.0.0.1' });
console.log(`baseline ready at http://${process.env.HOST || '127.0.0.1'}:${process.env.PORT || 3100}`);
