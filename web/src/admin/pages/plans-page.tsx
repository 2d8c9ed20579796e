import { useState } from 'react';
import { Badge, Button, Dialog, Grid, Input, Portal, Stack, Table, Textarea } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useForm } from 'react-hook-form';
import { toaster } from '../../components/app-toaster';
import { graphql } from '../../gql';
import type { PlansPageListQuery } from '../../gql/graphql';
import { formatMoney } from '../../lib/money';
import { useAdminSaving, useAdminSearch } from '../admin-context';
import { ConfirmDialog, errorMessage, FormField, ListState, NO_VALIDATE, PageHeader, ScrollTable, matchesSearch, useErrorToast } from './list-page-parts';

const PlansQuery = graphql(`
  query PlansPageList {
    adminSubscriptionPlans {
      id
      planType
      planName
      planDescription
      price
      validityDays
      features
      isActive
      subscriberCount
    }
  }
`);

const CreatePlanMutation = graphql(`
  mutation PlansPageCreate($input: SubscriptionPlanInput!) {
    createSubscriptionPlan(input: $input) {
      id
    }
  }
`);

const UpdatePlanMutation = graphql(`
  mutation PlansPageUpdate($id: ID!, $input: SubscriptionPlanInput!) {
    updateSubscriptionPlan(id: $id, input: $input) {
      id
    }
  }
`);

const DeletePlanMutation = graphql(`
  mutation PlansPageDelete($id: ID!) {
    deleteSubscriptionPlan(id: $id) {
      deleted
      message
    }
  }
`);

type Plan = PlansPageListQuery['adminSubscriptionPlans'][number];

interface PlanValues {
  planType: string;
  planName: string;
  planDescription: string;
  price: string;
  validityDays: string;
  features: string;
}

const valuesOf = (plan: Plan | null): PlanValues => ({
  planType: plan?.planType ?? '',
  planName: plan?.planName ?? '',
  planDescription: plan?.planDescription ?? '',
  price: plan ? String(plan.price) : '',
  validityDays: plan ? String(plan.validityDays) : '',
  features: plan?.features.join('\n') ?? '',
});

const required = (message: string) => (value: string) => (value.trim() ? true : message);

/** Add Subscription Plan / Edit Subscription Plan (add versus edit by whether a plan is selected). */
function PlanFormDialog({ open, plan, onClose, onSaved }: { open: boolean; plan: Plan | null; onClose: () => void; onSaved: () => void }) {
  const editing = !!plan;
  const [createPlan, created] = useMutation(CreatePlanMutation);
  const [updatePlan, updated] = useMutation(UpdatePlanMutation);
  const saving = created.loading || updated.loading;
  const { runSaving } = useAdminSaving();
  const { register, handleSubmit, formState } = useForm<PlanValues>({ values: valuesOf(plan) });
  const errors = formState.errors;

  const submit = handleSubmit(async (values) => {
    const input = {
      planType: values.planType.trim(),
      planName: values.planName.trim() || null,
      planDescription: values.planDescription.trim(),
      price: Number(values.price),
      validityDays: Number(values.validityDays),
      features: values.features
        .split(/[\n,]/)
        .map((feature) => feature.trim())
        .filter(Boolean),
      isActive: plan?.isActive ?? true,
    };
    try {
      await runSaving<unknown>(() => (plan ? updatePlan({ variables: { id: plan.id, input } }) : createPlan({ variables: { input } })));
      toaster.create({ type: 'success', title: editing ? 'Plan updated successfully' : 'Plan added successfully' });
      onSaved();
      onClose();
    } catch (error) {
      toaster.create({ type: 'error', title: errorMessage(error, 'Failed to save plan') });
    }
  });

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(event) => {
        if (!event.open) onClose();
      }}
      closeOnEscape={!saving}
      closeOnInteractOutside={false}
      placement="center"
      scrollBehavior="inside"
      size="lg"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="3">
            <Dialog.Header>
              <Dialog.Title>{editing ? 'Edit Subscription Plan' : 'Add Subscription Plan'}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack as="form" id="plan-form" gap="4" onSubmit={submit} {...NO_VALIDATE}>
                <Grid templateColumns={{ base: '1fr', sm: 'repeat(2, 1fr)' }} gap="3">
                  <FormField label="Plan Type" required error={errors.planType?.message}>
                    <Input {...register('planType', { validate: required('Please enter the plan type') })} />
                  </FormField>
                  <FormField label="Plan Name">
                    <Input {...register('planName')} />
                  </FormField>
                </Grid>
                <FormField label="Plan Description" required error={errors.planDescription?.message}>
                  <Textarea rows={3} {...register('planDescription', { validate: required('Please enter the plan description') })} />
                </FormField>
                <Grid templateColumns={{ base: '1fr', sm: 'repeat(2, 1fr)' }} gap="3">
                  <FormField label="Price (₹)" required error={errors.price?.message}>
                    <Input
                      type="number"
                      min="0"
                      step="0.01"
                      inputMode="decimal"
                      {...register('price', {
                        validate: (value) => (!value.trim() ? 'Please enter the price' : Number(value) >= 0 ? true : 'The price must be 0 or more'),
                      })}
                    />
                  </FormField>
                  <FormField label="Validity (days)" required error={errors.validityDays?.message}>
                    <Input
                      type="number"
                      min="1"
                      step="1"
                      inputMode="numeric"
                      {...register('validityDays', {
                        validate: (value) =>
                          !value.trim() ? 'Please enter the validity in days' : Number.isInteger(Number(value)) && Number(value) >= 1 ? true : 'Validity is a whole number of days from 1 to 3660',
                      })}
                    />
                  </FormField>
                </Grid>
                <FormField label="Features (one per line)">
                  <Textarea rows={4} {...register('features')} />
                </FormField>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose} disabled={saving}>
                Cancel
              </Button>
              <Button type="submit" form="plan-form" loading={saving} loadingText="Saving...">
                {editing ? 'Update Plan' : 'Add Plan'}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** Subscription Plans: every plan, on sale or withdrawn, with add, edit and delete. */
