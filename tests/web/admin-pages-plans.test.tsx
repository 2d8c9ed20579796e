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
    box: [] as unknown[],
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

describe("Admin plan box dialog (issue 38)", () => {
  const applePlan = () => ({
    ...plan('1', 'Weekly Box', 499),
    box: [
      {
        __typename: 'PlanBoxLine',
        position: 1,
        kind: 'PRODUCT',
        quantity: 1,
        unit: 'kg',
        note: null,
        label: '1 kg Royal Gala Apple',
        product: { __typename: 'PlanBoxProduct', id: '17', name: 'Royal Gala Apple', unit: 'kg', weight: 1, isActive: true },
        category: null,
      },
    ],
  });

  function serveBox() {
    const state = { sent: [] as unknown[], searches: [] as unknown[] };
    server.use(
      graphql.query('PlansPageList', () => HttpResponse.json({ data: { adminSubscriptionPlans: [applePlan()] } })),
      graphql.query('PlanBoxProducts', ({ variables }) => {
        state.searches.push(variables.search);
        const all = [
          { __typename: 'AdminProduct', id: '17', name: 'Royal Gala Apple', unit: 'kg', weight: 1, isActive: true, categoryName: 'top deals' },
          { __typename: 'AdminProduct', id: '8', name: 'Shahi Litchi', unit: 'gm', weight: 500, isActive: true, categoryName: "season's special" },
        ];
        const search = String(variables.search ?? '').toLowerCase();
        return HttpResponse.json({ data: { adminProducts: all.filter((p) => p.name.toLowerCase().includes(search)) } });
      }),
      graphql.query('PlanBoxCategories', () =>
        HttpResponse.json({ data: { adminCategories: [{ __typename: 'AdminCategory', id: '1', name: "season's special" }, { __typename: 'AdminCategory', id: '4', name: 'dry fruits' }] } }),
      ),
      graphql.mutation('PlanBoxSet', ({ variables }) => {
        state.sent.push(variables);
        return HttpResponse.json({ data: { setSubscriptionPlanBox: { __typename: 'AdminSubscriptionPlan', id: '1' } } });
      }),
    );
    return state;
  }

  it('adds a product found by search and a seasonal pick, checks quantities, reorders and saves the whole box', async () => {
    const state = serveBox();
    const user = userEvent.setup();
    renderPlans();
    const table = await screen.findByRole('table', { name: 'Subscription plans' });
    expect(within(table).getByText('1 line')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit the box of Weekly Box' }));
    const dialog = await screen.findByRole('dialog', { name: 'Box: Weekly Box' });
    expect(within(dialog).getByRole('group', { name: 'Line 1: Royal Gala Apple' })).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Find a product'), 'litchi');
    const product = within(dialog).getByLabelText('Product');
    await waitFor(() => expect(within(product).getByRole('option', { name: 'Shahi Litchi (500 gm)' })).toBeInTheDocument());
    await user.selectOptions(product, '8');
    await user.click(within(dialog).getByRole('button', { name: 'Add product' }));
    expect(within(dialog).getByRole('group', { name: 'Line 2: Shahi Litchi' })).toBeInTheDocument();

    const category = within(dialog).getByLabelText('Seasonal pick category');
    await waitFor(() => expect(within(category).getByRole('option', { name: "season's special" })).toBeInTheDocument());
    await user.selectOptions(category, '1');
    await user.click(within(dialog).getByRole('button', { name: 'Add seasonal pick' }));
    const pick = within(dialog).getByRole('group', { name: 'Line 3: Seasonal pick' });
    await user.selectOptions(within(pick).getByLabelText(/Unit/), 'pcs');
    const quantity = within(pick).getByLabelText(/Quantity/);
    await user.clear(quantity);
    await user.type(quantity, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Save Box' }));
    expect(await within(pick).findByText('The quantity is a whole number from 1 to 99')).toBeInTheDocument();
    expect(state.sent).toHaveLength(0);

    await user.clear(quantity);
    await user.type(quantity, '6');
    await user.type(within(pick).getByLabelText('Note'), 'Firm ones');
    await user.click(within(dialog).getByRole('button', { name: 'Move line 1 down' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save Box' }));
    expect(await screen.findByText('Plan box updated successfully')).toBeInTheDocument();
    expect(state.sent).toEqual([
      {
        planId: '1',
        lines: [
          { productId: '8', quantity: 1, note: null },
          { productId: '17', quantity: 1, note: null },
          { categoryId: '1', unit: 'pcs', quantity: 6, note: 'Firm ones' },
        ],
      },
    ]);
  });

  it("shows the server's refusal and keeps the dialog open", async () => {
    serveBox();
    server.use(graphql.mutation('PlanBoxSet', () => HttpResponse.json({ errors: [{ message: 'Line 1: No product with id 17', extensions: { code: 'BAD_USER_INPUT' } }] })));
    const user = userEvent.setup();
    renderPlans();
    await user.click(await screen.findByRole('button', { name: 'Edit the box of Weekly Box' }));
    const dialog = await screen.findByRole('dialog', { name: 'Box: Weekly Box' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove line 1' }));
    expect(within(dialog).getByText('The box is empty.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save Box' }));
    expect(await screen.findByText('Line 1: No product with id 17')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Box: Weekly Box' })).toBeInTheDocument();
  });
});
