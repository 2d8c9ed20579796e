import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import HomePage from '../../web/src/app/routes/home-page';
import { server } from './msw-server';
import { currentLocation, renderPage } from './render';

describe('Home page', () => {
  it('renders the four sections with View All links to the shop categories', async () => {
    renderPage(<HomePage />, { path: '/' });
    expect(screen.getByText('Loading fresh products...')).toBeInTheDocument();

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

  it('sends a guest who presses Add to /login', async () => {
    const user = userEvent.setup();
    renderPage(<HomePage />, { path: '/' });
    const seasonal = await screen.findByRole('region', { name: "Season's Special" });
    await user.click(within(seasonal).getByRole('button', { name: 'Add Alphonso Mango to cart' }));
    await waitFor(() => expect(currentLocation()).toBe('/login'));
  });

  it('shows the error state with Try Again', async () => {
    server.use(graphql.query('HomeProducts', () => HttpResponse.json({ errors: [{ message: 'down' }] })));
    renderPage(<HomePage />, { path: '/' });
    expect(await screen.findByText('Oops! Something went wrong')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});