export default function PlansPage() {
  const { data, loading, error, refetch } = useQuery(PlansQuery, { fetchPolicy: 'cache-and-network', notifyOnNetworkStatusChange: true });
  useErrorToast(error, 'Failed to fetch subscription plans');
  const search = useAdminSearch();
  const { runSaving } = useAdminSaving();
  const [editing, setEditing] = useState<{ plan: Plan | null } | null>(null);
  const [deleting, setDeleting] = useState<Plan | null>(null);
  const [deletePlan, deleteState] = useMutation(DeletePlanMutation);

  const plans = (data?.adminSubscriptionPlans ?? []).filter((plan) => matchesSearch(search, plan.planName, plan.planType));
  const reload = () => void refetch().catch(() => undefined);

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      const result = await runSaving(() => deletePlan({ variables: { id: deleting.id } }));
      const removal = result.data?.deleteSubscriptionPlan;
      toaster.create({ type: 'success', title: removal && !removal.deleted ? removal.message : 'Plan deleted successfully' });
      setDeleting(null);
      reload();
    } catch (e) {
      toaster.create({ type: 'error', title: errorMessage(e, 'Failed to delete plan') });
    }
  };

  return (
    <section>
      <PageHeader title="Subscription Plans">
        <Button size="sm" colorPalette="green" bg="green.700" onClick={() => setEditing({ plan: null })}>
          Add Subscription Plan
        </Button>
      </PageHeader>
      <ListState
        loading={loading && !data}
        error={data ? null : error}
        errorText="Failed to fetch subscription plans"
        empty={plans.length === 0}
        emptyText={search.trim() ? 'No results found' : 'No subscription plans available at the moment'}
        onRetry={reload}
      >
        <ScrollTable label="Subscription plans" columns={['Plan', 'Type', 'Price', 'Validity', 'Features', 'Subscribers', 'Status', 'Actions']}>
          {plans.map((plan) => (
            <Table.Row key={plan.id}>
              <Table.Cell fontWeight="medium">{plan.planName}</Table.Cell>
              <Table.Cell>{plan.planType}</Table.Cell>
              <Table.Cell>{formatMoney(plan.price)}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">{plan.validityDays} days</Table.Cell>
              <Table.Cell>{plan.features.length}</Table.Cell>
              <Table.Cell>{plan.subscriberCount}</Table.Cell>
              <Table.Cell>
                <Badge colorPalette={plan.isActive ? 'green' : 'gray'}>{plan.isActive ? 'Active' : 'Inactive'}</Badge>
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">
                <Button size="xs" variant="outline" me="2" aria-label={`Edit ${plan.planName}`} onClick={() => setEditing({ plan })}>
                  Edit
                </Button>
                <Button size="xs" variant="outline" colorPalette="red" aria-label={`Delete ${plan.planName}`} onClick={() => setDeleting(plan)}>
                  Delete
                </Button>
              </Table.Cell>
            </Table.Row>
          ))}
        </ScrollTable>
      </ListState>
      <PlanFormDialog open={!!editing} plan={editing?.plan ?? null} onClose={() => setEditing(null)} onSaved={reload} />
      <ConfirmDialog
        open={!!deleting}
        title="Delete plan"
        message="Are you sure you want to delete this plan?"
        confirmLabel="Delete"
        busy={deleteState.loading}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      />
    </section>
  );
}
