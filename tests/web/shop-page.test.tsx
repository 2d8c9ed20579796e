import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import ShopPage from '../../web/src/app/routes/shop-page';
import { allProducts, makeProduct, productPage, searchProducts } from '../fixtures/products.fixture';
import { server } from './msw-server';
import { currentLocation, renderPage } from './render';

type ShopVariables = { category?: string | null; search?: string | null; sort?: string; first: number; offset: number };

/** Answers ShopProducts from the fixtures and records the variables of every request. */
function recordShopQueries(products = allProducts) {
  const calls: ShopVariables[] = [];
  server.use(
    graphql.query('ShopProducts', ({ variables }) => {
      const vars = variables as ShopVariables;
      calls.push(vars);
      const found = searchProducts(products, vars.search);
      // Enough of the server's orders to see the grid follow the sort.
      const items =
        vars.sort === 'PRICE_ASC' || vars.sort === 'PRICE_DESC'
          ? [...found].sort((a, b) => (vars.sort === 'PRICE_ASC' ? 1 : -1) * (a.unitPrice - b.unitPrice))
          : found;
      return HttpResponse.json({ data: { products: productPage(items, vars) } });
    }),
  );
  return calls;
}

function cardFor(name: string) {
  return screen.getByRole('article', { name });
}

describe('Shop page', () => {
  it('lists products with price, unit, discount badge and rating', async () => {
    renderPage(<ShopPage />, { path: '/shop' });

    expect(screen.getByText('Loading Fresh Fruits...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Alphonso Mango' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Our Premium Collection' })).toBeInTheDocument();

    const mango = within(cardFor('Alphonso Mango'));
    expect(mango.getByText('25% OFF')).toBeInTheDocument();
    expect(mango.getByText('₹150.00')).toBeInTheDocument();
    expect(mango.getByText('₹200.00').tagName).toBe('DEL');
    expect(mango.getByText('per kg')).toBeInTheDocument();
    expect(mango.getByRole('img', { name: 'Rated 4.2 out of 5 from 12 reviews' })).toBeInTheDocument();
    // The shop grid is at the top of the page: the first cards' pictures load at once.
    expect(mango.getByRole('img', { name: 'Alphonso Mango' })).toHaveAttribute('loading', 'eager');

    // No badge without a discount; aliases become the display unit.
    const apple = within(cardFor('Kashmiri Apple'));
    expect(apple.queryByText(/% OFF/)).not.toBeInTheDocument();
    expect(apple.getByText('per kg')).toBeInTheDocument();
    expect(within(cardFor('Banana')).getByText('per dozen')).toBeInTheDocument();
    // Nobody has reviewed the apple: no stars, no invented rating (decisions: Honest storefront).
    expect(apple.getByText('No reviews yet')).toBeInTheDocument();
    expect(apple.queryByRole('img', { name: /^Rated/ })).not.toBeInTheDocument();
    expect(within(cardFor('Banana')).getByText('Only 4 left in stock')).toBeInTheDocument();
    expect(screen.getByText('Showing 4 of 4 fruits')).toBeInTheDocument();
  });

  it('disables Add for a product that is out of stock', async () => {
    renderPage(<ShopPage />, { path: '/shop' });
    const almonds = within(await screen.findByRole('article', { name: 'Almonds' }));
    expect(almonds.getByRole('button', { name: 'Out of Stock' })).toBeDisabled();
    expect(almonds.queryByRole('spinbutton')).not.toBeInTheDocument();
    // The price says what is sold: a 500 g pack, not a gram.
    expect(almonds.getByText('per 500 g pack')).toBeInTheDocument();
  });

  it('sends the search to the server and writes q to the URL only after the debounce', async () => {
    const calls = recordShopQueries();
    const user = userEvent.setup();
    renderPage(<ShopPage />, { path: '/shop' });
    await screen.findByRole('heading', { name: 'Alphonso Mango' });
    expect(calls.at(-1)).toMatchObject({ search: null, offset: 0 });

    await user.type(screen.getByRole('searchbox', { name: 'Search fruits' }), 'MAN');
    // Typing alone neither rewrites the URL nor queries: the debounce holds both back.
    expect(currentLocation()).toBe('/shop');
    expect(calls).toHaveLength(1);

    await waitFor(() => expect(currentLocation()).toBe('/shop?q=MAN'));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Kashmiri Apple' })).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Alphonso Mango' })).toBeInTheDocument();
    expect(calls.at(-1)).toMatchObject({ search: 'MAN', offset: 0 });
  });

  it('reads q and category from the URL on arrival', async () => {
    const calls = recordShopQueries();
    renderPage(<ShopPage />, { path: '/shop', url: '/shop?q=apple&category=seasonal' });
    expect(await screen.findByRole('heading', { name: 'Kashmiri Apple' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search fruits' })).toHaveValue('apple');
    expect(screen.getByText("Category: Season's Special")).toBeInTheDocument();
    expect(calls[0]).toMatchObject({ search: 'apple', category: 'seasonal' });
  });

  it('shows the empty state and Clear search brings everything back', async () => {
    const calls = recordShopQueries();
    const user = userEvent.setup();
    renderPage(<ShopPage />, { path: '/shop', url: '/shop?q=durian' });

    expect(await screen.findByRole('heading', { name: 'No fruits found' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search' }));

    expect(await screen.findByRole('heading', { name: 'Alphonso Mango' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search fruits' })).toHaveValue('');
    expect(currentLocation()).toBe('/shop');
    expect(calls.at(-1)).toMatchObject({ search: null });
  });

  it('shows the error text on a GraphQL error and recovers on Retry', async () => {
    let fail = true;
    server.use(
      graphql.query('ShopProducts', ({ variables }) =>
        fail
          ? HttpResponse.json({ errors: [{ message: 'boom', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] })
          : HttpResponse.json({ data: { products: productPage(allProducts, variables as ShopVariables) } }),
      ),
    );
    const user = userEvent.setup();
    renderPage(<ShopPage />, { path: '/shop' });

    expect(await screen.findByText('Failed to load products. Please try again later.')).toBeInTheDocument();
    expect(screen.queryByText('boom')).not.toBeInTheDocument();

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Alphonso Mango' })).toBeInTheDocument();
  });

  it('loads the next page with an offset when there are more products', async () => {
    const many = Array.from({ length: 30 }, (_, i) => makeProduct({ id: `p${i + 1}`, name: `Fruit ${i + 1}` }));
    const calls = recordShopQueries(many);
    const user = userEvent.setup();
    renderPage(<ShopPage />, { path: '/shop' });

    expect(await screen.findByRole('heading', { name: 'Fruit 24' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Fruit 25' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('heading', { name: 'Fruit 30' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Fruit 1' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(calls.at(-1)).toMatchObject({ offset: 24, first: 24 });
  });

  it("keeps a guest on the shop when they press Add: the line goes into this device's cart (decisions: Guest cart)", async () => {
    const user = userEvent.setup();
    renderPage(<ShopPage />, { path: '/shop' });
    await user.click(await screen.findByRole('button', { name: 'Add Alphonso Mango to cart' }));
    await waitFor(() => expect(JSON.parse(window.localStorage.getItem('guestCart') ?? '[]')).toEqual([{ productId: '1', quantity: 1 }]));
    expect(currentLocation()).toBe('/shop');
  });

  it('keeps the wishlist heart in localStorage', async () => {
    const user = userEvent.setup();
    renderPage(<ShopPage />, { path: '/shop' });
    const heart = await screen.findByRole('button', { name: 'Save Alphonso Mango to wishlist' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');

    await user.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(JSON.parse(window.localStorage.getItem('wishlist') ?? '[]')).toEqual(['1']);

    await user.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'false');
  });

  it('forces a non-numeric quantity back to 1 and caps at stock', async () => {
    const user = userEvent.setup();
    renderPage(<ShopPage />, { path: '/shop' });
    const banana = within(await screen.findByRole('article', { name: 'Banana' }));
    // Until it is focused, the card's quantity is a spin button, not a form control.
    const spinbutton = () => banana.getByRole('spinbutton', { name: 'Quantity of Banana' });
    expect(banana.queryByRole('textbox')).toBeNull();
    expect(spinbutton()).toHaveAttribute('aria-valuenow', '1');
    expect(spinbutton()).toHaveAttribute('aria-valuemax', '4');

    // Focusing it puts the real field in its place, focused, with its text selected.
    await user.click(spinbutton());
    let quantity = banana.getByRole('textbox', { name: 'Quantity of Banana' });
    expect(quantity).toHaveFocus();
    await user.keyboard('abc{Enter}');
    expect(quantity).toHaveValue('1');

    await user.clear(quantity);
    await user.type(quantity, '50');
    await user.tab();
    // Leaving the field settles the quantity (capped at stock) and shows the spin button again.
    expect(banana.queryByRole('textbox')).toBeNull();
    expect(spinbutton()).toHaveTextContent('4');
    expect(spinbutton()).toHaveAttribute('aria-valuenow', '4');
    expect(banana.getByRole('button', { name: 'Increase quantity of Banana' })).toBeDisabled();

    // From the keyboard: Tab from the minus button reaches the field the same way.
    banana.getByRole('button', { name: 'Decrease quantity of Banana' }).focus();
    await user.tab();
    quantity = banana.getByRole('textbox', { name: 'Quantity of Banana' });
    expect(quantity).toHaveFocus();
    expect(quantity).toHaveValue('4');
  });
  describe('sort', () => {
    const sortSelect = () => screen.getByRole('combobox', { name: 'Sort by' });
    const cardNames = () => screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent);

    it('offers the six orders, Featured first and chosen by default', async () => {
      const calls = recordShopQueries();
      renderPage(<ShopPage />, { path: '/shop' });
      await screen.findByRole('heading', { name: 'Alphonso Mango' });
      expect(within(sortSelect()).getAllByRole('option').map((option) => option.textContent)).toEqual([
        'Featured',
        'Price: Low to High',
        'Price: High to Low',
        'Newest',
        'Top Rated',
        'Biggest Discount',
      ]);
      expect(sortSelect()).toHaveDisplayValue('Featured');
      expect(calls[0]).toMatchObject({ sort: 'FEATURED', offset: 0 });
    });

    it('writes the choice to the URL beside q and category and asks the server for that order', async () => {
      const calls = recordShopQueries();
      const user = userEvent.setup();
      renderPage(<ShopPage />, { path: '/shop', url: '/shop?q=a&category=seasonal' });
      await screen.findByRole('heading', { name: 'Alphonso Mango' });

      await user.selectOptions(sortSelect(), 'Price: Low to High');
      await waitFor(() => expect(currentLocation()).toBe('/shop?q=a&category=seasonal&sort=price-asc'));
      await waitFor(() => expect(calls.at(-1)).toMatchObject({ sort: 'PRICE_ASC', search: 'a', category: 'seasonal', offset: 0 }));
      await waitFor(() => {
        const names = cardNames();
        const expected = [...searchProducts(allProducts, 'a')].sort((x, y) => x.unitPrice - y.unitPrice).map((p) => p.name);
        expect(names).toEqual(expected);
      });

      // Featured is the default: it leaves the URL (and its page is still in the cache).
      await user.selectOptions(sortSelect(), 'Featured');
      await waitFor(() => expect(currentLocation()).toBe('/shop?q=a&category=seasonal'));
      await waitFor(() => expect(cardNames()).toEqual(allProducts.map((p) => p.name)));
    });

    it('reads the sort from the URL and treats an unknown one as Featured', async () => {
      const calls = recordShopQueries();
      renderPage(<ShopPage />, { path: '/shop', url: '/shop?sort=rating' });
      await screen.findByRole('heading', { name: 'Alphonso Mango' });
      expect(sortSelect()).toHaveDisplayValue('Top Rated');
      expect(calls[0]).toMatchObject({ sort: 'RATING' });

      const other = recordShopQueries();
      renderPage(<ShopPage />, { path: '/shop', url: '/shop?sort=cheapest' });
      await waitFor(() => expect(other[0]).toMatchObject({ sort: 'FEATURED' }));
    });

    it('keeps the sort when the search is cleared', async () => {
      const calls = recordShopQueries();
      const user = userEvent.setup();
      renderPage(<ShopPage />, { path: '/shop', url: '/shop?q=durian&sort=price-desc' });
      await user.click(await screen.findByRole('button', { name: 'Clear search' }));
      await waitFor(() => expect(currentLocation()).toBe('/shop?sort=price-desc'));
      expect(await screen.findByRole('heading', { name: 'Almonds' })).toBeInTheDocument();
      expect(calls.at(-1)).toMatchObject({ search: null, sort: 'PRICE_DESC' });
      expect(sortSelect()).toHaveDisplayValue('Price: High to Low');
    });

    it('keeps the sort when loading more', async () => {
      const many = Array.from({ length: 30 }, (_, i) => makeProduct({ id: `p${i + 1}`, name: `Fruit ${i + 1}` }));
      const calls = recordShopQueries(many);
      const user = userEvent.setup();
      renderPage(<ShopPage />, { path: '/shop', url: '/shop?sort=newest' });
      expect(await screen.findByRole('heading', { name: 'Fruit 24' })).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Load more' }));
      expect(await screen.findByRole('heading', { name: 'Fruit 30' })).toBeInTheDocument();
      expect(calls.at(-1)).toMatchObject({ sort: 'NEWEST', offset: 24 });
      expect(currentLocation()).toBe('/shop?sort=newest');
    });
  });
});

describe("Shop page: a shop's own category", () => {
  it('names the filter after the category its products belong to', async () => {
    const own = { __typename: 'Category' as const, id: '9', slug: 'hill-oranges', name: 'hill oranges' };
    server.use(graphql.query('ShopProducts', () => HttpResponse.json({ data: { products: productPage([makeProduct({ id: '90', name: 'Coorg Mandarin', category: own })]) } })));
    renderPage(<ShopPage />, { path: '/shop', url: '/shop?category=hill-oranges' });
    expect(await screen.findByText('Category: Hill Oranges')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove Hill Oranges filter' })).toBeInTheDocument();
  });
});
