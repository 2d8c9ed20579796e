import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import HomePage from '../../web/src/app/routes/home-page';
import { allProducts, productPage } from '../fixtures/products.fixture';
import { server } from './msw-server';
import { currentLocation, renderPage } from './render';

describe('Home page', () => {
  it("renders the demo shop's four sections (from homeSections) with View All links to the shop categories", async () => {
    renderPage(<HomePage />, { path: '/' });
    // Each section loads its own products, under its heading.
    await waitFor(() => expect(screen.getAllByText('Loading fresh products...')).toHaveLength(4));

    const seasonal = await screen.findByRole('region', { name: "Season's Special" });
    expect(within(seasonal).getByRole('heading', { name: 'Alphonso Mango' })).toBeInTheDocument();
    // Below the hero: the sections' pictures wait until they come near the viewport.
    expect(within(seasonal).getByRole('img', { name: 'Alphonso Mango' })).toHaveAttribute('loading', 'lazy');
    expect(within(seasonal).getByRole('link', { name: "View All Season's Special" })).toHaveAttribute(
      'href',
      '/shop?category=seasonal',
    );
    expect(within(screen.getByRole('region', { name: 'Top Deals' })).getByRole('link', { name: /View All/ })).toHaveAttribute(
      'href',
      '/shop?category=top-deals',
    );
    expect(within(screen.getByRole('region', { name: 'Fresh Chunks' })).getByText('No fruits found')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Premium Dry Fruits' })).getByRole('link', { name: /View All/ }),
    ).toHaveAttribute('href', '/shop?category=dry-fruits');

    const tabs = screen.getByRole('navigation', { name: 'Home sections' });
    expect(within(tabs).getAllByRole('button').map((b) => b.textContent)).toEqual([
      "Season's Special",
      'Top Deals',
      'Fresh Chunks',
    ]);
    for (const title of ['100% Fresh', 'Fast Delivery', 'Quality Assurance', 'Customer Support']) {
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    }
  });

  it("keeps a guest on the home page when they press Add: the line goes into this device's cart (decisions: Guest cart)", async () => {
    const user = userEvent.setup();
    renderPage(<HomePage />, { path: '/' });
    const seasonal = await screen.findByRole('region', { name: "Season's Special" });
    await user.click(within(seasonal).getByRole('button', { name: 'Add Alphonso Mango to cart' }));
    await waitFor(() => expect(JSON.parse(window.localStorage.getItem('guestCart') ?? '[]')).toEqual([{ productId: '1', quantity: 1 }]));
    expect(currentLocation()).toBe('/');
  });

  it('shows the error state with Try Again', async () => {
    server.use(
      graphql.query('SectionProducts', ({ variables }) =>
        variables.category === 'top-deals'
          ? HttpResponse.json({ errors: [{ message: 'down' }] })
          : HttpResponse.json({ data: { products: productPage(allProducts.slice(0, 1)) } }),
      ),
    );
    renderPage(<HomePage />, { path: '/' });
    const topDeals = await screen.findByRole('region', { name: 'Top Deals' });
    expect(await within(topDeals).findByText('Oops! Something went wrong')).toBeInTheDocument();
    expect(within(topDeals).getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
    // The other sections keep their products.
    expect(await within(screen.getByRole('region', { name: "Season's Special" })).findByRole('heading', { name: 'Alphonso Mango' })).toBeInTheDocument();
  });
  it("shows the sections the shop's data names, in its order, with their titles, tabs and View All links", async () => {
    const asked: string[] = [];
    server.use(
      graphql.query('HomeSections', () =>
        HttpResponse.json({
          data: {
            homeSections: [
              { __typename: 'HomeSection', categoryId: '21', slug: 'summer-berries', title: 'Summer Berries', tab: true },
              { __typename: 'HomeSection', categoryId: '22', slug: 'exotic', title: 'Exotic Picks', tab: false },
              { __typename: 'HomeSection', categoryId: '23', slug: 'citrus', title: 'Citrus Corner', tab: true },
            ],
          },
        }),
      ),
      graphql.query('SectionProducts', ({ variables }) => {
        asked.push(variables.category as string);
        const items = variables.category === 'summer-berries' ? allProducts.slice(0, 1) : variables.category === 'citrus' ? allProducts.slice(2, 3) : [];
        return HttpResponse.json({ data: { products: productPage(items) } });
      }),
    );
    renderPage(<HomePage />, { path: '/' });

    const berries = await screen.findByRole('region', { name: 'Summer Berries' });
    expect(await within(berries).findByRole('heading', { name: 'Alphonso Mango' })).toBeInTheDocument();
    expect(within(berries).getByRole('link', { name: 'View All Summer Berries' })).toHaveAttribute('href', '/shop?category=summer-berries');
    const exotic = screen.getByRole('region', { name: 'Exotic Picks' });
    expect(await within(exotic).findByText('No fruits found')).toBeInTheDocument();
    expect(within(exotic).getByRole('link', { name: 'View All Exotic Picks' })).toHaveAttribute('href', '/shop?category=exotic');
    expect(within(screen.getByRole('region', { name: 'Citrus Corner' })).getByRole('link', { name: /View All/ })).toHaveAttribute(
      'href',
      '/shop?category=citrus',
    );
    // In the data's order, one products query per section; none of the demo's fixed ones.
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings.filter((h) => ['Summer Berries', 'Exotic Picks', 'Citrus Corner'].includes(h ?? ''))).toEqual(['Summer Berries', 'Exotic Picks', 'Citrus Corner']);
    expect(screen.queryByRole('region', { name: "Season's Special" })).not.toBeInTheDocument();
    await waitFor(() => expect([...asked].sort()).toEqual(['citrus', 'exotic', 'summer-berries']));

    // The tab bar names only the sections marked as tabs, and jumps to them.
    const tabs = screen.getByRole('navigation', { name: 'Home sections' });
    expect(within(tabs).getAllByRole('button').map((b) => b.textContent)).toEqual(['Summer Berries', 'Citrus Corner']);
    expect(within(tabs).getByRole('button', { name: 'Citrus Corner' })).toHaveAttribute('aria-controls', 'home-citrus');
    expect(document.getElementById('home-citrus')).toBe(screen.getByRole('region', { name: 'Citrus Corner' }));
  });

  it('shows a friendly empty state, with a way to the shop, when no section is set up', async () => {
    server.use(graphql.query('HomeSections', () => HttpResponse.json({ data: { homeSections: [] } })));
    renderPage(<HomePage />, { path: '/' });
    const empty = await screen.findByRole('region', { name: 'Fresh picks are on their way' });
    expect(within(empty).getByRole('link', { name: 'Browse the Shop' })).toHaveAttribute('href', '/shop');
    expect(screen.queryByText('Oops! Something went wrong')).not.toBeInTheDocument();
    expect(screen.queryByText('No fruits found')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Home sections' })).not.toBeInTheDocument();
    expect(screen.queryByText('Loading fresh products...')).not.toBeInTheDocument();
    // The rest of the page is there.
    expect(screen.getByRole('heading', { name: '100% Fresh' })).toBeInTheDocument();
  });

  it('says Oops with Try Again when the sections cannot be loaded', async () => {
    server.use(graphql.query('HomeSections', () => HttpResponse.json({ errors: [{ message: 'down' }] })));
    renderPage(<HomePage />, { path: '/' });
    expect(await screen.findByText('Oops! Something went wrong')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Fresh picks are on their way' })).not.toBeInTheDocument();
  });

  describe('section tabs', () => {
    type Callback = (entries: Partial<IntersectionObserverEntry>[]) => void;
    let observed: { callback: Callback; targets: Element[] }[] = [];
    const original = globalThis.IntersectionObserver;

    function installObserver() {
      observed = [];
      globalThis.IntersectionObserver = class {
        targets: Element[] = [];
        constructor(callback: Callback) {
          observed.push({ callback, targets: this.targets });
        }
        observe(target: Element) {
          this.targets.push(target);
        }
        unobserve() {}
        disconnect() {
          this.targets.length = 0;
        }
        takeRecords() {
          return [];
        }
      } as unknown as typeof IntersectionObserver;
    }

    afterEach(() => {
      globalThis.IntersectionObserver = original;
    });

    const tab = (name: string) => within(screen.getByRole('navigation', { name: 'Home sections' })).getByRole('button', { name });

    it('highlights the first tab before anything is measured', async () => {
      renderPage(<HomePage />, { path: '/' });
      await screen.findByRole('navigation', { name: 'Home sections' });
      expect(tab("Season's Special")).toHaveAttribute('aria-current', 'true');
      expect(tab('Top Deals')).not.toHaveAttribute('aria-current');
      await screen.findByRole('region', { name: "Season's Special" });
      expect(tab("Season's Special")).toHaveAttribute('aria-current', 'true');
    });

    it('scrolls to the section of the tab pressed, moves focus there and highlights the tab', async () => {
      const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(() => {});
      const user = userEvent.setup();
      renderPage(<HomePage />, { path: '/' });
      const topDeals = await screen.findByRole('region', { name: 'Top Deals' });

      await user.click(tab('Top Deals'));
      expect(scrolled).toHaveBeenCalledTimes(1);
      expect(scrolled.mock.contexts[0]).toBe(topDeals);
      expect(topDeals).toHaveFocus();
      expect(tab('Top Deals')).toHaveAttribute('aria-current', 'true');
      expect(tab("Season's Special")).not.toHaveAttribute('aria-current');
      expect(tab('Top Deals')).toHaveAttribute('aria-controls', 'home-top-deals');
      scrolled.mockRestore();
    });

    it('follows the section in view as the shopper scrolls', async () => {
      installObserver();
      renderPage(<HomePage />, { path: '/' });
      await screen.findByRole('region', { name: 'Fresh Chunks' });
      const observer = await waitFor(() => {
        const found = observed.find((o) => o.targets.length === 3);
        expect(found).toBeDefined();
        return found!;
      });
      expect(observer.targets.map((t) => t.id)).toEqual(['home-seasonal', 'home-top-deals', 'home-fresh-chunks']);

      const entry = (id: string, isIntersecting: boolean) => ({ target: document.getElementById(id)!, isIntersecting });
      act(() => observer.callback([entry('home-seasonal', false), entry('home-fresh-chunks', true)]));
      expect(tab('Fresh Chunks')).toHaveAttribute('aria-current', 'true');
      expect(tab("Season's Special")).not.toHaveAttribute('aria-current');

      // Two in view: the one higher on the page wins.
      act(() => observer.callback([entry('home-top-deals', true)]));
      expect(tab('Top Deals')).toHaveAttribute('aria-current', 'true');
    });
  });
});
