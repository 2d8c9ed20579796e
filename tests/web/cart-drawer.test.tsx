import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, graphql, HttpResponse } from 'msw';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CartButton } from '../../web/src/app/layouts/cart-button';
import { saveSession } from '../../web/src/features/accounts/session-store';
import { cartLine, makeCart, type CartFixture } from '../fixtures/cart.fixture';
import { apple, banana, makeProduct, mango } from '../fixtures/products.fixture';
import { server } from './msw-server';
import { currentLocation, renderPage } from './render';

// Zag's focus trap (Chakra's Drawer and Dialog) moves focus only to elements that have a
// layout box, and jsdom lays nothing out: here an element on the page, not hidden, has one.
const ownClientRects = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'getClientRects');
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'getClientRects', {
    configurable: true,
    value(this: HTMLElement) {
      return this.isConnected && !this.closest('[hidden]') ? [new DOMRect(0, 0, 1, 1)] : [];
    },
  });
});
afterAll(() => {
  if (ownClientRects) Object.defineProperty(HTMLElement.prototype, 'getClientRects', ownClientRects);
  else delete (HTMLElement.prototype as { getClientRects?: unknown }).getClientRects;
});

const customer = { id: '7', name: 'Asha', email: 'asha@example.com' };

type UpdateVariables = { productId: string; quantity: number };

/**
 * A cart kept like the server keeps it: the query answers the current cart and each mutation
 * changes it and answers the new one. `updates`/`removes` record what was sent.
 */
function serveCart(initial: CartFixture) {
  const state = { cart: initial, updates: [] as UpdateVariables[], sentAt: [] as number[], removes: [] as string[] };
  const rebuild = (lines: CartFixture['lines']) => {
    state.cart = makeCart(
      lines.map((line) => cartLine(lineProduct(line), line.quantity, { available: line.available, problem: line.problem, maxQuantity: line.maxQuantity })),
    );
    return state.cart;
  };
  server.use(
    graphql.query('CartContents', () => HttpResponse.json({ data: { cart: state.cart } })),
    graphql.mutation('CartUpdateItem', ({ variables }) => {
      const vars = variables as UpdateVariables;
      state.updates.push(vars);
      state.sentAt.push(Date.now());
      const lines = state.cart.lines.map((line) => (line.productId === vars.productId ? { ...line, quantity: vars.quantity } : line));
      return HttpResponse.json({ data: { updateCartItem: rebuild(lines) } });
    }),
    graphql.mutation('CartRemoveItem', ({ variables }) => {
      state.removes.push(variables.productId as string);
      return HttpResponse.json({ data: { removeCartItem: rebuild(state.cart.lines.filter((line) => line.productId !== variables.productId)) } });
    }),
  );
  return state;
}

const lime = makeProduct({ id: '9', name: 'Lime', price: 10, discountPrice: 8 });
const products = [mango, apple, banana, lime];
function lineProduct(line: { productId: string }) {
  const product = products.find((p) => p.id === line.productId);
  if (!product) throw new Error(`no fixture product ${line.productId}`);
  return product;
}

function signIn() {
  saveSession('tok-7', customer);
}

let navigateTo: (path: string) => void = () => {};
/** Lets a test move the router as Back would, while the modal drawer covers the page. */
function NavigateProbe() {
  const navigate = useNavigate();
  useEffect(() => {
    navigateTo = (path) => void navigate(path);
  }, [navigate]);
  return null;
}

function renderShell() {
  return renderPage(
    <>
      <CartButton />
      <NavigateProbe />
    </>,
    { path: '/' },
  );
}

const cartButton = (count?: string) => screen.findByRole('button', { name: count ? `Cart, ${count} items` : 'Cart' });

async function openDrawer(user: ReturnType<typeof userEvent.setup>, count?: string) {
  await user.click(await cartButton(count));
  return screen.findByRole('dialog', { name: 'Your Cart' });
}

const lineFor = (drawer: HTMLElement, name: string) =>
  within(drawer)
    .getAllByRole('listitem')
    .find((item) => within(item).queryByRole('link', { name }))!;

const quantityOf = (line: HTMLElement, name: string) => within(line).getByRole('group', { name: `Quantity of ${name}` }).textContent;

/** The summary row `label`'s value. */
function figure(drawer: HTMLElement, label: string) {
  const term = within(within(drawer).getByRole('region', { name: 'Cart summary' })).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent;
}

