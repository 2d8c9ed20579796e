import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, graphql, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_PLAN_FEATURES, planLabels } from '@fruit-shop/common/plan.rules';
import SubscriptionsPage from '../../web/src/app/routes/subscriptions-page';
import { closeDialogs, useOpenDialog } from '../../web/src/features/accounts/auth-dialog-store';
import { saveSession } from '../../web/src/features/accounts/session-store';
import { SELECTED_PLAN_KEY } from '../../web/src/features/plans/selected-plan-storage';
import { server } from './msw-server';
import { currentLocation, renderPage } from './render';

type PlanType = 'Weekly' | 'Bi-Weekly' | 'Monthly';

/** A plan as the api answers it: the derived labels come from the same shared rules. */
function makePlan(id: string, planType: PlanType, planName: string, price: number, features: string[] = [...DEFAULT_PLAN_FEATURES], box: unknown[] = []) {
  return {
    box,
    __typename: 'SubscriptionPlan',
    id,
    planName,
    planType,
    planDescription: `${planName}: seasonal fruit at your door.`,
    price,
    features,
    ...planLabels(planType),
  };
}

const PLANS = [
  makePlan('1', 'Weekly', 'Weekly Fruit Box', 499, [...DEFAULT_PLAN_FEATURES, 'Skip a week anytime']),
  makePlan('2', 'Bi-Weekly', 'Bi-Weekly Family Basket', 899),
  makePlan('3', 'Monthly', 'Monthly Orchard Pass', 1599),
];

function answerPlans(plans: unknown[] | (() => Response | Promise<Response>)) {
  let calls = 0;
  server.use(
    graphql.query('SubscriptionPlans', () => {
      calls++;
      return typeof plans === 'function' ? plans() : HttpResponse.json({ data: { subscriptionPlans: plans } });
    }),
  );
  return () => calls;
}

/** Which global dialog the page asked for (the dialogs themselves live in the layout). */
function DialogProbe() {
  const dialog = useOpenDialog();
  return <output data-testid="dialog">{dialog?.name ?? ''}</output>;
}

function renderPlans(url = '/subscriptions') {
  return renderPage(
    <>
      <SubscriptionsPage />
      <DialogProbe />
    </>,
    { path: new URL(url, 'http://localhost').pathname, url },
  );
}

const customer = { id: '7', name: 'Asha', lastName: 'Rao', email: 'asha@example.com', phone: '9876543210' };
const openedDialog = () => screen.getByTestId('dialog').textContent;
const planRadio = (name: string) => screen.getByRole('radio', { name });
/** The card around a plan's radio (card > head > radio). */
const planCard = (name: string) => planRadio(name).parentElement!.parentElement!;

beforeEach(() => {
  answerPlans(PLANS);
});

afterEach(() => {
  closeDialogs();
  window.sessionStorage.clear();
});

