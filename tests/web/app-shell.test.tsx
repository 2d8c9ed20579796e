import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from './render';

describe('App shell', () => {
  it('shows the 404 page for an unknown path with a way home', async () => {
    await renderApp('/definitely-not-a-page');
    expect(await screen.findByRole('heading', { name: '404 - Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText("The page you're looking for doesn't exist or has been moved.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Homepage' })).toHaveAttribute('href', '/');
  });

  it('covers the first load with one accessible fruit spinner while the page mounts underneath', async () => {
    await renderApp('/definitely-not-a-page');
    expect(screen.getAllByRole('status', { name: 'Loading page' })).toHaveLength(1);
    // The page is already there under the overlay.
    expect(await screen.findByRole('heading', { name: '404 - Page Not Found' })).toBeInTheDocument();
    // ...and the overlay leaves after the initial 1000 ms.
    await screen.findByRole('heading', { name: '404 - Page Not Found' });
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(screen.queryByRole('status', { name: 'Loading page' })).not.toBeInTheDocument();
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
    ]) {
      expect(within(footer).getByRole('link', { name })).toHaveAttribute('href', href);
    }
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
});
