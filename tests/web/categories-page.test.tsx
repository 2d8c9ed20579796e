import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import CategoriesPage, { categoryShopHref } from '../../web/src/app/routes/categories-page';
import { SECTION_PRODUCTS } from '../../web/src/features/catalog/section-products';
import { almonds, apple, banana, mango, productPage } from '../fixtures/products.fixture';
import { server } from './msw-server';
import { currentLocation, renderPage } from './render';

const categories = [
  { __typename: 'Category', id: '1', name: "season's special", slug: 'seasonal', description: 'Fruits at their peak.' },
  { __typename: 'Category', id: '5', name: 'exotic', slug: 'exotic', description: null },
];
/** Each section asks for its own products: by slug for a storefront category, else by id. */
const sectionProducts: Record<string, typeof mango[]> = { seasonal: [mango, apple], '5': [banana, almonds] };

function serveCategories(answer: () => unknown) {
  const calls: Record<string, unknown>[] = [];
  server.use(
    graphql.query('CategoriesPage', () => HttpResponse.json(answer() as Record<string, unknown>)),
    graphql.query('SectionProducts', ({ variables }) => {
      calls.push(variables);
      return HttpResponse.json({ data: { products: productPage(sectionProducts[variables.category as string] ?? []) } });
    }),
  );
  return calls;
}

describe('Categories page', () => {
  it('shows a section per category with its products and a View all link to the shop filter', async () => {
    const calls = serveCategories(() => ({ data: { categories } }));
    renderPage(<CategoriesPage />, { path: '/categories' });

    expect(screen.getByText('Loading categories...')).toBeInTheDocument();
    const seasonal = within(await screen.findByRole('region', { name: "season's special" }));
    expect(screen.getByRole('heading', { level: 1, name: 'Shop by Category' })).toBeInTheDocument();
    await screen.findByRole('article', { name: 'Banana' });
    expect(calls).toEqual(
      expect.arrayContaining([
        { category: 'seasonal', first: SECTION_PRODUCTS },
        { category: '5', first: SECTION_PRODUCTS },
      ]),
    );

    expect(seasonal.getByText('Fruits at their peak.')).toBeInTheDocument();
    expect(seasonal.getByRole('article', { name: 'Alphonso Mango' })).toBeInTheDocument();
    expect(seasonal.getByRole('article', { name: 'Kashmiri Apple' })).toBeInTheDocument();
    // A known storefront category goes by its slug; any other by its id.
    expect(seasonal.getByRole('link', { name: "View all season's special" })).toHaveAttribute('href', '/shop?category=seasonal');

    const exotic = within(screen.getByRole('region', { name: 'exotic' }));
    expect(exotic.getByRole('link', { name: 'View all exotic' })).toHaveAttribute('href', '/shop?category=5');
    expect(exotic.getByRole('article', { name: 'Banana' })).toBeInTheDocument();
    expect(exotic.getByRole('button', { name: 'Out of Stock' })).toBeDisabled();

    // Cards open the product page.
    const mangoName = seasonal.getByRole('heading', { name: 'Alphonso Mango' });
    expect(within(mangoName).getByRole('link')).toHaveAttribute('href', '/product/1');
  });

  it('opens the product page from a card without reloading', async () => {
    serveCategories(() => ({ data: { categories } }));
    const user = userEvent.setup();
    renderPage(<CategoriesPage />, { path: '/categories' });
    const name = await screen.findByRole('heading', { name: 'Kashmiri Apple' });
    await user.click(within(name).getByRole('link'));
    await waitFor(() => expect(currentLocation()).toBe('/product/2'));
  });

  it("shows 'No categories found.' when no category has products", async () => {
    serveCategories(() => ({ data: { categories: [] } }));
    renderPage(<CategoriesPage />, { path: '/categories' });
    expect(await screen.findByText('No categories found.')).toBeInTheDocument();
    expect(screen.queryAllByRole('heading', { level: 2 })).toEqual([]);
  });

  it('shows the error with Retry, and recovers', async () => {
    let fail = true;
    serveCategories(() =>
      fail ? { errors: [{ message: 'boom', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] } : { data: { categories } },
    );
    const user = userEvent.setup();
    renderPage(<CategoriesPage />, { path: '/categories' });

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load data. Please try again later.');
    expect(screen.queryByText('boom')).not.toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'exotic' })).toBeInTheDocument();
  });

  it("shows a section's own error with Retry while the other sections keep their products", async () => {
    let fail = true;
    serveCategories(() => ({ data: { categories } }));
    server.use(
      graphql.query('SectionProducts', ({ variables }) =>
        variables.category === '5' && fail
          ? HttpResponse.json({ errors: [{ message: 'boom', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] })
          : HttpResponse.json({ data: { products: productPage(sectionProducts[variables.category as string] ?? []) } }),
      ),
    );
    const user = userEvent.setup();
    renderPage(<CategoriesPage />, { path: '/categories' });
    const exotic = within(await screen.findByRole('region', { name: 'exotic' }));
    expect(await exotic.findByRole('alert')).toHaveTextContent('Failed to load data. Please try again later.');
    expect(await screen.findByRole('article', { name: 'Alphonso Mango' })).toBeInTheDocument();
    fail = false;
    await user.click(exotic.getByRole('button', { name: 'Retry' }));
    expect(await exotic.findByRole('article', { name: 'Banana' })).toBeInTheDocument();
  });

  it('links View all to the slug of the four storefront categories and to the id of any other', () => {
    expect(categoryShopHref({ id: '3', slug: 'fresh-chunks' })).toBe('/shop?category=fresh-chunks');
    expect(categoryShopHref({ id: '9', slug: 'citrus' })).toBe('/shop?category=9');
  });
});