describe('Cart badge and guest', () => {
  it('counts the quantities of the signed-in customer cart, capped at 99+', async () => {
    signIn();
    serveCart(makeCart([cartLine(mango, 60), cartLine(apple, 45)]));
    renderShell();
    const button = await cartButton('99+');
    expect(within(button.parentElement!).getByText('99+')).toBeInTheDocument();
  });

  it('shows the exact count under the cap', async () => {
    signIn();
    serveCart(makeCart([cartLine(mango, 2), cartLine(apple, 1)]));
    renderShell();
    expect(await cartButton('3')).toBeInTheDocument();
  });

  it("opens a guest's cart from this device in the drawer and asks for no server cart (decisions: Guest cart)", async () => {
    let asked = 0;
    server.use(
      graphql.query('CartContents', () => {
        asked += 1;
        return HttpResponse.json({ data: { cart: makeCart([]) } });
      }),
    );
    const user = userEvent.setup();
    renderShell();
    const drawer = await openDrawer(user);
    expect(await within(drawer).findByText('Your cart is empty')).toBeInTheDocument();
    expect(currentLocation()).toBe('/');
    expect(asked).toBe(0);
  });

  it("counts a guest's lines on this device on the badge", async () => {
    window.localStorage.setItem('guestCart', JSON.stringify([{ productId: '1', quantity: 2 }, { productId: '2', quantity: 3 }]));
    renderShell();
    expect(await cartButton('5')).toBeInTheDocument();
  });
});

describe('Cart drawer', () => {
  it('shows Loading... until the cart arrives, then the empty state with Continue Shopping to /shop', async () => {
    signIn();
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      graphql.query('CartContents', async () => {
        await answered;
        return HttpResponse.json({ data: { cart: makeCart([]) } });
      }),
    );
    const user = userEvent.setup();
    renderShell();
    const drawer = await openDrawer(user);
    expect(within(drawer).getByText('Loading...')).toBeInTheDocument();
    act(() => answer());
    expect(await within(drawer).findByText('Your cart is empty')).toBeInTheDocument();
    await user.click(within(drawer).getByRole('link', { name: 'Continue Shopping' }));
    await waitFor(() => expect(currentLocation()).toBe('/shop'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 5000 });
  });

  it('lists lines with unit and struck list prices, the totals and the free-delivery progress', async () => {
    signIn();
    serveCart(makeCart([cartLine(banana, 1), cartLine(lime, 2)]));
    const user = userEvent.setup();
    renderShell();
    const drawer = await openDrawer(user, '3');
    await within(drawer).findByRole('link', { name: 'Lime' });

    const limeLine = lineFor(drawer, 'Lime');
    expect(within(limeLine).getByText('₹8.00')).toBeInTheDocument();
    expect(within(limeLine).getByText('₹10.00', { exact: false }).closest('del')).not.toBeNull();
    expect(within(limeLine).getByText('₹16.00')).toBeInTheDocument();
    expect(within(lineFor(drawer, 'Banana')).queryByRole('deletion')).toBeNull();

    // 60 + 16 = 76: ₹4 savings, ₹25 delivery, ₹9 handling.
    expect(figure(drawer, 'Savings')).toBe('-₹4.00');
    expect(figure(drawer, 'Subtotal')).toBe('₹76.00');
    expect(figure(drawer, 'Delivery')).toBe('₹25.00');
    expect(figure(drawer, 'Handling')).toBe('₹9.00');
    expect(figure(drawer, 'Total')).toBe('₹110.00');
    expect(within(drawer).getByText('Add ₹24.00 more for free delivery')).toBeInTheDocument();
    const progress = within(drawer).getByRole('progressbar', { name: 'Progress towards free delivery' });
    expect(progress).toHaveAttribute('aria-valuenow', '76');
    expect(progress).toHaveAttribute('aria-valuemax', '100');
    expect(within(drawer).getByRole('link', { name: 'Proceed to Checkout' })).toHaveAttribute('href', '/checkout');
  });

  it('says Free delivery and hides the banner from ₹100', async () => {
    signIn();
    serveCart(makeCart([cartLine(apple, 1)]));
    const user = userEvent.setup();
    renderShell();
    const drawer = await openDrawer(user, '1');
    await within(drawer).findByRole('link', { name: 'Kashmiri Apple' });
    expect(figure(drawer, 'Delivery')).toBe('Free');
    expect(figure(drawer, 'Total')).toBe('₹189.00');
    expect(within(drawer).queryByRole('progressbar')).toBeNull();
    expect(within(drawer).queryByText(/more for free delivery/)).toBeNull();
  });

  it('flags an unavailable line with its problem and leaves it out of the totals', async () => {
    signIn();
    serveCart(makeCart([cartLine(apple, 1), cartLine(banana, 2, { available: false, problem: 'Out of stock', maxQuantity: 0 })]));
    const user = userEvent.setup();
    renderShell();
    const drawer = await openDrawer(user, '3');
    const bananaLine = await waitFor(() => lineFor(drawer, 'Banana'));
    expect(within(bananaLine).getByText(/Out of stock/)).toBeInTheDocument();
    expect(within(bananaLine).getByRole('button', { name: 'Increase quantity of Banana' })).toBeDisabled();
    expect(figure(drawer, 'Subtotal')).toBe('₹180.00');
    expect(within(drawer).getByText('Unavailable items are not included in the total.')).toBeInTheDocument();
  });

  it('closes on Escape and on the backdrop, locks the page scroll while open and returns focus to the cart button', async () => {
    signIn();
    serveCart(makeCart([cartLine(apple, 1)]));
    const user = userEvent.setup();
    renderShell();
    const button = await cartButton('1');
    const drawer = await openDrawer(user, '1');
    expect(drawer).toHaveAttribute('aria-modal', 'true');
    // Chakra's focus trap moves focus in just after the drawer appears.
    await waitFor(() => expect(within(drawer).getByRole('button', { name: 'Close cart' })).toHaveFocus());
    expect(document.body.style.overflow).toBe('hidden');

    // Tab stays inside.
    await within(drawer).findByRole('link', { name: 'Kashmiri Apple' });
    for (let i = 0; i < 12; i++) {
      await user.tab();
      expect(drawer.contains(document.activeElement)).toBe(true);
    }

    await user.keyboard('{Escape}');
    // Closing: Chakra's exit animation, then gone.
    expect(drawer).toHaveAttribute('data-state', 'closed');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 5000 });
    expect(document.body.style.overflow).toBe('');
    expect(button).toHaveFocus();

    const again = await openDrawer(user, '1');
    // The drawer listens for a click outside once it has taken the focus (Zag's dismissable layer).
    await waitFor(() => expect(within(again).getByRole('button', { name: 'Close cart' })).toHaveFocus());
    await user.click(document.querySelector<HTMLElement>('[data-scope="dialog"][data-part="backdrop"]')!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 5000 });
  });

  it('closes when the page changes underneath (Back)', async () => {
    signIn();
    serveCart(makeCart([cartLine(apple, 1)]));
    const user = userEvent.setup();
    renderShell();
    await openDrawer(user, '1');
    act(() => navigateTo('/shop'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 5000 });
    expect(currentLocation()).toBe('/shop');
  });

  it('shows the load failure in a banner with Dismiss', async () => {
    signIn();
    server.use(graphql.query('CartContents', () => HttpResponse.json({ errors: [{ message: 'boom' }] })));
    const user = userEvent.setup();
    renderShell();
    const drawer = await openDrawer(user);
    const banner = await within(drawer).findByRole('alert');
    expect(banner).toHaveTextContent('Failed to load cart. Please try again.');
    await user.click(within(banner).getByRole('button', { name: 'Dismiss' }));
    expect(within(drawer).queryByRole('alert')).toBeNull();
  });
});

