import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import AboutPage from '../../web/src/app/routes/about-page';
import FaqPage from '../../web/src/app/routes/faq-page';
import PrivacyPage from '../../web/src/app/routes/privacy-page';
import TermsPage from '../../web/src/app/routes/terms-page';
import { storefrontProfile } from '../fixtures/shop-profile.fixture';
import { server } from './msw-server';
import { renderPage } from './render';

function answerShopSettings() {
  server.use(
    graphql.query('FaqPage', () =>
      HttpResponse.json({
        data: { shopSettings: { __typename: 'ShopSettings', deliveryFee: 25, freeDeliveryThreshold: 100, handlingFee: 9 }, shopProfile: storefrontProfile() },
      }),
    ),
  );
}

describe('About page', () => {
  it('has the mission, the three core values, stats and three testimonials', async () => {
    renderPage(<AboutPage />, { path: '/about' });
    expect(screen.getByRole('heading', { level: 1, name: 'About Us' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Our Mission' })).toBeInTheDocument();

    const values = screen.getByRole('region', { name: 'Our Core Values' });
    expect(within(values).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Sustainability', 'Quality', 'Community']);

    // The problem-report window is the shop profile's, never "30 days" (issue 39).
    const stats = await screen.findByRole('region', { name: 'FruitShop (demo) in numbers' });
    expect(within(stats).getByText('48 hours')).toBeInTheDocument();
    expect(within(stats).getByText('To report a problem after delivery')).toBeInTheDocument();
    expect(screen.queryByText(/30 days/)).toBeNull();

    const testimonials = screen.getByRole('region', { name: 'What Our Customers Say' });
    expect(within(testimonials).getAllByRole('figure')).toHaveLength(3);
  });

  it('ends with a working contact form and a link to the contact page', () => {
    renderPage(<AboutPage />, { path: '/about' });
    const contact = screen.getByRole('region', { name: 'Get in Touch' });
    expect(within(contact).getByRole('form', { name: 'Send us a message' })).toBeInTheDocument();
    expect(within(contact).getByRole('button', { name: 'Send Message' })).toBeEnabled();
    expect(within(contact).getByRole('link', { name: 'More ways to reach us' })).toHaveAttribute('href', '/contact');
  });
});

describe('FAQ page', () => {
  it('groups the questions on delivery, returns, payment and subscriptions as disclosures', async () => {
    answerShopSettings();
    renderPage(<FaqPage />, { path: '/faq' });
    expect(screen.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeInTheDocument();
    const groups = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(groups).toEqual(expect.arrayContaining(['Delivery', 'Returns & Refunds', 'Payment', 'Subscriptions']));

    // Native <details>: the answer sits inside, closed until its question is pressed.
    const question = screen.getByText('What is your return policy?');
    const details = question.closest('details')!;
    expect(details).not.toHaveAttribute('open');
    expect(await within(details).findByText(/Report a problem within 48 hours of delivery/)).toBeInTheDocument();
    expect(screen.queryByText(/30 days|5-7/)).toBeNull();
    await userEvent.setup().click(question);
    expect(details).toHaveAttribute('open');
  });

  it('quotes the support hours and reply time, and the fees as the server states them', async () => {
    answerShopSettings();
    renderPage(<FaqPage />, { path: '/faq' });
    const help = screen.getByRole('region', { name: 'Still have questions?' });
    await waitFor(() => expect(help).toHaveTextContent('Mon–Sat, 8 am–8 pm'));
    expect(help).toHaveTextContent('within 24 hours');
    expect(within(help).getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');

    expect(await screen.findByText(/Delivery is free on orders of ₹100 or more; below that a delivery fee of ₹25 applies\. A handling fee of ₹9/)).toBeInTheDocument();
  });

  it('still answers the fee question when the settings cannot be loaded', async () => {
    server.use(graphql.query('FaqPage', () => HttpResponse.json({ errors: [{ message: 'down' }] })));
    renderPage(<FaqPage />, { path: '/faq' });
    expect(screen.getByText('Any delivery and handling fees are shown in your cart before you pay.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Payment' })).toBeInTheDocument());
  });

  it('describes itself to search engines as an FAQPage', async () => {
    answerShopSettings();
    renderPage(<FaqPage />, { path: '/faq' });
    await screen.findByText(/Delivery is free on orders of ₹100/);
    await waitFor(() => {
      const script = document.head.querySelector('script[type="application/ld+json"]');
      const data = JSON.parse(script?.textContent ?? '{}') as { '@type'?: string; mainEntity?: { name: string }[] };
      expect(data['@type']).toBe('FAQPage');
      expect(data.mainEntity?.map((q) => q.name)).toContain('What is your return policy?');
    });
    expect(document.title).toContain('Frequently Asked Questions');
  });
});

describe('Terms and privacy pages', () => {
  it("Terms of Service states the profile's problem-report window, the grievance officer and payments", async () => {
    renderPage(<TermsPage />, { path: '/terms' });
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '3. Returns and refunds' })).toBeInTheDocument();
    expect(await screen.findByText(/Report a problem within 48 hours of delivery/)).toBeInTheDocument();
    expect(screen.getByText(/Our grievance officer is Asha Demo \(Grievance Officer\) \(grievance@fruitshop\.example\.com, \+91 98000 00001\)/)).toBeInTheDocument();
    expect(screen.getByText(/Indian rupees \(₹\)/)).toBeInTheDocument();
  });

  it('Privacy Policy says what is kept, and for how long', () => {
    renderPage(<PrivacyPage />, { path: '/privacy' });
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    const keep = screen.getByRole('region', { name: '4. How long we keep it' });
    expect(keep).toHaveTextContent('Account data is kept while your account is open');
    expect(keep).toHaveTextContent('as long as needed for your orders');
  });
});
