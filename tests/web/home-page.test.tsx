import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import HomePage from '../../web/src/app/routes/home-page';
import { allProducts, productPage } from '../fixtures/products.fixture';
import { server } from './msw-server';
import { currentLocation, renderPage } from './render';

describe('Home page', () => {
  it('renders the four sections with View All links to the shop categories', async () => {
    renderPage(<HomePage />, { path: '/' });
    // Each section loads its own products, under its heading.
    expect(screen.getAllByText('Loading fresh products...')).toHaveLength(4);

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
    const topDeals = screen.getByRole('region', { name: 'Top Deals' });
    expect(await within(topDeals).findByText('Oops! Something went wrong')).toBeInTheDocument();
    expect(within(topDeals).getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
    // The other sections keep their products.
    expect(await within(screen.getByRole('region', { name: "Season's Special" })).findByRole('heading', { name: 'Alphonso Mango' })).toBeInTheDocument();
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
      expect(tab('Top Deals')).toHaveAttribute('aria-controls', 'top-deals');
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
      expect(observer.targets.map((t) => t.id)).toEqual(['seasonal', 'top-deals', 'fresh-chunks']);

      const entry = (id: string, isIntersecting: boolean) => ({ target: document.getElementById(id)!, isIntersecting });
      act(() => observer.callback([entry('seasonal', false), entry('fresh-chunks', true)]));
      expect(tab('Fresh Chunks')).toHaveAttribute('aria-current', 'true');
      expect(tab("Season's Special")).not.toHaveAttribute('aria-current');

      // Two in view: the one higher on the page wins.
      act(() => observer.callback([entry('top-deals', true)]));
      expect(tab('Top Deals')).toHaveAttribute('aria-current', 'true');
    });
  });
});
