// The soak benchmark's traffic: a keep-alive HTTP client with a per-request timeout, and the
// five kinds of request it mixes (browse, search, cart, checkout, admin), each a function
// that sends one request and says whether the reply was right. The schedule (how many a second,
// which kind) lives in soak.mjs. See bench/README.md, "Soak".
import { Agent, request } from 'node:http';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';

/** A request that has not answered in this long counts as a timeout. */
export const REQUEST_TIMEOUT_MS = 10_000;

const SHOP_QUERY = `query SoakShopProducts($category: String, $search: String, $sort: ProductSort!, $first: Int!, $offset: Int!) {
  products(category: $category, search: $search, sort: $sort, first: $first, offset: $offset) {
    items { id name price discountPrice unitPrice unit image stockQuantity averageRating reviewCount category { id name } }
    totalCount
    hasMore
  }
}`;
const PRODUCT_QUERY = `query SoakProduct($id: ID!) {
  product(id: $id) {
    id name description price discountPrice unitPrice unit detailUnit image imageGallery stockQuantity maxOrderLimit
    averageRating reviewCount deliveryTime category { id name }
    reviews(first: 5) { id rating comment createdAt }
    relatedProducts(first: 4) { id name price discountPrice image }
  }
}`;
const CATEGORIES_QUERY = `query SoakCategories { categories(nonEmpty: true) { id name productCount } }`;
const CART_FIELDS = 'itemCount lines { productId quantity } totals { subtotal total }';
const ADD_TO_CART = `mutation SoakAddToCart($productId: ID!, $quantity: Int!) { addToCart(productId: $productId, quantity: $quantity) { ${CART_FIELDS} } }`;
const REMOVE_FROM_CART = `mutation SoakRemoveCartItem($productId: ID!) { removeCartItem(productId: $productId) { ${CART_FIELDS} } }`;
const UPDATE_CART_ITEM = `mutation SoakUpdateCartItem($productId: ID!, $quantity: Int!) { updateCartItem(productId: $productId, quantity: $quantity) { ${CART_FIELDS} } }`;
const CART_QUERY = `query SoakCart { cart { ${CART_FIELDS} } }`;
const CLEAR_CART = `mutation SoakClearCart { clearCart { itemCount } }`;
const PLACE_ORDER = `mutation SoakPlaceOrder($input: PlaceOrderInput!) {
  placeOrder(input: $input) { success orderId replayed order { id status total itemCount items { productId quantity } } }
}`;
const UPDATE_PRODUCT = `mutation SoakUpdateProduct($id: ID!, $input: ProductInput!) { updateProduct(id: $id, input: $input) { id name price } }`;
const ADJUST_STOCK = `mutation SoakAdjustStock($productId: ID!, $change: Int) { adjustStock(productId: $productId, change: $change) { productId stockQuantity } }`;

const SHIPPING = {
  firstName: 'Soak',
  lastName: 'Shopper',
  email: 'soak.shopper@bench.local',
  phone: '9876543210',
  address: '1 Load Test Lane',
  city: 'Pune',
  state: 'Maharashtra',
  country: 'India',
  postcode: '411001',
};

/** Words a shopper types into the search box: most match some products, the last two none. */
const SEARCH_TERMS = ['mango', 'apple', 'banana', 'grape', 'dates', 'cashew', 'berry', 'kiwi', 'melon', 'chunks', 'almond', 'dragonfruit', 'xyz'];
const SORTS = ['FEATURED', 'FEATURED', 'NEWEST', 'DISCOUNT', 'PRICE_ASC', 'PRICE_DESC', 'RATING'];

/**
 * One request's outcome. `error` is a short class for counting (`http 500`, `graphql
 * INTERNAL_SERVER_ERROR`, `timeout`, `network ECONNRESET`, `wrong reply`, `backlog`) and `detail`
 * the first part of the reply, for the report's samples.
 * @typedef {{ op: string, ms: number, error?: string, detail?: string, pageCache?: string, responseCache?: string }} Outcome
 */

