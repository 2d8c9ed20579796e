import { useState } from 'react';
import { Badge, Button, Grid, Input, NativeSelect, Table, Textarea } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useForm } from 'react-hook-form';
import { graphql } from '../../gql';
import type { PlansPageListQuery } from '../../gql/graphql';
import { PLAN_TYPES, type PlanType } from '@fruit-shop/common/plan.rules';
import { formatMoney } from '../../lib/money';
import { useAdminSearch } from '../admin-context';
import { PlanBoxDialog } from './plan-box-dialog';
import { ConfirmDialog, FormDialog, FormField, ListState, matchesSearch, PageHeader, ScrollTable, useAddOrUpdate, useAdminList, useSaveAndToast } from './list-page-parts';

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
      box {
        position
        kind
        quantity
        unit
        note
        label
        product {
          id
          name
          unit
          weight
          isActive
        }
        category {
          id
          name
        }
      }
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
  const { saving, save } = useAddOrUpdate(CreatePlanMutation, UpdatePlanMutation, () => {
    onSaved();
    onClose();
  });
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
    await save(plan?.id ?? null, input, { success: editing ? 'Plan updated successfully' : 'Plan added successfully', failure: 'Failed to save plan' });
  });

  return (
    <FormDialog
      open={open}
      title={editing ? 'Edit Subscription Plan' : 'Add Subscription Plan'}
      formId="plan-form"
      saving={saving}
      submitLabel={editing ? 'Update Plan' : 'Add Plan'}
      onSubmit={submit}
      onClose={onClose}
    >
      <Grid templateColumns={{ base: '1fr', sm: 'repeat(2, 1fr)' }} gap="3">
        <FormField label="Plan Type" required error={errors.planType?.message}>
          <NativeSelect.Root>
            <NativeSelect.Field {...register('planType', { validate: required('Please enter the plan type') })}>
              <option value="">Select a plan type</option>
              {/* A legacy free-text type stays choosable until the plan is saved with a cadence. */}
              {[...PLAN_TYPES, ...(plan && !PLAN_TYPES.includes(plan.planType as PlanType) ? [plan.planType] : [])].map((type) => (
                <option key={type} value={type}>
                  {type}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
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
    </FormDialog>
  );
}

/** Subscription Plans: every plan, on sale or withdrawn, with add, edit and delete. */
export default function PlansPage() {
  const { data, reload, listState } = useAdminList(PlansQuery, 'Failed to fetch subscription plans');
  const search = useAdminSearch();
  const saveAndToast = useSaveAndToast();
  const [editing, setEditing] = useState<{ plan: Plan | null } | null>(null);
  const [deleting, setDeleting] = useState<Plan | null>(null);
  const [boxing, setBoxing] = useState<Plan | null>(null);
  const [deletePlan, deleteState] = useMutation(DeletePlanMutation);

  const plans = (data?.adminSubscriptionPlans ?? []).filter((plan) => matchesSearch(search, plan.planName, plan.planType));

  const confirmDelete = async () => {
    if (!deleting) return;
    await saveAndToast(
      () => deletePlan({ variables: { id: deleting.id } }),
      {
        success: (result) => {
          const removal = result.data?.deleteSubscriptionPlan;
          return removal && !removal.deleted ? removal.message : 'Plan deleted successfully';
        },
        failure: 'Failed to delete plan',
      },
      () => {
        setDeleting(null);
        reload();
      },
    );
  };

  return (
    <section>
      <PageHeader title="Subscription Plans">
        <Button size="sm" colorPalette="green" bg="green.700" onClick={() => setEditing({ plan: null })}>
          Add Subscription Plan
        </Button>
      </PageHeader>
      <ListState
        {...listState}
        empty={plans.length === 0}
        emptyText={search.trim() ? 'No results found' : 'No subscription plans available at the moment'}
      >
        <ScrollTable label="Subscription plans" columns={['Plan', 'Type', 'Price', 'Validity', 'Box', 'Features', 'Subscribers', 'Status', 'Actions']}>
          {plans.map((plan) => (
            <Table.Row key={plan.id}>
              <Table.Cell fontWeight="medium">{plan.planName}</Table.Cell>
              <Table.Cell>{plan.planType}</Table.Cell>
              <Table.Cell>{formatMoney(plan.price)}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">{plan.validityDays} days</Table.Cell>
              <Table.Cell title={plan.box.map((line) => line.label).join('\n') || undefined}>
                {plan.box.length ? `${plan.box.length} ${plan.box.length === 1 ? 'line' : 'lines'}` : 'Empty'}
              </Table.Cell>
              <Table.Cell>{plan.features.length}</Table.Cell>
              <Table.Cell>{plan.subscriberCount}</Table.Cell>
              <Table.Cell>
                <Badge colorPalette={plan.isActive ? 'green' : 'gray'}>{plan.isActive ? 'Active' : 'Inactive'}</Badge>
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">
                <Button size="xs" variant="outline" me="2" aria-label={`Edit ${plan.planName}`} onClick={() => setEditing({ plan })}>
                  Edit
                </Button>
                <Button size="xs" variant="outline" me="2" aria-label={`Edit the box of ${plan.planName}`} onClick={() => setBoxing(plan)}>
                  Box
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
      <PlanBoxDialog plan={boxing} onClose={() => setBoxing(null)} onSaved={reload} />
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
