import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { CONTACT_THANKS } from '@fruit-shop/common/contact.rules';
import ContactPage from '../../web/src/app/routes/contact-page';
import { server } from './msw-server';
import { renderPage } from './render';

type ContactInput = { name: string; email: string; phone: string | null; subject: string; message: string };

/** Answers SendContactMessage like the api and records each input. */
function recordContactMessages() {
  const inputs: ContactInput[] = [];
  server.use(
    graphql.mutation('SendContactMessage', ({ variables }) => {
      inputs.push((variables as { input: ContactInput }).input);
      return HttpResponse.json({
        data: { sendContactMessage: { __typename: 'ContactMessageResult', id: String(inputs.length), success: true, message: CONTACT_THANKS } },
      });
    }),
  );
  return inputs;
}

const form = () => screen.getByRole('form', { name: 'Send us a message' });
const field = (name: string | RegExp) => within(form()).getByRole('textbox', { name });

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field(/^Name/), '  Asha Patil ');
  await user.type(field(/^Email/), 'asha@example.com');
  await user.selectOptions(within(form()).getByRole('combobox', { name: /^Subject/ }), 'Order Issue');
  await user.type(field(/^Message/), 'My mangoes arrived bruised.');
}

describe('Contact page', () => {
  it("shows the shop profile's contact details, hours, licences, grievance officer, a map link and the form", async () => {
    renderPage(<ContactPage />, { path: '/contact' });
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Working Hours' })).toBeInTheDocument();
    expect(screen.getByText('Mon–Sat, 8 am–8 pm')).toBeInTheDocument();
    expect(screen.getByText(/We reply to every message within 24 hours\. Report a problem within 48 hours of delivery\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+91 98000 00000' })).toHaveAttribute('href', 'tel:+919800000000');
    expect(screen.getByRole('link', { name: 'support@fruitshop.example.com' })).toHaveAttribute('href', 'mailto:support@fruitshop.example.com');

    // Licences and the grievance officer (issue 39).
    const legal = screen.getByRole('region', { name: 'Grievances and licences' });
    expect(legal).toHaveTextContent('Asha Demo (Grievance Officer)');
    expect(within(legal).getByRole('link', { name: 'grievance@fruitshop.example.com' })).toHaveAttribute('href', 'mailto:grievance@fruitshop.example.com');
    expect(within(legal).getByRole('link', { name: '+91 98000 00001' })).toHaveAttribute('href', 'tel:+919800000001');
    expect(legal).toHaveTextContent('GSTIN: 27AADCF1234F1Z2');
    expect(legal).toHaveTextContent('FSSAI licence no.: 11526999000001');
    expect(legal).toHaveTextContent('FruitShop Demo Private Limited');

    // The address and a link that opens it in a map: no drawn map, no embed.
    const findUs = screen.getByRole('region', { name: 'Find Us' });
    expect(findUs).toHaveTextContent('Demo Shop, 1 Example Lane, Baner, Pune 411045, Maharashtra');
    const maps = within(findUs).getByRole('link', { name: /Open in maps/ });
    expect(maps).toHaveAttribute('href', 'https://www.google.com/maps/search/?api=1&query=Demo%20Shop%2C%201%20Example%20Lane%2C%20Baner%2C%20Pune%20411045%2C%20Maharashtra');
    expect(maps).toHaveAttribute('target', '_blank');
    expect(screen.queryByRole('img', { name: /Map/ })).toBeNull();
    expect(document.querySelector('iframe')).toBeNull();

    const subject = within(form()).getByRole('combobox', { name: /^Subject/ });
    expect(within(subject).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Select a subject',
      'General Inquiry',
      'Product Question',
      'Order Issue',
      'Feedback',
      'Other',
    ]);
    expect(field(/^Phone/)).not.toHaveAttribute('aria-required');
    expect(field(/^Name/)).toHaveAttribute('aria-required', 'true');
  });

  it('names every missing required field and sends nothing', async () => {
    const inputs = recordContactMessages();
    const user = userEvent.setup();
    renderPage(<ContactPage />, { path: '/contact' });

    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    const alerts = await screen.findAllByRole('alert');
    const texts = alerts.map((alert) => alert.textContent).filter(Boolean);
    expect(texts).toEqual(['Please enter your name', 'Please enter your email address', 'Please choose a subject', 'Please enter your message']);
    expect(field(/^Name/)).toHaveAttribute('aria-invalid', 'true');
    expect(field(/^Name/)).toHaveAccessibleDescription('Please enter your name');
    expect(field(/^Name/)).toHaveFocus();
    expect(inputs).toHaveLength(0);
  });

  it('checks the email and the optional phone with the shared rules', async () => {
    const inputs = recordContactMessages();
    const user = userEvent.setup();
    renderPage(<ContactPage />, { path: '/contact' });
    await fillValid(user);
    await user.clear(field(/^Email/));
    await user.type(field(/^Email/), 'asha@example');
    await user.type(field(/^Phone/), '12345');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid phone number (10-15 digits)')).toBeInTheDocument();
    expect(inputs).toHaveLength(0);
  });

  it("sends the message, shows the server's thanks and clears the form", async () => {
    const inputs = recordContactMessages();
    const user = userEvent.setup();
    renderPage(<ContactPage />, { path: '/contact' });
    await fillValid(user);
    await user.type(field(/^Phone/), '98765 43210');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByText(CONTACT_THANKS)).toBeInTheDocument();
    expect(within(form()).getByRole('status')).toHaveTextContent(CONTACT_THANKS);
    expect(inputs).toEqual([
      { name: 'Asha Patil', email: 'asha@example.com', phone: '98765 43210', subject: 'Order Issue', message: 'My mangoes arrived bruised.' },
    ]);
    expect(field(/^Name/)).toHaveValue('');
    expect(field(/^Message/)).toHaveValue('');
    expect(within(form()).getByRole('combobox', { name: /^Subject/ })).toHaveValue('');
  });

  it('sends no phone when it is left empty', async () => {
    const inputs = recordContactMessages();
    const user = userEvent.setup();
    renderPage(<ContactPage />, { path: '/contact' });
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await screen.findByText(CONTACT_THANKS);
    expect(inputs[0].phone).toBeNull();
  });

  it("shows the server's reason next to the field it names", async () => {
    server.use(
      graphql.mutation('SendContactMessage', () =>
        HttpResponse.json({
          errors: [{ message: 'Please enter a valid email address', extensions: { code: 'BAD_USER_INPUT', field: 'email' } }],
        }),
      ),
    );
    const user = userEvent.setup();
    renderPage(<ContactPage />, { path: '/contact' });
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    await waitFor(() => expect(field(/^Email/)).toHaveAccessibleDescription('Please enter a valid email address'));
    expect(field(/^Name/)).toHaveValue('  Asha Patil ');
  });

  it('says so when the message could not be sent, and keeps what was typed', async () => {
    server.use(graphql.mutation('SendContactMessage', () => HttpResponse.error()));
    const user = userEvent.setup();
    renderPage(<ContactPage />, { path: '/contact' });
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByText('Failed to send your message. Please try again.')).toBeInTheDocument();
    expect(field(/^Message/)).toHaveValue('My mangoes arrived bruised.');
    expect(screen.queryByText(CONTACT_THANKS)).not.toBeInTheDocument();
  });
});
