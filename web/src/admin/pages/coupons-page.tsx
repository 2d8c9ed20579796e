import { useState } from 'react';
import { Badge, Button, Checkbox, Grid, Input, NativeSelect, Table } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { COUPON_STATE_LABELS, type CouponState } from '@fruit-shop/common/coupon.rules';
import { graphql } from '../../gql';
import type { CouponInput, CouponsPageListQuery } from '../../gql/graphql';
import { formatMoney } from '../../lib/money';
import { useAdminSearch } from '../admin-context';
import { ConfirmDialog, formatDate, FormDialog, FormField, ListState, matchesSearch, PageHeader, ScrollTable, useAddOrUpdate, useAdminList, useSaveAndToast } from './list-page-parts';

const CouponsQuery = graphql(`
  query CouponsPageList {
    adminCoupons {
      id
      code
      description
      discountType
      discountValue
      minOrderValue
      usageLimit
      perUserLimit
      timesUsed
      validUntil
      isActive
      status
    }
  }
`);

const CreateCouponMutation = graphql(`
  mutation CouponsPageCreate($input: CouponInput!) {
    createCoupon(input: $input) {
      id
    }
  }
`);

const UpdateCouponMutation = graphql(`
  mutation CouponsPageUpdate($id: ID!, $input: CouponInput!) {
    updateCoupon(id: $id, input: $input) {
      id
      isActive
    }
  }
`);

type Coupon = CouponsPageListQuery['adminCoupons'][number];

// The server says whether a coupon applies now (the shared rule): a switched-on coupon past its date reads Expired.
const STATE_PALETTES: Record<CouponState, string> = { active: 'green', inactive: 'gray', expired: 'orange', used_up: 'purple' };

const TYPE_LABELS: Record<string, string> = { percentage: 'Percentage', fixed: 'Fixed amount', free_shipping: 'Free shipping' };

function valueText(coupon: Coupon): string {
  if (coupon.discountType === 'percentage') return `${coupon.discountValue}%`;
  if (coupon.discountType === 'fixed') return formatMoney(coupon.discountValue);
  return '—';
}

interface CouponValues {
  code: string;
  description: string;
  discountType: string;
  discountValue: string;
  minOrderValue: string;
  usageLimit: string;
  perUserLimit: string;
  validUntil: string;
  isActive: boolean;
}

const valuesOf = (coupon: Coupon | null): CouponValues => ({
  code: coupon?.code ?? '',
  description: coupon?.description ?? '',
  discountType: coupon?.discountType ?? 'percentage',
  discountValue: coupon ? String(coupon.discountValue) : '',
  minOrderValue: coupon ? String(coupon.minOrderValue) : '0',
  usageLimit: coupon?.usageLimit == null ? '' : String(coupon.usageLimit),
  perUserLimit: coupon?.perUserLimit == null ? '' : String(coupon.perUserLimit),
  validUntil: coupon?.validUntil?.slice(0, 10) ?? '',
  isActive: coupon?.isActive ?? true,
});

const optionalCount = (value: string) => (value.trim() ? Number(value) : null);
/** A date field means the whole of that day (India time, the shop's). */
const endOfDay = (date: string) => (date ? new Date(`${date}T23:59:59.999+05:30`).toISOString() : null);

function inputOf(coupon: Coupon, isActive: boolean): CouponInput {
  return {
    code: coupon.code,
    description: coupon.description,
    discountType: coupon.discountType,
    discountValue: coupon.discountValue,
    minOrderValue: coupon.minOrderValue,
    usageLimit: coupon.usageLimit,
    perUserLimit: coupon.perUserLimit,
    validUntil: coupon.validUntil,
    isActive,
  };
}

const wholeOrEmpty = (label: string) => (value: string) => (!value.trim() || (Number.isInteger(Number(value)) && Number(value) >= 0) ? true : `${label} must be a whole number of 0 or more`);

