import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { CartButton } from '../../web/src/app/layouts/cart-button';
import CartPage from '../../web/src/app/routes/cart-page';
import HomePage from '../../web/src/app/routes/home-page';
import ProductPage from '../../web/src/app/routes/product-page';
import ShopPage from '../../web/src/app/routes/shop-page';
import { chakraToaster } from '../../web/src/components/app-toaster-view';
import { saveSession } from '../../web/src/features/accounts/session-store';
import type { ProductDetailQuery } from '../../web/src/gql/graphql';
import { cartLine, makeCart, type CartFixture } from '../fixtures/cart.fixture';
import { apple, banana, mango, type ProductFixture } from '../fixtures/products.fixture';
import { server } from './msw-server';
import { currentLocation, renderPage } from './render';

const customer = { id: '7', name: 'Asha', email: 'asha@example.com' };
const products = [mango, apple, banana];

afterEach(() => {
  // One toaster for the app: a toast left from one test would show in the next.
  chakraToaster.remove();
});

/** The server's cart: AddToCart adds to the line (as the api does) and answers the whole cart. */
function serveCart(initial: CartFixture = makeCart([])) {
  const state = { cart: initial, adds: [] as { productId: string; quantity: number }[] };
  server.use(
    graphql.query('CartContents', () => HttpResponse.json({ data: { cart: state.cart } })),
    graphql.mutation('CartAddItem', ({ variables }) => {
      const vars = variables as { productId: string; quantity: number };
      state.adds.push(vars);
      const product = products.find((p) => p.id === vars.productId)!;
      const existing = state.cart.lines.find((line) => line.productId === vars.productId);
      const lines = existing
        ? state.cart.lines.map((line) => (line === existing ? cartLine(product, line.quantity + vars.quantity) : line))
        : [...state.cart.lines, cartLine(product, vars.quantity)];
      state.cart = makeCart(lines);
      return HttpResponse.json({ data: { addToCart: state.cart } });
    }),
  );
  return state;
}

type Detail = NonNullable<ProductDetailQuery['product']>;

/** `product(id)` as the api answers it for the detail page. */
function detailOf(product: ProductFixture): Detail & { __typename: 'Product' } {
  return {
    ...product,
    description: 'Fresh.',
    imageGallery: [],
    weight: null,
    detailUnit: 'pcs',
    tags: [],
    attributes: [],
    countryOfOrigin: null,
    storageInstruction: null,
    category: { __typename: 'Category', id: '1', name: "season's special" },
    reviews: [],
    relatedProducts: [],
  } as Detail & { __typename: 'Product' };
}

const cardFor = (name: string) => screen.findByRole('article', { name });