describe('Subscription plans page', () => {
  it('shows the hero, the three Why Choose Us cards, the trust notes and each plan with its labels', async () => {
    renderPlans();
    expect(await screen.findByRole('radio', { name: 'Weekly Fruit Box' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();

    const why = screen.getByRole('region', { name: 'Why Choose Us' });
    expect(within(why).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Free & Fast Delivery',
      'Flexible Subscriptions',
      'Quality Guaranteed',
    ]);
    expect(within(why).getByText(/pause, skip or cancel anytime/i)).toBeInTheDocument();

    const weekly = within(planCard('Weekly Fruit Box'));
    expect(weekly.getByText('₹499.00')).toBeInTheDocument();
    expect(weekly.getByText('per week')).toBeInTheDocument();
    expect(weekly.getByText('Every week')).toBeInTheDocument();
    expect(weekly.queryByText(/^Save/)).not.toBeInTheDocument();
    expect(weekly.queryByText('Most Popular')).not.toBeInTheDocument();
    expect(weekly.getAllByRole('listitem').map((li) => li.textContent)).toEqual([...DEFAULT_PLAN_FEATURES, 'Skip a week anytime']);

    const monthly = within(planCard('Monthly Orchard Pass'));
    expect(monthly.getByText('₹1,599.00')).toBeInTheDocument();
    expect(monthly.getByText('per month')).toBeInTheDocument();
    expect(monthly.getByText('4 deliveries/month')).toBeInTheDocument();
    expect(monthly.getByText('Save 15%')).toBeInTheDocument();
    expect(monthly.getByText('Most Popular')).toBeInTheDocument();
    // The spec's four default features.
    expect(monthly.getAllByRole('listitem').map((li) => li.textContent)).toEqual([...DEFAULT_PLAN_FEATURES]);

    const biWeekly = within(planCard('Bi-Weekly Family Basket'));
    expect(biWeekly.getByText('per delivery')).toBeInTheDocument();
    expect(biWeekly.getByText('Every 2 weeks')).toBeInTheDocument();
    expect(biWeekly.getByText('Save 5%')).toBeInTheDocument();
    expect(screen.getAllByText('Most Popular')).toHaveLength(1);

    // The price and labels describe the radio.
    expect(planRadio('Monthly Orchard Pass')).toHaveAccessibleDescription(/₹1,599\.00 per month 4 deliveries\/month Save 15%/);

    const notes = screen.getByRole('list', { name: 'Our promises' });
    expect(within(notes).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Secure Payment', 'Cancel Anytime', 'Free Delivery']);
  });

  it("shows 'In the box' on each plan with a box: quantities in each product's unit, packs, seasonal picks and products off sale", async () => {
    const line = (position: number, quantity: number, unit: string, rest: { product?: { name: string; weight?: number | null; isActive?: boolean }; category?: string; note?: string }) => ({
      __typename: 'PlanBoxLine',
      position,
      kind: rest.product ? 'PRODUCT' : 'SEASONAL_PICK',
      quantity,
      unit,
      note: rest.note ?? null,
      product: rest.product ? { __typename: 'PlanBoxProduct', id: `p${position}`, weight: 1, isActive: true, ...rest.product } : null,
      category: rest.category ? { __typename: 'PlanBoxCategory', id: `c${position}`, name: rest.category } : null,
    });
    answerPlans([
      makePlan('1', 'Weekly', 'Weekly Fruit Box', 499, undefined, [
        line(1, 1, 'kg', { product: { name: 'Royal Gala Apple' } }),
        line(2, 6, 'pcs', { product: { name: 'Hass Avocado' } }),
        line(3, 2, 'gm', { product: { name: 'Shahi Litchi', weight: 500 } }),
        line(4, 1, 'kg', { product: { name: 'Babugosha Pear', isActive: false } }),
        line(5, 1, 'kg', { category: "season's special", note: 'Whatever is at its peak' }),
      ]),
      makePlan('3', 'Monthly', 'Monthly Orchard Pass', 1599),
    ]);
    renderPlans();
    const weekly = within(await screen.findByRole('list', { name: 'In the box' }));
    expect(weekly.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '1 kg Royal Gala Apple',
      '6 pcs Hass Avocado',
      '2 × 500 gm Shahi Litchi',
      '1 kg Babugosha Pear (substituted on the day)',
      "1 kg seasonal pick from season's special Whatever is at its peak",
    ]);
    // Only the plan with a box shows one, and the features stay their own list.
    expect(screen.getAllByRole('list', { name: 'In the box' })).toHaveLength(1);
    expect(within(planCard('Monthly Orchard Pass')).queryByText('In the box')).not.toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Weekly Fruit Box features' })).getAllByRole('listitem')).toHaveLength(DEFAULT_PLAN_FEATURES.length);
  });

  it('selects one plan at a time, by click or with the arrow keys', async () => {
    const user = userEvent.setup();
    renderPlans();
    const group = await screen.findByRole('radiogroup', { name: 'Choose Your Plan' });
    expect(within(group).getAllByRole('radio')).toHaveLength(3);
    expect(within(group).getAllByRole('radio').filter((r) => (r as HTMLInputElement).checked)).toHaveLength(0);

    // Anywhere on the card: the plan name's label covers it.
    await user.click(screen.getByText('Weekly Fruit Box'));
    expect(planRadio('Weekly Fruit Box')).toBeChecked();

    await user.click(planRadio('Monthly Orchard Pass'));
    expect(planRadio('Monthly Orchard Pass')).toBeChecked();
    expect(planRadio('Weekly Fruit Box')).not.toBeChecked();

    await user.keyboard('{ArrowLeft}');
    expect(planRadio('Bi-Weekly Family Basket')).toBeChecked();
    expect(planRadio('Bi-Weekly Family Basket')).toHaveFocus();
    expect(within(group).getAllByRole('radio').filter((r) => (r as HTMLInputElement).checked)).toHaveLength(1);
  });

  it("says 'Please select a plan first' when Get Started is pressed with no plan", async () => {
    const user = userEvent.setup();
    renderPlans();
    await user.click(await screen.findByRole('button', { name: 'Get Started with Your Plan' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please select a plan first');
    expect(currentLocation()).toBe('/subscriptions');

    // Choosing a plan clears the message.
    await user.click(planRadio('Weekly Fruit Box'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('sends a signed-in customer to checkout with the plan id', async () => {
    saveSession('tok-7', customer);
    const user = userEvent.setup();
    renderPlans('/subscription');
    await user.click(await screen.findByRole('radio', { name: 'Monthly Orchard Pass' }));
    await user.click(screen.getByRole('button', { name: 'Get Started with Your Plan' }));
    await waitFor(() => expect(currentLocation()).toBe('/checkout?plan_id=3'));
  });

  it('asks a guest to log in, keeps the plan in session storage and restores it after login, then clears it', async () => {
    const user = userEvent.setup();
    renderPlans();
    await user.click(await screen.findByRole('radio', { name: 'Bi-Weekly Family Basket' }));
    await user.click(screen.getByRole('button', { name: 'Get Started with Your Plan' }));

    expect(screen.getByRole('alert')).toHaveTextContent('Please log in to continue with your subscription');
    expect(openedDialog()).toBe('login');
    expect(window.sessionStorage.getItem(SELECTED_PLAN_KEY)).toBe('2');
    expect(currentLocation()).toBe('/subscriptions');

    // The shopper changes their mind while the dialog is up, then signs in through it.
    await user.click(planRadio('Weekly Fruit Box'));
    act(() => saveSession('tok-7', customer));

    expect(planRadio('Bi-Weekly Family Basket')).toBeChecked();
    expect(planRadio('Weekly Fruit Box')).not.toBeChecked();
    await waitFor(() => expect(window.sessionStorage.getItem(SELECTED_PLAN_KEY)).toBeNull());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Get Started with Your Plan' }));
    await waitFor(() => expect(currentLocation()).toBe('/checkout?plan_id=2'));
  });

  it('restores the kept plan when a signed-in customer comes back to the page', async () => {
    window.sessionStorage.setItem(SELECTED_PLAN_KEY, '3');
    saveSession('tok-7', customer);
    renderPlans();
    expect(await screen.findByRole('radio', { name: 'Monthly Orchard Pass' })).toBeChecked();
    await waitFor(() => expect(window.sessionStorage.getItem(SELECTED_PLAN_KEY)).toBeNull());
  });

  it('keeps a guest’s stored plan until they sign in', async () => {
    window.sessionStorage.setItem(SELECTED_PLAN_KEY, '3');
    renderPlans();
    expect(await screen.findByRole('radio', { name: 'Monthly Orchard Pass' })).not.toBeChecked();
    expect(window.sessionStorage.getItem(SELECTED_PLAN_KEY)).toBe('3');
  });

  it('shows three skeleton cards while loading', async () => {
    answerPlans(async () => {
      await delay('infinite');
      return HttpResponse.json({});
    });
    renderPlans();
    const loading = screen.getByRole('status', { name: 'Loading subscription plans' });
    expect(loading.children).toHaveLength(3);
    // The button holds its place, unusable until there are plans.
    expect(screen.getByRole('button', { name: 'Get Started with Your Plan' })).toBeDisabled();
  });

  it('shows the empty state with a refresh button that asks again', async () => {
    const calls = answerPlans([]);
    const user = userEvent.setup();
    renderPlans();
    expect(await screen.findByText('No subscription plans available at the moment')).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();

    answerPlans(PLANS);
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByRole('radio', { name: 'Weekly Fruit Box' })).toBeInTheDocument();
    expect(calls()).toBe(1);
  });

  it("shows 'Failed to load subscription plans' inline and recovers on Retry", async () => {
    let fail = true;
    answerPlans(() =>
      fail
        ? HttpResponse.json({ errors: [{ message: 'boom', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] })
        : HttpResponse.json({ data: { subscriptionPlans: PLANS } }),
    );
    const user = userEvent.setup();
    renderPlans();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load subscription plans');
    expect(screen.queryByText('boom')).not.toBeInTheDocument();

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('radio', { name: 'Weekly Fruit Box' })).toBeInTheDocument();
  });
});
