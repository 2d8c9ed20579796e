import { screen, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { storefrontProfile } from '../fixtures/shop-profile.fixture';
import { server } from './msw-server';
import { renderApp } from './render';

/*
 * The shop's own details on every page (issue 39): the header's helpline and the footer's
 * address, contacts, grievance officer, GSTIN and FSSAI licence come from the shop profile;
 * nothing is written into the code, so a detail the owner has not given is not shown.
 */

describe('the footer and header read the shop profile', () => {
  it('shows the address, contacts, grievance officer, GSTIN and FSSAI licence', async () => {
    await renderApp('/nowhere');
    const footer = screen.getByRole('contentinfo');
    expect(await within(footer).findByText('Demo Shop, 1 Example Lane, Baner, Pune 411045, Maharashtra')).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: '+91 98000 00000' })).toHaveAttribute('href', 'tel:+919800000000');
    expect(within(footer).getByRole('link', { name: 'support@fruitshop.example.com' })).toHaveAttribute('href', 'mailto:support@fruitshop.example.com');
    expect(within(footer).getByTestId('footer-grievance-officer')).toHaveTextContent(
      'Grievance officer: Asha Demo (Grievance Officer) (grievance@fruitshop.example.com, +91 98000 00001)',
    );
    expect(footer).toHaveTextContent('GSTIN 27AADCF1234F1Z2');
    expect(footer).toHaveTextContent('FSSAI licence no. 11526999000001');
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} FruitShop Demo Private Limited. All rights reserved.`);

    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Helpline +91 98000 00000' })).toHaveAttribute('href', 'tel:+919800000000');
    // No placeholder survives anywhere on the page.
    expect(document.body.textContent).not.toMatch(/\+91 00000 00000|Placeholder|Monday-Friday 9-5/);
  });

  it('shows what the owner gave and nothing in place of what they did not', async () => {
    server.use(
      graphql.query('StorefrontShopProfile', () =>
        HttpResponse.json({
          data: {
            shopProfile: storefrontProfile({ tradeName: 'Kesar Fruits', legalName: '', phone: '', address: '', gstin: '', fssaiLicence: '', grievanceOfficerName: '', grievanceOfficerEmail: '', grievanceOfficerPhone: '' }),
          },
        }),
      ),
    );
    await renderApp('/nowhere');
    const footer = screen.getByRole('contentinfo');
    expect(await within(footer).findByText(`© ${new Date().getFullYear()} Kesar Fruits. All rights reserved.`)).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'support@fruitshop.example.com' })).toBeInTheDocument();
    expect(footer).not.toHaveTextContent('GSTIN');
    expect(footer).not.toHaveTextContent('FSSAI');
    expect(within(footer).queryByTestId('footer-grievance-officer')).toBeNull();
    expect(within(screen.getByRole('banner')).queryByRole('link', { name: /Helpline/ })).toBeNull();
  });
});