/** A keep-alive client that asks for compression as a browser does and undoes it. */
export function soakClient(baseUrl) {
  // Enough sockets that a slow server shows as latency, not as requests queued in this process.
  // An idle socket closes after 20 s, well before the server's keep-alive timeout (Fastify's 72 s):
  // otherwise a socket left idle since a burst could be reused just as the server closes it, and
  // the request fails with ECONNRESET (seen once in a 10-minute run, three requests at once 72 s
  // after the first burst). A browser retries such a request on a new connection; this client
  // counts every failure, so it must not make its own.
  const agent = new Agent({ keepAlive: true, maxSockets: 256, timeout: 20_000 });
  const base = new URL(baseUrl);
  /**
   * @param {'GET' | 'POST'} method @param {string} pathname @param {{ body?: unknown, token?: string, html?: boolean }} [options]
   * @returns {Promise<{ status: number, body: any, ms: number, error?: string, pageCache?: string | string[], responseCache?: string | string[] }>}
   */
  const send = (method, pathname, { body, token, html } = {}) =>
    new Promise((resolve) => {
      const t0 = performance.now();
      const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
      let settled = false;
      /** @type {NodeJS.Timeout | undefined} */
      let timer;
      const done = (/** @type {{ status: number, body: any, error?: string, pageCache?: string | string[], responseCache?: string | string[] }} */ result) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        resolve({ ...result, ms: performance.now() - t0 });
      };
      const req = request(
        {
          agent,
          host: base.hostname,
          port: base.port,
          path: pathname,
          method,
          headers: {
            accept: html ? 'text/html' : 'application/json',
            'accept-encoding': 'br, gzip',
            ...(payload ? { 'content-type': 'application/json', 'content-length': payload.length } : {}),
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
        },
        (res) => {
          const chunks = [];
          res.on('data', (c) => chunks.push(c));
          res.on('error', (error) => done({ status: 0, body: undefined, error: `network ${/** @type {any} */ (error).code ?? error.message}` }));
          res.on('end', () => {
            const status = res.statusCode ?? 0;
            // Pages are checked by status (and size); only JSON is unpacked and read.
            // x-page-cache says whether the page came from the page cache (a render costs 10–20 times more).
            if (html) return done({ status, body: Buffer.concat(chunks).length, pageCache: res.headers['x-page-cache'] });
            try {
              const raw = decode(Buffer.concat(chunks), res.headers['content-encoding']).toString();
              // x-response-cache: whether a guest's catalogue answer came from the response cache.
              done({ status, body: raw ? JSON.parse(raw) : undefined, responseCache: res.headers['x-response-cache'] });
            } catch {
              done({ status, body: undefined, error: status >= 200 && status < 400 ? 'wrong reply' : undefined });
            }
          });
        },
      );
      // From the send, waiting for a socket included (req.setTimeout starts only on a socket).
      timer = setTimeout(() => {
        done({ status: 0, body: undefined, error: 'timeout' });
        req.destroy();
      }, REQUEST_TIMEOUT_MS);
      req.on('error', (error) => done({ status: 0, body: undefined, error: `network ${/** @type {any} */ (error).code ?? error.message}` }));
      req.end(payload);
    });
  return {
    get: (pathname, options) => send('GET', pathname, options),
    post: (pathname, body, token) => send('POST', pathname, { body, token }),
    graphql: (query, variables, token) => send('POST', '/graphql', { body: { query, variables }, token }),
    close: () => agent.destroy(),
  };
}

function decode(buffer, encoding) {
  if (encoding === 'br') return brotliDecompressSync(buffer);
  if (encoding === 'gzip') return gunzipSync(buffer);
  if (encoding === 'deflate') return inflateSync(buffer);
  return buffer;
}

/**
 * Turns a reply into an outcome: a transport error, a status outside 2xx/3xx, GraphQL errors,
 * or what `check` (given the reply's data) finds wrong.
 * @param {string} op @param {{ status: number, body: any, ms: number, error?: string, pageCache?: string | string[], responseCache?: string | string[] }} reply
 * @param {(body: any) => string | undefined} [check] @returns {Outcome}
 */