describe('Cart drawer quantities', () => {
  it('moves the quantity, totals and badge at once and sends one update 500 ms after the last change', async () => {
    signIn();
    const served = serveCart(makeCart([cartLine(banana, 1)]));
    const user = userEvent.setup();
    renderShell();
    const drawer = await openDrawer(user, '1');
    await waitFor(() => lineFor(drawer, 'Banana'));
    const line = lineFor(drawer, 'Banana');
    const increase = within(line).getByRole('button', { name: 'Increase quantity of Banana' });

    let lastChangeAt = 0;
    increase.addEventListener('click', () => {
      lastChangeAt = Date.now();
    });
    await user.click(increase);
    await user.click(increase);
    expect(quantityOf(line, 'Banana')).toBe('3');
    expect(screen.getByRole('button', { name: 'Cart, 3 items' })).toBeInTheDocument();
    // 180: free delivery now, recomputed before the server answers.
    expect(figure(drawer, 'Subtotal')).toBe('₹180.00');
    expect(figure(drawer, 'Delivery')).toBe('Free');
    const status = within(within(drawer).getByRole('region', { name: 'Cart summary' })).getByRole('status');
    expect(status.textContent).toBe('Updating...');
    expect(served.updates).toEqual([]);

    await waitFor(() => expect(served.updates).toEqual([{ productId: '3', quantity: 3 }]));
    // Not before 500 ms had passed since the last change (a busy machine only makes it later).
    expect(served.sentAt[0] - lastChangeAt).toBeGreaterThanOrEqual(495);
    await waitFor(() => expect(status.textContent).toBe(''));
    expect(quantityOf(line, 'Banana')).toBe('3');
    expect(screen.getByRole('button', { name: 'Cart, 3 items' })).toBeInTheDocument();
  });

  it('replaces decrease with the remove control at 1 and disables increase at the line maximum', async () => {
    signIn();
    // Banana: 4 in stock.
    const served = serveCart(makeCart([cartLine(banana, 1)]));
    const user = userEvent.setup();
    renderShell();
    const drawer = await openDrawer(user, '1');
    await waitFor(() => lineFor(drawer, 'Banana'));
    const line = lineFor(drawer, 'Banana');
    expect(within(line).queryByRole('button', { name: 'Decrease quantity of Banana' })).toBeNull();
    expect(within(line).getByRole('button', { name: 'Remove Banana' })).toBeEnabled();

    const increase = within(line).getByRole('button', { name: 'Increase quantity of Banana' });
    for (let i = 0; i < 3; i++) await user.click(increase);
    expect(quantityOf(line, 'Banana')).toBe('4');
    expect(increase).toBeDisabled();
    await user.click(within(line).getByRole('button', { name: 'Decrease quantity of Banana' }));
    expect(quantityOf(line, 'Banana')).toBe('3');
    expect(increase).toBeEnabled();
    // Only where the shopper stopped is saved.
    await waitFor(() => expect(served.updates).toEqual([{ productId: '3', quantity: 3 }]));
  });

  it.each([
    ['the server message', () => HttpResponse.json({ errors: [{ message: 'Only 2 of Banana can be ordered' }] }), 'Only 2 of Banana can be ordered'],
    ['the default message', () => HttpResponse.error(), 'Failed to update cart item. Please try again.'],
  ])('reverts to the server quantity on failure and shows %s', async (_label, reply, message) => {
    signIn();
    const served = serveCart(makeCart([cartLine(banana, 1)]));
    let attempts = 0;
    server.use(
      graphql.mutation('CartUpdateItem', () => {
        attempts += 1;
        return reply();
      }),
    );
    const user = userEvent.setup();
    renderShell();
    const drawer = await openDrawer(user, '1');
    await waitFor(() => lineFor(drawer, 'Banana'));
    const line = lineFor(drawer, 'Banana');
    await user.click(within(line).getByRole('button', { name: 'Increase quantity of Banana' }));
    await user.click(within(line).getByRole('button', { name: 'Increase quantity of Banana' }));
    expect(quantityOf(line, 'Banana')).toBe('3');

    const banner = await within(drawer).findByRole('alert');
    expect(banner).toHaveTextContent(message);
    expect(attempts).toBe(1);
    expect(quantityOf(lineFor(drawer, 'Banana'), 'Banana')).toBe('1');
    expect(screen.getByRole('button', { name: 'Cart, 1 items' })).toBeInTheDocument();
    expect(figure(drawer, 'Subtotal')).toBe('₹60.00');
    expect(served.cart.lines[0].quantity).toBe(1);
    await user.click(within(banner).getByRole('button', { name: 'Dismiss' }));
    expect(within(drawer).queryByRole('alert')).toBeNull();
  });

  it('reloads the cart once, 300 ms after the last of several failures', async () => {
    signIn();
    serveCart(makeCart([cartLine(banana, 1), cartLine(lime, 1)]));
    let loads = 0;
    server.use(
      graphql.query('CartContents', () => {
        loads += 1;
        return HttpResponse.json({ data: { cart: makeCart([cartLine(banana, 1), cartLine(lime, 1)]) } });
      }),
      graphql.mutation('CartUpdateItem', () => HttpResponse.json({ errors: [{ message: 'Only 1 can be ordered' }] })),
    );
    const user = userEvent.setup();
    renderShell();
    const drawer = await openDrawer(user, '2');
    await waitFor(() => lineFor(drawer, 'Lime'));
    const before = loads;
    await user.click(within(lineFor(drawer, 'Banana')).getByRole('button', { name: 'Increase quantity of Banana' }));
    await user.click(within(lineFor(drawer, 'Lime')).getByRole('button', { name: 'Increase quantity of Lime' }));
    await within(drawer).findByRole('alert');
    await waitFor(() => expect(loads).toBe(before + 1));
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(loads).toBe(before + 1);
  });

  it(
    "gives up after 5 s with 'Request timed out. Please check your connection.' and reverts",
    async () => {
      signIn();
      serveCart(makeCart([cartLine(banana, 2)]));
      server.use(
        graphql.mutation('CartUpdateItem', async () => {
          await delay('infinite');
          return HttpResponse.json({});
        }),
      );
      const user = userEvent.setup();
      renderShell();
      const drawer = await openDrawer(user, '2');
      await waitFor(() => lineFor(drawer, 'Banana'));
      await user.click(within(lineFor(drawer, 'Banana')).getByRole('button', { name: 'Decrease quantity of Banana' }));
      expect(quantityOf(lineFor(drawer, 'Banana'), 'Banana')).toBe('1');
      // 500 ms debounce + 5 s timeout.
      await new Promise((resolve) => setTimeout(resolve, 5000));
      const banner = await within(drawer).findByRole('alert', {}, { timeout: 3000 });
      expect(banner).toHaveTextContent('Request timed out. Please check your connection.');
      expect(quantityOf(lineFor(drawer, 'Banana'), 'Banana')).toBe('2');
    },
    15_000,
  );
});

