import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { ROUTE_SPINNER_DELAY_MS } from '../../web/src/lib/ui-timings';
import { allProducts, productPage } from '../fixtures/products.fixture';
import { server } from './msw-server';
import { currentLocation, renderApp } from './render';

describe('App shell', () => {
  it('shows the 404 page for an unknown path with a way home', async () => {
    await renderApp('/definitely-not-a-page');
    expect(await screen.findByRole('heading', { name: '404 - Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText("The page you're looking for doesn't exist or has been moved.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Homepage' })).toHaveAttribute('href', '/');
  });

  // The ruling on spinners (shared/spec/decisions.md): none on the first page; after a
  // navigation, only when the next page has not rendered within 300 ms, and only until it has.
  const spinnerShows = () => screen.queryByRole('status', { name: 'Loading page' }) !== null;
  /** Records whether, and when, the route spinner appears in the next `ms`. */
  function watchSpinner() {
    const started = performance.now();
    let firstSeen: number | undefined;
    const observer = new MutationObserver(() => {
      if (firstSeen === undefined && spinnerShows()) firstSeen = performance.now() - started;
    });
    observer.observe(document.body, { childList: true, subtree: true });
    return {
      stop() {
        observer.disconnect();
        return firstSeen;
      },
    };
  }
  const goToShop = () => userEvent.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Shop' }));

  it('covers no first page with a spinner: its content is there', async () => {
    const watch = watchSpinner();
    await renderApp('/definitely-not-a-page');
    expect(await screen.findByRole('heading', { name: '404 - Page Not Found' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, ROUTE_SPINNER_DELAY_MS + 200));
    expect(watch.stop(), 'the route spinner appeared on the first page').toBeUndefined();
  });

  it('shows no spinner on a navigation whose page renders within 300 ms', async () => {
    await renderApp('/nowhere');
    await screen.findByRole('heading', { name: '404 - Page Not Found' });
    const watch = watchSpinner();
    await goToShop();
    expect(await screen.findByRole('heading', { name: 'Alphonso Mango' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, ROUTE_SPINNER_DELAY_MS + 200));
    expect(watch.stop(), 'the route spinner appeared for a fast page').toBeUndefined();
  });

  it('shows the spinner when the next page has no data after 300 ms, and hides it once the page renders', async () => {
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      graphql.query('ShopProducts', async () => {
        await answered;
        return HttpResponse.json({ data: { products: productPage(allProducts, { first: 24, offset: 0 }) } });
      }),
    );
    await renderApp('/nowhere');
    await screen.findByRole('heading', { name: '404 - Page Not Found' });
    const watch = watchSpinner();
    await goToShop();
    // The page is there with its own loading state, and no spinner before the 300 ms are up.
    await waitFor(() => expect(currentLocation()).toBe('/shop'));
    await screen.findByText('Loading Fresh Fruits...');
    expect(await screen.findByRole('status', { name: 'Loading page' }, { timeout: 2000 })).toBeInTheDocument();
    const seen = watch.stop();
    expect(seen, 'shown').toBeDefined();
    expect(seen!, 'not before 300 ms after the click').toBeGreaterThanOrEqual(ROUTE_SPINNER_DELAY_MS - 20);
    // It stays while the data is missing…
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(spinnerShows()).toBe(true);
    // …and goes as soon as the page can render.
    answer();
    expect(await screen.findByRole('heading', { name: 'Alphonso Mango' })).toBeInTheDocument();
    await waitFor(() => expect(spinnerShows()).toBe(false));
  });

  it('scrolls to the top on a navigation to another page, never on the first mount', async () => {
    const scrollTo = vi.mocked(window.scrollTo);
    scrollTo.mockClear();
    await renderApp('/nowhere');
    await screen.findByRole('heading', { name: '404 - Page Not Found' });
    // The first mount is hydration on a real page: the shopper may already have scrolled.
    expect(scrollTo).not.toHaveBeenCalled();
    await userEvent.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Shop' }));
    await waitFor(() => expect(currentLocation()).toBe('/shop'));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('has the landmarks, nav links, claims and signed-out actions', async () => {
    await renderApp('/nowhere');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();

    const main = screen.getByRole('navigation', { name: 'Main' });
    expect(within(main).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(main).getByRole('link', { name: 'Shop' })).toHaveAttribute('href', '/shop');

    expect(screen.getByText('Accurate weight')).toBeInTheDocument();
    expect(screen.getByText('Fresh & fast')).toBeInTheDocument();
    expect(screen.getByText('Same-day delivery in select cities')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Select Location' })).toBeInTheDocument();
    // Empty cart: no badge, plain label.
    expect(screen.getAllByRole('button', { name: 'Cart' }).length).toBeGreaterThan(0);
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');

    const footer = screen.getByRole('contentinfo');
    for (const [name, href] of [
      ['Shop Now', '/shop'],
      ['About Us', '/about'],
      ['Our Blog', '/blog'],
      ['Contact Us', '/contact'],
      ['FAQs', '/faq'],
      ['Terms of Service', '/terms'],
      ['Privacy Policy', '/privacy'],
    ]) {
      expect(within(footer).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    const quickLinks = within(footer).getByRole('navigation', { name: 'Quick Links' });
    expect(within(quickLinks).getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Shop Now',
      'About Us',
      'Our Blog',
      'Contact Us',
      'FAQs',
    ]);
    expect(within(footer).getByRole('textbox', { name: 'Email address' })).toBeRequired();

    const bottomBar = screen.getByRole('navigation', { name: 'Quick navigation' });
    expect(within(bottomBar).getByRole('link', { name: 'Home' })).toBeInTheDocument();
    expect(within(bottomBar).getByRole('link', { name: 'Shop' })).toBeInTheDocument();
    expect(within(bottomBar).getByRole('button', { name: 'Cart' })).toBeInTheDocument();
    expect(within(bottomBar).getByRole('link', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('shows the guest city from localStorage on the location button', async () => {
    window.localStorage.setItem('guestAddress', JSON.stringify({ city: 'Mumbai' }));
    await renderApp('/nowhere');
    const button = screen.getByRole('button', { name: /Delivery location: Mumbai/ });
    expect(button).toHaveTextContent('Mumbai');
  });
  it('links every storefront page from the desktop bar; what does not fit waits under More', async () => {
    await renderApp('/nowhere');
    const main = screen.getByRole('navigation', { name: 'Main' });
    const pages = [
      ['Home', '/'],
      ['Shop', '/shop'],
      ['Categories', '/categories'],
      ['Subscriptions', '/subscriptions'],
      ['Blog', '/blog'],
      ['About', '/about'],
      ['Contact', '/contact'],
    ] as const;
    // Inline links (CSS hides some below 1024/1280px, where their twins in More show).
    for (const [name, href] of pages) {
      expect(within(main).getAllByRole('link', { name })[0]).toHaveAttribute('href', href);
    }
    const more = main.querySelector('details')!;
    expect(within(more).getByText('More')).toBeInTheDocument();
    expect(
      within(more)
        .getAllByRole('link', { hidden: true })
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/categories', '/subscriptions', '/blog', '/about', '/contact']);
  });

  it('closes the More menu on Escape and after following a link', async () => {
    const user = userEvent.setup();
    await renderApp('/nowhere');
    const main = screen.getByRole('navigation', { name: 'Main' });
    const more = main.querySelector('details')!;
    const summary = within(more).getByText('More').closest('summary')!;

    await user.click(summary);
    expect(more).toHaveAttribute('open');
    await user.keyboard('{Escape}');
    expect(more).not.toHaveAttribute('open');
    expect(summary).toHaveFocus();

    await user.click(summary);
    await user.click(within(more).getByRole('link', { name: 'About' }));
    await waitFor(() => expect(currentLocation()).toBe('/about'));
    expect(more).not.toHaveAttribute('open');
  });

  it('lists every page and Create Account in the mobile menu', async () => {
    const user = userEvent.setup();
    await renderApp('/nowhere');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('navigation', { name: 'Mobile menu' });
    expect(within(menu).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/',
      '/shop',
      '/categories',
      '/subscriptions',
      '/blog',
      '/about',
      '/contact',
    ]);
    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    expect(within(dialog).getByRole('link', { name: 'Sign In' })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Create Account' })).toBeInTheDocument();
  });

  it('subscribes from the footer box: the email goes to the server and its answer is shown', async () => {
    const THANKS = 'Thank you! Please check your inbox and open the link we sent to confirm your subscription.';
    let sent: unknown;
    server.use(
      graphql.mutation('SubscribeToNewsletter', ({ variables }) => {
        sent = variables.email;
        return HttpResponse.json({ data: { subscribeToNewsletter: { __typename: 'NewsletterReply', success: true, message: THANKS } } });
      }),
    );
    const user = userEvent.setup();
    await renderApp('/nowhere');
    const footer = screen.getByRole('contentinfo');
    const form = within(footer).getByRole('form', { name: 'Newsletter signup' });
    await user.type(within(form).getByRole('textbox', { name: 'Email address' }), 'asha@example.com');
    await user.click(within(form).getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(within(form).getByRole('status')).toHaveTextContent(THANKS));
    expect(sent).toBe('asha@example.com');
    expect(within(form).getByRole('textbox', { name: 'Email address' })).toHaveValue('');
  });
});