function outcome(op, reply, check) {
  const { ms } = reply;
  if (reply.error && reply.status === 0) return { op, ms, error: reply.error };
  if (reply.status < 200 || reply.status >= 400) return { op, ms, error: `http ${reply.status}`, detail: JSON.stringify(reply.body ?? '').slice(0, 200) };
  if (reply.error) return { op, ms, error: reply.error };
  const errors = reply.body?.errors;
  if (Array.isArray(errors) && errors.length) return { op, ms, error: `graphql ${errors[0]?.extensions?.code ?? 'error'}`, detail: JSON.stringify(errors).slice(0, 300) };
  const wrong = check?.(reply.body);
  if (wrong) return { op, ms, error: 'wrong reply', detail: wrong.slice(0, 300) };
  if (reply.pageCache !== undefined) return { op, ms, pageCache: String(reply.pageCache) };
  return reply.responseCache === undefined ? { op, ms } : { op, ms, responseCache: String(reply.responseCache) };
}

/**
 * The request kinds. Each `next(rng)` sends one request and resolves to its outcome, or to
 * `undefined` when no shopper of its pool is free (the schedule then counts a backlog).
 * @param {ReturnType<typeof soakClient>} client
 * @param {{ products: ShelfProduct[], sellIds: number[], cartShoppers: Shopper[], checkoutShoppers: Shopper[],
 *   adminToken: string, slotId: () => string, ledger: Ledger }} world
 * @typedef {{ id: number, name: string, price: number, category: string }} ShelfProduct
 * @typedef {{ id: number, token: string, busy: boolean, lines: Map<number, number>, serial: number }} Shopper
 * @typedef {{ sold: Map<number, number>, restocked: Map<number, number>, orders: number }} Ledger
 */