describe('Cart drawer removal', () => {
  it('asks first; Cancel keeps the line, Remove dims it while the call runs, then it is gone', async () => {
    signIn();
    const served = serveCart(makeCart([cartLine(apple, 1), cartLine(banana, 2)]));
    let release: () => void = () => {};
    server.use(
      graphql.mutation('CartRemoveItem', async ({ variables }) => {
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        served.removes.push(variables.productId as string);
        served.cart = makeCart(served.cart.lines.filter((line) => line.productId !== variables.productId));
        return HttpResponse.json({ data: { removeCartItem: served.cart } });
      }),
    );
    const user = userEvent.setup();
    renderShell();
    const drawer = await openDrawer(user, '3');
    await waitFor(() => lineFor(drawer, 'Banana'));

    await user.click(within(lineFor(drawer, 'Banana')).getByRole('button', { name: 'Remove Banana from cart' }));
    let confirm = await screen.findByRole('alertdialog', { name: 'Remove item?' });
    expect(confirm).toHaveTextContent('Are you sure you want to remove Banana from your cart?');
    await waitFor(() => expect(within(confirm).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(served.removes).toEqual([]);

    // Escape closes the confirmation, not the drawer.
    await user.click(within(lineFor(drawer, 'Banana')).getByRole('button', { name: 'Remove Banana from cart' }));
    await screen.findByRole('alertdialog', { name: 'Remove item?' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Your Cart' })).toBeInTheDocument();

    await user.click(within(lineFor(drawer, 'Banana')).getByRole('button', { name: 'Remove Banana from cart' }));
    confirm = await screen.findByRole('alertdialog', { name: 'Remove item?' });
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(lineFor(drawer, 'Banana')).toHaveAttribute('aria-busy', 'true'));
    expect(lineFor(drawer, 'Banana')).toHaveAttribute('data-removing');
    act(() => release());
    await waitFor(() => expect(within(drawer).queryByRole('link', { name: 'Banana' })).toBeNull());
    expect(served.removes).toEqual(['3']);
    expect(screen.getByRole('button', { name: 'Cart, 1 items' })).toBeInTheDocument();
  });

  it('removes a single item through the stepper control after confirming', async () => {
    signIn();
    const served = serveCart(makeCart([cartLine(banana, 1)]));
    const user = userEvent.setup();
    renderShell();
    const drawer = await openDrawer(user, '1');
    await waitFor(() => lineFor(drawer, 'Banana'));
    await user.click(within(lineFor(drawer, 'Banana')).getByRole('button', { name: 'Remove Banana' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    expect(await within(drawer).findByText('Your cart is empty')).toBeInTheDocument();
    expect(served.removes).toEqual(['3']);
    expect(await cartButton()).toBeInTheDocument();
  });

  it.each([
    ['the server message', () => HttpResponse.json({ errors: [{ message: 'Please login to modify your cart' }] }), 'Please login to modify your cart'],
    ['the default message', () => HttpResponse.error(), 'Failed to remove item. Please try again.'],
  ])('keeps the line when removal fails and shows %s', async (_label, reply, message) => {
    signIn();
    serveCart(makeCart([cartLine(apple, 1)]));
    server.use(graphql.mutation('CartRemoveItem', () => reply()));
    const user = userEvent.setup();
    renderShell();
    const drawer = await openDrawer(user, '1');
    await waitFor(() => lineFor(drawer, 'Kashmiri Apple'));
    await user.click(within(lineFor(drawer, 'Kashmiri Apple')).getByRole('button', { name: 'Remove Kashmiri Apple from cart' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    expect(await within(drawer).findByRole('alert')).toHaveTextContent(message);
    const line = lineFor(drawer, 'Kashmiri Apple');
    expect(line).not.toHaveAttribute('data-removing');
    expect(within(line).getByRole('button', { name: 'Remove Kashmiri Apple from cart' })).toBeEnabled();
  });
});