/** Add Coupon / Edit Coupon (add versus edit by whether a coupon is selected). */
function CouponFormDialog({ open, coupon, onClose, onSaved }: { open: boolean; coupon: Coupon | null; onClose: () => void; onSaved: () => void }) {
  const editing = !!coupon;
  const { saving, save } = useAddOrUpdate(CreateCouponMutation, UpdateCouponMutation, () => {
    onSaved();
    onClose();
  });
  const { register, handleSubmit, control, formState } = useForm<CouponValues>({ values: valuesOf(coupon) });
  const errors = formState.errors;
  const type = useWatch({ control, name: 'discountType' });

  const submit = handleSubmit(async (values) => {
    const input: CouponInput = {
      code: values.code.trim().toUpperCase(),
      description: values.description.trim() || null,
      discountType: values.discountType,
      discountValue: values.discountType === 'free_shipping' ? 0 : Number(values.discountValue),
      minOrderValue: Number(values.minOrderValue || 0),
      usageLimit: optionalCount(values.usageLimit),
      perUserLimit: optionalCount(values.perUserLimit),
      validUntil: endOfDay(values.validUntil),
      isActive: values.isActive,
    };
    await save(coupon?.id ?? null, input, { success: editing ? 'Coupon updated successfully' : 'Coupon added successfully', failure: 'Failed to save coupon' });
  });

  return (
    <FormDialog
      open={open}
      title={editing ? 'Edit Coupon' : 'Add Coupon'}
      formId="coupon-form"
      saving={saving}
      submitLabel={editing ? 'Update Coupon' : 'Add Coupon'}
      onSubmit={submit}
      onClose={onClose}
    >
      <Grid templateColumns={{ base: '1fr', sm: 'repeat(2, 1fr)' }} gap="3">
        <FormField label="Code" required error={errors.code?.message}>
          <Input textTransform="uppercase" {...register('code', { validate: (value) => (value.trim() ? true : 'Please enter a coupon code') })} />
        </FormField>
        <FormField label="Discount Type" required>
          <NativeSelect.Root>
            <NativeSelect.Field {...register('discountType')}>
              {Object.entries(TYPE_LABELS).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
      </Grid>
      <FormField label="Description">
        <Input {...register('description')} />
      </FormField>
      <Grid templateColumns={{ base: '1fr', sm: 'repeat(2, 1fr)' }} gap="3">
        {type !== 'free_shipping' && (
          <FormField label={type === 'percentage' ? 'Discount (%)' : 'Discount (₹)'} required error={errors.discountValue?.message}>
            <Input
              type="number"
              min="0"
              step="0.01"
              inputMode="decimal"
              {...register('discountValue', {
                validate: (value, all) =>
                  all.discountType === 'free_shipping' || (value.trim() && Number(value) > 0) ? true : 'Please enter a discount of more than 0',
              })}
            />
          </FormField>
        )}
        <FormField label="Minimum Order (₹)" error={errors.minOrderValue?.message}>
          <Input
            type="number"
            min="0"
            step="0.01"
            inputMode="decimal"
            {...register('minOrderValue', { validate: (value) => (!value.trim() || Number(value) >= 0 ? true : 'The minimum order value must be 0 or more') })}
          />
        </FormField>
        <FormField label="Usage Limit (empty for none)" error={errors.usageLimit?.message}>
          <Input type="number" min="0" step="1" inputMode="numeric" {...register('usageLimit', { validate: wholeOrEmpty('Usage limit') })} />
        </FormField>
        <FormField label="Per-user Limit (empty for none)" error={errors.perUserLimit?.message}>
          <Input type="number" min="0" step="1" inputMode="numeric" {...register('perUserLimit', { validate: wholeOrEmpty('Per-user limit') })} />
        </FormField>
        <FormField label="Valid Until">
          <Input type="date" {...register('validUntil')} />
        </FormField>
      </Grid>
      <Controller
        control={control}
        name="isActive"
        render={({ field }) => (
          <Checkbox.Root checked={field.value} onCheckedChange={(event) => field.onChange(event.checked === true)}>
            <Checkbox.HiddenInput name={field.name} onBlur={field.onBlur} />
            <Checkbox.Control />
            <Checkbox.Label>Active</Checkbox.Label>
          </Checkbox.Root>
        )}
      />
    </FormDialog>
  );
}

/** Coupons: every coupon (active first) with its usage so far; add, edit, deactivate. */
export default function CouponsPage() {
  const { data, reload, listState } = useAdminList(CouponsQuery, 'Failed to fetch coupons');
  const search = useAdminSearch();
  const saveAndToast = useSaveAndToast();
  const [editing, setEditing] = useState<{ coupon: Coupon | null } | null>(null);
  const [deactivating, setDeactivating] = useState<Coupon | null>(null);
  const [updateCoupon, updateState] = useMutation(UpdateCouponMutation);

  const coupons = (data?.adminCoupons ?? []).filter((coupon) => matchesSearch(search, coupon.code, coupon.description));

  const setActive = (coupon: Coupon, isActive: boolean) =>
    saveAndToast(
      () => updateCoupon({ variables: { id: coupon.id, input: inputOf(coupon, isActive) } }),
      { success: isActive ? 'Coupon activated successfully' : 'Coupon deactivated successfully', failure: 'Failed to save coupon' },
      () => {
        setDeactivating(null);
        reload();
      },
    );

  return (
    <section>
      <PageHeader title="Coupons">
        <Button size="sm" colorPalette="green" bg="green.700" onClick={() => setEditing({ coupon: null })}>
          Add Coupon
        </Button>
      </PageHeader>
      <ListState
        {...listState}
        empty={coupons.length === 0}
        emptyText={search ? 'No results found' : 'No coupons yet'}
      >
        <ScrollTable label="Coupons" columns={['Code', 'Type', 'Value', 'Min order', 'Valid until', 'Used / limit', 'Per user', 'Status', 'Actions']}>
          {coupons.map((coupon) => (
            <Table.Row key={coupon.id}>
              <Table.Cell fontWeight="medium" fontFamily="mono">
                {coupon.code}
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">{TYPE_LABELS[coupon.discountType] ?? coupon.discountType}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">{valueText(coupon)}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">{formatMoney(coupon.minOrderValue)}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">{coupon.validUntil ? formatDate(coupon.validUntil) : 'No expiry'}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">
                {coupon.timesUsed} / {coupon.usageLimit ?? '∞'}
              </Table.Cell>
              <Table.Cell>{coupon.perUserLimit ?? '∞'}</Table.Cell>
              <Table.Cell>
                <Badge colorPalette={STATE_PALETTES[coupon.status as CouponState] ?? 'gray'}>{COUPON_STATE_LABELS[coupon.status as CouponState] ?? coupon.status}</Badge>
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">
                <Button size="xs" variant="outline" me="2" aria-label={`Edit ${coupon.code}`} onClick={() => setEditing({ coupon })}>
                  Edit
                </Button>
                {coupon.isActive ? (
                  <Button size="xs" variant="outline" colorPalette="red" aria-label={`Deactivate ${coupon.code}`} onClick={() => setDeactivating(coupon)}>
                    Deactivate
                  </Button>
                ) : (
                  <Button size="xs" variant="outline" aria-label={`Activate ${coupon.code}`} disabled={updateState.loading} onClick={() => void setActive(coupon, true)}>
                    Activate
                  </Button>
                )}
              </Table.Cell>
            </Table.Row>
          ))}
        </ScrollTable>
      </ListState>
      <CouponFormDialog open={!!editing} coupon={editing?.coupon ?? null} onClose={() => setEditing(null)} onSaved={reload} />
      <ConfirmDialog
        open={!!deactivating}
        title="Deactivate coupon"
        message={`Are you sure you want to deactivate ${deactivating?.code ?? 'this coupon'}? Customers will no longer be able to use it.`}
        confirmLabel="Deactivate"
        busy={updateState.loading}
        onConfirm={() => deactivating && void setActive(deactivating, false)}
        onClose={() => setDeactivating(null)}
      />
    </section>
  );
}