export function soakKinds(client, world) {
  const { products, sellIds, cartShoppers, checkoutShoppers, adminToken, ledger } = world;
  const pick = (rng, list) => list[Math.floor(rng() * list.length)];
  // Shoppers look at some products far more than others: the first tenth of the catalogue gets
  // about half of the product views (rng³ leans to the low indices), which a page cache can serve.
  const productPage = (rng) => products[Math.floor(rng() ** 3 * products.length)];
  const categories = [...new Set(products.map((p) => p.category))];
  const freeOf = (rng, pool) => {
    const free = pool.filter((s) => !s.busy);
    return free.length ? pick(rng, free) : undefined;
  };
  // Edits alternate between the seeded value and a changed one, so a run never drifts far.
  const edited = new Map();

  /** @type {Record<string, { ops: [string, number, (rng: () => number) => Promise<Outcome | undefined>][] }>} */
  const kinds = {
    browse: {
      ops: [
        ['GET /shop', 4, async () => outcome('GET /shop', await client.get('/shop', { html: true }))],
        ['GET /shop?category', 2, async (rng) => outcome('GET /shop?category', await client.get(`/shop?category=${pick(rng, categories)}`, { html: true }))],
        ['GET /product/:id', 4, async (rng) => outcome('GET /product/:id', await client.get(`/product/${productPage(rng).id}`, { html: true }))],
        [
          'graphql products',
          4,
          async (rng) =>
            outcome(
              'graphql products',
              await client.graphql(SHOP_QUERY, { category: rng() < 0.5 ? null : pick(rng, categories), search: null, sort: pick(rng, SORTS), first: 24, offset: rng() < 0.8 ? 0 : 24 }),
              (b) => (Array.isArray(b?.data?.products?.items) ? undefined : JSON.stringify(b)),
            ),
        ],
        [
          'graphql product',
          3,
          async (rng) => {
            const id = productPage(rng).id;
            return outcome('graphql product', await client.graphql(PRODUCT_QUERY, { id: String(id) }), (b) => (Number(b?.data?.product?.id) === id ? undefined : JSON.stringify(b)));
          },
        ],
        ['graphql categories', 2, async () => outcome('graphql categories', await client.graphql(CATEGORIES_QUERY, {}), (b) => (b?.data?.categories?.length ? undefined : JSON.stringify(b)))],
      ],
    },
    search: {
      ops: [
        ['GET /shop?q', 2, async (rng) => outcome('GET /shop?q', await client.get(`/shop?q=${pick(rng, SEARCH_TERMS)}`, { html: true }))],
        [
          'graphql products(search)',
          2,
          async (rng) =>
            outcome(
              'graphql products(search)',
              await client.graphql(SHOP_QUERY, { category: null, search: pick(rng, SEARCH_TERMS), sort: 'FEATURED', first: 24, offset: 0 }),
              (b) => (Array.isArray(b?.data?.products?.items) ? undefined : JSON.stringify(b)),
            ),
        ],
        ['GET /api/product/get?q', 1, async (rng) => outcome('GET /api/product/get?q', await client.get(`/api/product/get?q=${pick(rng, SEARCH_TERMS)}&limit=24`), (b) => (Array.isArray(b) ? undefined : JSON.stringify(b)))],
      ],
    },
    // Signed-in customers keeping a cart of up to three lines: add, change, remove, look.
    cart: {
      ops: [
        [
          'cart',
          1,
          async (rng) => {
            const shopper = freeOf(rng, cartShoppers);
            if (!shopper) return undefined;
            shopper.busy = true;
            try {
              return await cartStep(rng, shopper);
            } finally {
              shopper.busy = false;
            }
          },
        ],
      ],
    },
    // Signed-in customers ordering: each request is the shopper's next step, add then order (cash).
    checkout: {
      ops: [
        [
          'checkout',
          1,
          async (rng) => {
            const shopper = freeOf(rng, checkoutShoppers);
            if (!shopper) return undefined;
            shopper.busy = true;
            try {
              return await checkoutStep(rng, shopper);
            } finally {
              shopper.busy = false;
            }
          },
        ],
      ],
    },
    // The back office: price and name edits (each drops the page cache) and restocks of what sells.
    admin: {
      ops: [
        ['updateProduct price', 2, async (rng) => editProduct(rng, 'price')],
        ['updateProduct name', 1, async (rng) => editProduct(rng, 'name')],
        [
          'adjustStock',
          1,
          async (rng) => {
            const productId = pick(rng, sellIds);
            const change = 1 + Math.floor(rng() * 5);
            const result = outcome('adjustStock', await client.graphql(ADJUST_STOCK, { productId: String(productId), change }, adminToken), (b) =>
              Number(b?.data?.adjustStock?.productId) === productId ? undefined : JSON.stringify(b),
            );
            if (!result.error) ledger.restocked.set(productId, (ledger.restocked.get(productId) ?? 0) + change);
            return result;
          },
        ],
      ],
    },
  };

  /** @param {() => number} rng @param {'price' | 'name'} field */
  async function editProduct(rng, field) {
    const product = pick(rng, products);
    const key = `${field}:${product.id}`;
    const on = !edited.get(key);
    const input = field === 'price' ? { price: on ? product.price + 1 : product.price } : { name: on ? `${product.name} (soak)` : product.name };
    const op = `updateProduct ${field}`;
    const result = outcome(op, await client.graphql(UPDATE_PRODUCT, { id: String(product.id), input }, adminToken), (b) => {
      const p = b?.data?.updateProduct;
      if (!p) return JSON.stringify(b);
      return (field === 'price' ? Number(p.price) === input.price : p.name === input.name) ? undefined : `sent ${JSON.stringify(input)}, got ${JSON.stringify(p)}`;
    });
    if (!result.error) edited.set(key, on);
    return result;
  }

  /** @param {() => number} rng @param {Shopper} shopper @returns {Promise<Outcome>} */
  async function cartStep(rng, shopper) {
    const held = [...shopper.lines.keys()];
    const roll = rng();
    let op;
    let reply;
    if (held.length === 0 || (held.length < 3 && roll < 0.45)) {
      const choices = products.filter((p) => !shopper.lines.has(p.id));
      const product = pick(rng, choices);
      op = 'addToCart';
      reply = await client.graphql(ADD_TO_CART, { productId: String(product.id), quantity: 1 + Math.floor(rng() * 3) }, shopper.token);
    } else if (roll < 0.65) {
      op = 'removeCartItem';
      reply = await client.graphql(REMOVE_FROM_CART, { productId: String(pick(rng, held)) }, shopper.token);
    } else if (roll < 0.8) {
      op = 'updateCartItem';
      reply = await client.graphql(UPDATE_CART_ITEM, { productId: String(pick(rng, held)), quantity: 1 + Math.floor(rng() * 4) }, shopper.token);
    } else {
      op = 'cart';
      reply = await client.graphql(CART_QUERY, {}, shopper.token);
    }
    const result = outcome(op, reply, (b) => (cartOf(b) ? undefined : JSON.stringify(b)));
    const cart = cartOf(reply.body);
    // The server's word is the cart's state, also after an error (a line may or may not be there).
    if (cart) shopper.lines = new Map(cart.lines.map((l) => [Number(l.productId), l.quantity]));
    else if (result.error) await resync(shopper);
    return result;
  }

  /** @param {() => number} rng @param {Shopper} shopper @returns {Promise<Outcome>} */
  async function checkoutStep(rng, shopper) {
    if (shopper.lines.size === 0) {
      const productId = sellIds[shopper.serial % sellIds.length];
      const quantity = 1 + Math.floor(rng() * 3);
      const reply = await client.graphql(ADD_TO_CART, { productId: String(productId), quantity }, shopper.token);
      const result = outcome('addToCart', reply, (b) => (cartOf(b)?.itemCount === quantity ? undefined : `added ${quantity} of ${productId}: ${JSON.stringify(b)}`));
      if (result.error) await clear(shopper);
      else shopper.lines = new Map([[productId, quantity]]);
      return result;
    }
    const [[productId, quantity]] = [...shopper.lines];
    shopper.serial += 1;
    const reply = await client.graphql(
      PLACE_ORDER,
      { input: { shipping: SHIPPING, paymentMethod: 'CASH', deliverySlotId: world.slotId(), idempotencyKey: `soak-${shopper.id}-${shopper.serial}` } },
      shopper.token,
    );
    const result = outcome('placeOrder', reply, (b) => {
      const r = b?.data?.placeOrder;
      const line = r?.order?.items?.[0];
      return r?.success && !r.replayed && r.order.items.length === 1 && Number(line.productId) === productId && line.quantity === quantity ? undefined : JSON.stringify(b);
    });
    shopper.lines = new Map();
    if (result.error) {
      await clear(shopper);
    } else {
      ledger.orders += 1;
      ledger.sold.set(productId, (ledger.sold.get(productId) ?? 0) + quantity);
    }
    return result;
  }

  async function clear(shopper) {
    shopper.lines = new Map();
    // A shop shedding load answers 503 + Retry-After: come back as told, as a browser would.
    for (let attempt = 0; attempt < 30; attempt++) {
      const reply = await client.graphql(CLEAR_CART, {}, shopper.token).catch(() => undefined);
      if (reply?.status !== 503) return;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }

  async function resync(shopper) {
    const reply = await client.graphql(CART_QUERY, {}, shopper.token).catch(() => undefined);
    const cart = cartOf(reply?.body);
    shopper.lines = cart ? new Map(cart.lines.map((l) => [Number(l.productId), l.quantity])) : new Map();
  }

  return kinds;
}

/** The cart in a cart mutation's or query's reply, whichever field it came in. */
function cartOf(body) {
  const data = body?.data;
  const cart = data?.addToCart ?? data?.removeCartItem ?? data?.updateCartItem ?? data?.cart;
  return cart && Array.isArray(cart.lines) ? cart : undefined;
}
