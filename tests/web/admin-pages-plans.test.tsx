import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import PlansPage from '../../web/src/admin/pages/plans-page';
import { chakraToaster } from '../../web/src/components/app-toaster-view';
import { server } from './msw-server';
import { renderPage } from './render';

afterEach(() => {
  chakraToaster.remove();
});

function plan(id: string, planName: string, price: number) {
  return {
    __typename: 'AdminSubscriptionPlan',
    id,
    planType: 'Weekly',
    planName,
    planDescription: `${planName} description`,
    price,
    validityDays: 30,
    features: ['Fresh fruit'],
    isActive: true,
    subscriberCount: 2,
  };
}

function servePlans(initial: ReturnType<typeof plan>[]) {
  const state = { plans: initial, created: [] as unknown[], deleted: [] as string[] };
  server.use(
    graphql.query('PlansPageList', () => HttpResponse.json({ data: { adminSubscriptionPlans: state.plans } })),
    graphql.mutation('PlansPageCreate', ({ variables }) => {
      const input = variables.input as { planName: string; price: number };
      state.created.push(input);
      state.plans = [...state.plans, plan('9', input.planName, input.price)];
      return HttpResponse.json({ data: { createSubscriptionPlan: { __typename: 'AdminSubscriptionPlan', id: '9' } } });
    }),
    graphql.mutation('PlansPageDelete', ({ variables }) => {
      state.deleted.push(variables.id as string);
      state.plans = state.plans.filter((p) => p.id !== variables.id);
      return HttpResponse.json({ data: { deleteSubscriptionPlan: { __typename: 'PlanRemoval', deleted: true, message: 'gone' } } });
    }),
  );
  return state;
}

const renderPlans = () => renderPage(<PlansPage />, { path: '/admin-dashboard' });

describe('Admin subscription plans page', () => {
  it('lists the plans in a table', async () => {
    servePlans([plan('1', 'Weekly Box', 499), plan('2', 'Monthly Pass', 1599)]);
    renderPlans();
    const table = await screen.findByRole('table', { name: 'Subscription plans' });
    expect(within(table).getByText('Weekly Box')).toBeInTheDocument();
    expect(within(table).getByText('₹1,599.00')).toBeInTheDocument();
  });

  it('shows the empty state', async () => {
    servePlans([]);
    renderPlans();
    expect(await screen.findByText('No subscription plans available at the moment')).toBeInTheDocument();
  });

  it("shows the error state and toasts 'Failed to fetch subscription plans'", async () => {
    server.use(graphql.query('PlansPageList', () => HttpResponse.json({ errors: [{ message: '' }] })));
    renderPlans();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch subscription plans');
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('requires the plan fields, then adds a plan and reloads the list', async () => {
    const state = servePlans([plan('1', 'Weekly Box', 499)]);
    renderPlans();
    await screen.findByText('Weekly Box');
    await userEvent.click(screen.getByRole('button', { name: 'Add Subscription Plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Subscription Plan' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Plan' }));
    expect(await within(dialog).findByText('Please enter the plan type')).toBeInTheDocument();
    expect(within(dialog).getByText('Please enter the plan description')).toBeInTheDocument();
    expect(state.created).toHaveLength(0);

    await userEvent.selectOptions(within(dialog).getByLabelText(/Plan Type/), 'Monthly');
    await userEvent.type(within(dialog).getByLabelText(/Plan Name/), 'Family Crate');
    await userEvent.type(within(dialog).getByLabelText(/Plan Description/), 'Lots of fruit');
    await userEvent.type(within(dialog).getByLabelText(/Price/), '999');
    await userEvent.type(within(dialog).getByLabelText(/Validity/), '30');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Plan' }));

    expect(await screen.findByText('Plan added successfully')).toBeInTheDocument();
    expect(state.created).toEqual([expect.objectContaining({ planType: 'Monthly', planName: 'Family Crate', price: 999, validityDays: 30 })]);
    expect(await screen.findByText('Family Crate')).toBeInTheDocument();
  });

  it('deletes a plan after confirmation', async () => {
    const state = servePlans([plan('1', 'Weekly Box', 499)]);
    renderPlans();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Weekly Box' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('Are you sure you want to delete this plan?');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Plan deleted successfully')).toBeInTheDocument();
    expect(state.deleted).toEqual(['1']);
    await waitFor(() => expect(screen.getByText('No subscription plans available at the moment')).toBeInTheDocument());
  });
});