describe('Add to cart, signed in', () => {
  it('adds from a shop card with its quantity, says so and moves the badge', async () => {
    saveSession('tok-7', customer);
    const served = serveCart(makeCart([cartLine(apple, 1)]));
    const user = userEvent.setup();
    // The shop has its own (floating) cart button.
    renderPage(<ShopPage />, { path: '/shop' });
    await screen.findByRole('button', { name: 'Cart, 1 items' });
    const card = within(await cardFor('Alphonso Mango'));
    await user.click(card.getByRole('button', { name: 'Increase quantity of Alphonso Mango' }));
    await user.click(card.getByRole('button', { name: 'Add Alphonso Mango to cart' }));

    expect(await screen.findByText('2 Alphonso Mango added to cart!')).toBeInTheDocument();
    const shownAt = Date.now();
    expect(served.adds).toEqual([{ productId: '1', quantity: 2 }]);
    expect(await screen.findByRole('button', { name: 'Cart, 3 items' })).toBeInTheDocument();
    expect(currentLocation()).toBe('/shop');
    // The toast goes after 3 s (spec §4).
    await waitFor(() => expect(screen.queryByText('2 Alphonso Mango added to cart!')).toBeNull(), { timeout: 9000 });
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(2500);
  }, 15_000);

  it.each([
    ['the server message', () => HttpResponse.json({ errors: [{ message: 'Only 4 of Banana can be ordered' }] }), 'Only 4 of Banana can be ordered'],
    ['the default message', () => HttpResponse.error(), 'Failed to add item to cart. Please try again.'],
  ])('shows %s when adding fails, and the badge stays', async (_label, reply, message) => {
    saveSession('tok-7', customer);
    serveCart(makeCart([cartLine(apple, 1)]));
    server.use(graphql.mutation('CartAddItem', () => reply()));
    const user = userEvent.setup();
    // The shop has its own (floating) cart button.
    renderPage(<ShopPage />, { path: '/shop' });
    await screen.findByRole('button', { name: 'Cart, 1 items' });
    await user.click(within(await cardFor('Banana')).getByRole('button', { name: 'Add Banana to cart' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByText(/added to cart!/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Cart, 1 items' })).toBeInTheDocument();
  });

  it("adds the product page's chosen quantity", async () => {
    saveSession('tok-7', customer);
    const served = serveCart();
    server.use(graphql.query('ProductDetail', () => HttpResponse.json({ data: { product: detailOf(mango) } })));
    const user = userEvent.setup();
    renderPage(
      <>
        <CartButton />
        <ProductPage />
      </>,
      { path: '/product/:id', url: '/product/1' },
    );
    const increase = await screen.findByRole('button', { name: 'Increase quantity of Alphonso Mango' });
    await user.click(increase);
    await user.click(increase);
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText('3 Alphonso Mango added to cart!')).toBeInTheDocument();
    expect(served.adds).toEqual([{ productId: '1', quantity: 3 }]);
    expect(await screen.findByRole('button', { name: 'Cart, 3 items' })).toBeInTheDocument();
    expect(currentLocation()).toBe('/product/1');
  });
});

/** The catalogue pricing a guest's lines (`guestCart`), as the api does; `asked` records each ask. */
function serveGuestCart() {
  const state = { asked: [] as { productId: string; quantity: number }[][] };
  server.use(
    graphql.query('GuestCartContents', ({ variables }) => {
      const lines = (variables as { lines: { productId: string; quantity: number }[] }).lines;
      state.asked.push(lines);
      const priced = lines.flatMap((line) => {
        const product = products.find((p) => p.id === line.productId);
        return product ? [cartLine(product, line.quantity)] : [];
      });
      return HttpResponse.json({ data: { guestCart: makeCart(priced) } });
    }),
  );
  return state;
}

const guestCart = () => JSON.parse(window.localStorage.getItem('guestCart') ?? '[]') as unknown;

describe('Add to cart, guest (decisions: Guest cart)', () => {
  it.each([
    ['the shop', <ShopPage key="shop" />, '/shop'],
    ['the home page', <HomePage key="home" />, '/'],
  ])('keeps a guest on %s: the line goes into the cart on this device, with the toast and the badge', async (_page, page, path) => {
    const served = serveCart();
    const user = userEvent.setup();
    renderPage(
      <>
        <CartButton />
        {page}
      </>,
      { path },
    );
    const card = within(await cardFor('Alphonso Mango'));
    await user.click(card.getByRole('button', { name: 'Add Alphonso Mango to cart' }));
    expect(await screen.findByText('1 Alphonso Mango added to cart!')).toBeInTheDocument();
    expect(guestCart()).toEqual([{ productId: '1', quantity: 1 }]);
    expect((await screen.findAllByRole('button', { name: 'Cart, 1 items' })).length).toBeGreaterThan(0);
    // A second Add adds to the line; the shopper never left the page and no server cart was asked.
    await user.click(card.getByRole('button', { name: 'Add Alphonso Mango to cart' }));
    await waitFor(() => expect(guestCart()).toEqual([{ productId: '1', quantity: 2 }]));
    expect(currentLocation()).toBe(path);
    expect(screen.queryByText('Please sign in to add items to your cart')).not.toBeInTheDocument();
    expect(served.adds).toEqual([]);
  });

  it("adds the product page's chosen quantity for a guest", async () => {
    server.use(graphql.query('ProductDetail', () => HttpResponse.json({ data: { product: detailOf(mango) } })));
    const user = userEvent.setup();
    renderPage(<ProductPage />, { path: '/product/:id', url: '/product/1' });
    await user.click(await screen.findByRole('button', { name: 'Increase quantity of Alphonso Mango' }));
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText('2 Alphonso Mango added to cart!')).toBeInTheDocument();
    expect(guestCart()).toEqual([{ productId: '1', quantity: 2 }]);
    expect(currentLocation()).toBe('/product/1');
  });

  it('keeps a line at 99, the most of one product, and says so', async () => {
    window.localStorage.setItem('guestCart', JSON.stringify([{ productId: '1', quantity: 98 }]));
    const user = userEvent.setup();
    renderPage(<ShopPage />, { path: '/shop' });
    const card = within(await cardFor('Alphonso Mango'));
    await user.click(card.getByRole('button', { name: 'Increase quantity of Alphonso Mango' }));
    await user.click(card.getByRole('button', { name: 'Add Alphonso Mango to cart' }));
    expect(await screen.findByText('You can add at most 99 of one product')).toBeInTheDocument();
    expect(guestCart()).toEqual([{ productId: '1', quantity: 99 }]);
  });
});

describe('/cart', () => {
  it("shows a guest's cart from this device, priced by the catalogue, and edits and removes on the device", async () => {
    window.localStorage.setItem(
      'guestCart',
      JSON.stringify([
        { productId: '1', quantity: 2 },
        { productId: '3', quantity: 1 },
      ]),
    );
    const priced = serveGuestCart();
    const user = userEvent.setup();
    renderPage(
      <>
        <CartButton />
        <CartPage />
      </>,
      { path: '/cart' },
    );
    const list = await screen.findByRole('list', { name: 'Items in your cart' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    // The catalogue's prices: 2 × 150 + 60 = 360, free delivery, ₹9 handling.
    expect(screen.getByText('₹369.00')).toBeInTheDocument();
    expect(screen.getByText('Your cart is kept on this device. Sign in at checkout and it comes with you.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Proceed to Checkout' })).toHaveAttribute('href', '/checkout');
    expect(priced.asked[0]).toEqual([
      { productId: '1', quantity: 2 },
      { productId: '3', quantity: 1 },
    ]);

    await user.click(screen.getByRole('button', { name: 'Increase quantity of Alphonso Mango' }));
    // At once, from the device: the line, the figures and the badge.
    expect(guestCart()).toEqual([
      { productId: '1', quantity: 3 },
      { productId: '3', quantity: 1 },
    ]);
    expect(screen.getByText('₹519.00')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cart, 4 items' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove Banana from cart' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Remove item?' });
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(guestCart()).toEqual([{ productId: '1', quantity: 3 }]);
    await waitFor(() => expect(priced.asked.at(-1)).toEqual([{ productId: '1', quantity: 3 }]));
  });

  it("shows a guest's empty cart with Continue Shopping", async () => {
    renderPage(<CartPage />, { path: '/cart' });
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/shop');
  });

  it("shows a signed-in customer's cart with the drawer's controls and Proceed to Checkout", async () => {
    saveSession('tok-7', customer);
    serveCart(makeCart([cartLine(mango, 2), cartLine(banana, 1)]));
    const updates: unknown[] = [];
    server.use(
      graphql.mutation('CartUpdateItem', ({ variables }) => {
        updates.push(variables);
        return HttpResponse.json({ data: { updateCartItem: makeCart([cartLine(mango, 3), cartLine(banana, 1)]) } });
      }),
    );
    const user = userEvent.setup();
    renderPage(
      <>
        <CartButton />
        <CartPage />
      </>,
      { path: '/cart' },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Your Cart' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Items in your cart' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Proceed to Checkout' })).toHaveAttribute('href', '/checkout');
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/shop');
    // 2 × 150 + 60 = 360, free delivery, ₹9 handling.
    expect(screen.getByText('₹369.00')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Increase quantity of Alphonso Mango' }));
    expect(screen.getByRole('button', { name: 'Cart, 4 items' })).toBeInTheDocument();
    expect(screen.getByText('₹519.00')).toBeInTheDocument();
    await waitFor(() => expect(updates).toEqual([{ productId: '1', quantity: 3 }]));
  });
});
