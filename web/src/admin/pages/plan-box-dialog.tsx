import { useState } from 'react';
import { Badge, Box, Button, Flex, Grid, IconButton, Input, NativeSelect, Spinner, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { useFieldArray, useForm } from 'react-hook-form';
import { graphql } from '../../gql';
import type { PlansPageListQuery } from '../../gql/graphql';
import { normalizeUnit } from '@fruit-shop/common/units';
import { BOX_MESSAGES, boxQuantityText, DEFAULT_PICK_UNIT, MAX_BOX_LINES, MAX_BOX_NOTE_LENGTH, PICK_UNITS, validBoxQuantity } from '@fruit-shop/common/plan-box.rules';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { errorMessage, FormDialog, FormField, useSaveAndToast } from './list-page-parts';

const BoxProductsQuery = graphql(`
  query PlanBoxProducts($search: String) {
    adminProducts(search: $search, limit: 20) {
      id
      name
      unit
      weight
      isActive
      categoryName
    }
  }
`);

const BoxCategoriesQuery = graphql(`
  query PlanBoxCategories {
    adminCategories {
      id
      name
    }
  }
`);

const SetPlanBoxMutation = graphql(`
  mutation PlanBoxSet($planId: ID!, $lines: [PlanBoxLineInput!]!) {
    setSubscriptionPlanBox(planId: $planId, lines: $lines) {
      id
    }
  }
`);

type Plan = PlansPageListQuery['adminSubscriptionPlans'][number];

interface LineValues {
  kind: 'PRODUCT' | 'SEASONAL_PICK';
  productId: string;
  productName: string;
  productUnit: string;
  productWeight: number | null;
  productActive: boolean;
  categoryId: string;
  /** A seasonal pick's unit. */
  unit: string;
  quantity: string;
  note: string;
}

interface BoxValues {
  lines: LineValues[];
}

const EMPTY_LINE: Omit<LineValues, 'kind'> = {
  productId: '',
  productName: '',
  productUnit: '',
  productWeight: null,
  productActive: true,
  categoryId: '',
  unit: DEFAULT_PICK_UNIT,
  quantity: '1',
  note: '',
};

const valuesOf = (plan: Plan | null): BoxValues => ({
  lines: (plan?.box ?? []).map((line) =>
    line.product
      ? {
          ...EMPTY_LINE,
          kind: 'PRODUCT',
          productId: line.product.id,
          productName: line.product.name,
          productUnit: line.product.unit,
          productWeight: line.product.weight ?? null,
          productActive: line.product.isActive,
          quantity: String(line.quantity),
          note: line.note ?? '',
        }
      : { ...EMPTY_LINE, kind: 'SEASONAL_PICK', categoryId: line.category?.id ?? '', unit: line.unit, quantity: String(line.quantity), note: line.note ?? '' },
  ),
});

/** The plan's box in one call; the server checks the same rules (common/plan-box.rules). */
const linesInput = (values: BoxValues) =>
  values.lines.map((line) => ({
    ...(line.kind === 'PRODUCT' ? { productId: line.productId } : { categoryId: line.categoryId, unit: line.unit }),
    quantity: Number(line.quantity),
    note: line.note.trim() || null,
  }));

/** A plan's box (issue 38): add products and seasonal picks, set quantities and notes, reorder, remove. */
export function PlanBoxDialog({ plan, onClose, onSaved }: { plan: Plan | null; onClose: () => void; onSaved: () => void }) {
  const open = !!plan;
  const saveAndToast = useSaveAndToast();
  const [setBox, setState] = useMutation(SetPlanBoxMutation);
  const { control, register, handleSubmit, formState } = useForm<BoxValues>({ values: valuesOf(plan) });
  const { fields, append, remove, move } = useFieldArray({ control, name: 'lines' });
  const errors = formState.errors.lines;
  const full = fields.length >= MAX_BOX_LINES;

  const [search, setSearch] = useState('');
  const [productId, setProductId] = useState('');
  const [categoryId, setCategoryId] = useState('');
  const debounced = useDebouncedValue(search.trim(), 250);
  const products = useQuery(BoxProductsQuery, { variables: { search: debounced || null }, skip: !open, notifyOnNetworkStatusChange: true });
  const categories = useQuery(BoxCategoriesQuery, { skip: !open });
  const found = products.data?.adminProducts ?? [];
  const inBox = new Set(fields.filter((f) => f.kind === 'PRODUCT').map((f) => f.productId));
  const categoryList = categories.data?.adminCategories ?? [];
  const categoryName = (id: string) => categoryList.find((c) => c.id === id)?.name ?? 'a category';

  const addProduct = () => {
    const product = found.find((p) => p.id === productId);
    if (!product || inBox.has(product.id) || full) return;
    const unit = normalizeUnit(product.unit);
    append({ ...EMPTY_LINE, kind: 'PRODUCT', productId: product.id, productName: product.name, productUnit: unit, productWeight: product.weight ?? null, productActive: product.isActive });
    setProductId('');
  };
  const addPick = () => {
    if (!categoryId || full) return;
    append({ ...EMPTY_LINE, kind: 'SEASONAL_PICK', categoryId });
  };

  const close = () => {
    setSearch('');
    setProductId('');
    setCategoryId('');
    onClose();
  };

  const submit = handleSubmit(async (values) => {
    if (!plan) return;
    await saveAndToast(() => setBox({ variables: { planId: plan.id, lines: linesInput(values) } }), { success: 'Plan box updated successfully', failure: 'Failed to save plan box' }, () => {
      onSaved();
      close();
    });
  });

  return (
    <FormDialog open={open} title={plan ? `Box: ${plan.planName}` : 'Box'} formId="plan-box-form" saving={setState.loading} submitLabel="Save Box" onSubmit={submit} onClose={close}>
      <Stack gap="4">
        <Text fontSize="sm" color="fg.muted">
          What each delivery brings. Changes apply to deliveries not made yet. A seasonal pick is an in-stock product of its category, chosen on the day.
        </Text>
        {fields.length === 0 ? (
          <Text color="fg.muted">The box is empty.</Text>
        ) : (
          <Stack as="ol" gap="3" listStyleType="none" ps="0" aria-label="Lines in the box">
            {fields.map((field, index) => {
              const lineErrors = errors?.[index];
              const name = field.kind === 'PRODUCT' ? field.productName : 'Seasonal pick';
              return (
                <Box as="li" key={field.id} borderWidth="1px" rounded="md" p="3">
                  <Box role="group" aria-label={`Line ${index + 1}: ${name}`}>
                    <Flex justify="space-between" align="center" gap="2" mb="2" wrap="wrap">
                      <Text fontWeight="medium">
                        {index + 1}. {field.kind === 'PRODUCT' ? field.productName : 'Seasonal pick'}{' '}
                        {field.kind === 'PRODUCT' && !field.productActive ? (
                          <Badge colorPalette="gray" ms="1">
                            Off sale: substituted on the day
                          </Badge>
                        ) : null}
                      </Text>
                      <Flex gap="1">
                        <IconButton size="xs" variant="outline" aria-label={`Move line ${index + 1} up`} disabled={index === 0} onClick={() => move(index, index - 1)}>
                          <ArrowUp />
                        </IconButton>
                        <IconButton size="xs" variant="outline" aria-label={`Move line ${index + 1} down`} disabled={index === fields.length - 1} onClick={() => move(index, index + 1)}>
                          <ArrowDown />
                        </IconButton>
                        <IconButton size="xs" variant="outline" colorPalette="red" aria-label={`Remove line ${index + 1}`} onClick={() => remove(index)}>
                          <Trash2 />
                        </IconButton>
                      </Flex>
                    </Flex>
                    <Grid templateColumns={{ base: '1fr', sm: field.kind === 'PRODUCT' ? '8rem 1fr' : '1fr 7rem 8rem' }} gap="3">
                      {field.kind === 'SEASONAL_PICK' ? (
                        <>
                          <FormField label="Category" required>
                            <NativeSelect.Root size="sm">
                              <NativeSelect.Field {...register(`lines.${index}.categoryId`, { required: true })}>
                                {/* The line's own category stays listed while the categories load. */}
                                {categoryList.some((c) => c.id === field.categoryId) ? null : <option value={field.categoryId}>{categoryName(field.categoryId)}</option>}
                                {categoryList.map((c) => (
                                  <option key={c.id} value={c.id}>
                                    {c.name}
                                  </option>
                                ))}
                              </NativeSelect.Field>
                              <NativeSelect.Indicator />
                            </NativeSelect.Root>
                          </FormField>
                          <FormField label="Unit" required>
                            <NativeSelect.Root size="sm">
                              <NativeSelect.Field {...register(`lines.${index}.unit`)}>
                                {PICK_UNITS.map((unit) => (
                                  <option key={unit} value={unit}>
                                    {unit}
                                  </option>
                                ))}
                              </NativeSelect.Field>
                              <NativeSelect.Indicator />
                            </NativeSelect.Root>
                          </FormField>
                        </>
                      ) : null}
                      <FormField
                        label={field.kind === 'PRODUCT' ? `Quantity (${boxQuantityText(1, field.productUnit, field.productWeight)} each)` : 'Quantity'}
                        required
                        error={lineErrors?.quantity?.message}
                      >
                        <Input
                          size="sm"
                          type="number"
                          min="1"
                          max="99"
                          step="1"
                          inputMode="numeric"
                          {...register(`lines.${index}.quantity`, { validate: (value) => (validBoxQuantity(Number(value)) && value.trim() !== '' ? true : BOX_MESSAGES.quantity) })}
                        />
                      </FormField>
                      {field.kind === 'PRODUCT' ? (
                        <FormField label="Note" error={lineErrors?.note?.message}>
                          <Input size="sm" {...register(`lines.${index}.note`, { maxLength: { value: MAX_BOX_NOTE_LENGTH, message: BOX_MESSAGES.note } })} />
                        </FormField>
                      ) : null}
                    </Grid>
                    {field.kind === 'SEASONAL_PICK' ? (
                      <Box mt="3">
                        <FormField label="Note" error={lineErrors?.note?.message}>
                          <Input size="sm" {...register(`lines.${index}.note`, { maxLength: { value: MAX_BOX_NOTE_LENGTH, message: BOX_MESSAGES.note } })} />
                        </FormField>
                      </Box>
                    ) : null}
                  </Box>
                </Box>
              );
            })}
          </Stack>
        )}

        {full ? (
          <Text fontSize="sm" color="fg.muted" role="status">
            {BOX_MESSAGES.tooManyLines}.
          </Text>
        ) : (
          <Stack gap="4" borderTopWidth="1px" pt="4">
            <Stack gap="2" as="fieldset">
              <Text as="legend" fontWeight="medium" mb="2">
                Add a product
              </Text>
              <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr auto' }} gap="3" alignItems="end">
                <FormField label="Find a product">
                  <Input size="sm" type="search" value={search} onChange={(event) => setSearch(event.target.value)} placeholder="Name" />
                </FormField>
                <FormField label="Product">
                  <NativeSelect.Root size="sm" disabled={products.loading && !products.data}>
                    <NativeSelect.Field value={productId} onChange={(event) => setProductId(event.target.value)}>
                      <option value="">{found.length ? 'Choose a product' : products.loading ? 'Searching...' : 'No products found'}</option>
                      {found.map((p) => (
                        <option key={p.id} value={p.id} disabled={inBox.has(p.id)}>
                          {p.name} ({boxQuantityText(1, normalizeUnit(p.unit), p.weight)}){inBox.has(p.id) ? ' (in the box)' : p.isActive ? '' : ' (off sale)'}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </FormField>
                <Button size="sm" variant="outline" onClick={addProduct} disabled={!productId || inBox.has(productId)}>
                  Add product
                </Button>
              </Grid>
              {products.loading ? (
                <Flex role="status" align="center" gap="2" fontSize="sm" color="fg.muted">
                  <Spinner size="xs" /> Searching...
                </Flex>
              ) : products.error ? (
                <Flex role="alert" align="center" gap="2" fontSize="sm">
                  <Text color="fg.error">{errorMessage(products.error, 'Failed to fetch products')}</Text>
                  <Button size="xs" variant="outline" onClick={() => void products.refetch().catch(() => undefined)}>
                    Retry
                  </Button>
                </Flex>
              ) : null}
            </Stack>

            <Stack gap="2" as="fieldset">
              <Text as="legend" fontWeight="medium" mb="2">
                Add a seasonal pick
              </Text>
              <Grid templateColumns={{ base: '1fr', sm: '1fr auto' }} gap="3" alignItems="end">
                <FormField label="Seasonal pick category">
                  <NativeSelect.Root size="sm" disabled={categories.loading}>
                    <NativeSelect.Field value={categoryId} onChange={(event) => setCategoryId(event.target.value)}>
                      <option value="">{categories.loading ? 'Loading...' : 'Choose a category'}</option>
                      {categoryList.map((c) => (
                        <option key={c.id} value={c.id}>
                          {c.name}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </FormField>
                <Button size="sm" variant="outline" onClick={addPick} disabled={!categoryId}>
                  Add seasonal pick
                </Button>
              </Grid>
              {categories.error ? (
                <Flex role="alert" align="center" gap="2" fontSize="sm">
                  <Text color="fg.error">{errorMessage(categories.error, 'Failed to load categories')}</Text>
                  <Button size="xs" variant="outline" onClick={() => void categories.refetch().catch(() => undefined)}>
                    Retry
                  </Button>
                </Flex>
              ) : null}
            </Stack>
          </Stack>
        )}
      </Stack>
    </FormDialog>
  );
}
