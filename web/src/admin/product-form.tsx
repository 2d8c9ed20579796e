import { Box, Button, Checkbox, Flex, Grid, Image, Input, NativeSelect, Stack, Text, Textarea } from '@chakra-ui/react';
import type { ProductInput } from '../gql/graphql';
import { gstRateRule, hsnRule, normalizeHsn } from '@fruit-shop/common/gst.rules';
import { FormField } from './admin-form-parts';
import { ProductTaxFields } from './product-tax-fields';

/** The product fields of spec §5 Admin as the form edits them (text until saved). */
export interface ProductFormValues {
  name: string;
  categoryId: string;
  price: string;
  discountPrice: string;
  stockQuantity: string;
  weight: string;
  unit: string;
  maxOrderLimit: string;
  image: string;
  imageFile: File | null;
  /** An object URL of `imageFile`, for the preview. */
  imagePreview: string | null;
  gallery: string;
  tags: string;
  attributes: { key: string; value: string }[];
  countryOfOrigin: string;
  storageInstruction: string;
  /** The spec's supplied_id: the supplier's own reference. */
  suppliedId: string;
  /** For the tax invoice: HSN code and GST rate (percent, as text). */
  hsnCode: string;
  gstRate: string;
  description: string;
  availableFrom: string;
  availableUntil: string;
  isActive: boolean;
  isFeatured: boolean;
}

export const UNITS = ['kg', 'gm', 'pcs', 'ltr'] as const;

export const EMPTY_PRODUCT: ProductFormValues = {
  name: '',
  categoryId: '',
  price: '',
  discountPrice: '',
  stockQuantity: '',
  weight: '',
  unit: 'kg',
  maxOrderLimit: '',
  image: '',
  imageFile: null,
  imagePreview: null,
  gallery: '',
  tags: '',
  attributes: [],
  countryOfOrigin: '',
  storageInstruction: '',
  suppliedId: '',
  hsnCode: '',
  gstRate: '0',
  description: '',
  availableFrom: '',
  availableUntil: '',
  isActive: true,
  isFeatured: false,
};

export type ProductErrors = Partial<Record<'name' | 'categoryId' | 'price' | 'discountPrice' | 'stockQuantity' | 'weight' | 'maxOrderLimit' | 'image' | 'suppliedId' | 'hsnCode' | 'gstRate', string>>;

/** As the server checks it (product-admin.service.ts). */
const SUPPLIED_ID = /^[A-Za-z0-9][A-Za-z0-9 ._/-]{0,49}$/;
export const SUPPLIED_ID_MESSAGE = 'The supplied id has at most 50 letters, digits, spaces or . _ / -';

const list = (text: string) =>
  text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

/** Today as YYYY-MM-DD in the admin's own time zone. */
function today(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

export function validateProduct(v: ProductFormValues, adding: boolean): ProductErrors {
  const errors: ProductErrors = {};
  const number = (text: string) => (text.trim() === '' ? null : Number(text));
  // The server's own texts (api/src/modules/catalog/product-admin.service.ts).
  if (!v.name.trim()) errors.name = 'Please enter the product name';
  if (!v.categoryId) errors.categoryId = 'Please choose a category';
  const price = number(v.price);
  if (price === null || Number.isNaN(price) || price < 0) errors.price = 'Please enter a price of 0 or more';
  const discount = number(v.discountPrice);
  if (discount !== null && (Number.isNaN(discount) || discount < 0)) errors.discountPrice = 'Please enter a valid discount price';
  else if (discount !== null && price !== null && discount >= price) errors.discountPrice = 'The discount price must be below the price';
  const stock = number(v.stockQuantity);
  if (stock === null || !Number.isInteger(stock) || stock < 0) errors.stockQuantity = 'Please enter a stock quantity of 0 or more';
  const weight = number(v.weight);
  if (weight === null && adding) errors.weight = 'Please enter the weight';
  else if (weight !== null && (Number.isNaN(weight) || weight < 0)) errors.weight = 'The weight must be 0 or more, with at most two decimals';
  const limit = number(v.maxOrderLimit);
  if (limit !== null && (!Number.isInteger(limit) || limit < 0)) errors.maxOrderLimit = 'The max order limit must be 0 or more';
  if (adding && !v.imageFile && !v.image.trim()) errors.image = 'Please choose an image';
  if (v.suppliedId.trim() && !SUPPLIED_ID.test(v.suppliedId.trim())) errors.suppliedId = SUPPLIED_ID_MESSAGE;
  const hsn = hsnRule(v.hsnCode);
  if (hsn !== true) errors.hsnCode = hsn;
  const rate = gstRateRule(Number(v.gstRate));
  if (rate !== true) errors.gstRate = rate;
  return errors;
}

/** The mutation's input; `image` is the uploaded file's address when one was chosen. */
export function productInput(v: ProductFormValues, image: string | null): ProductInput {
  const optionalNumber = (text: string) => (text.trim() === '' ? null : Number(text));
  const attributes = v.attributes.filter((row) => row.key.trim());
  return {
    name: v.name.trim(),
    categoryId: v.categoryId,
    price: Number(v.price),
    discountPrice: optionalNumber(v.discountPrice),
    stockQuantity: Number(v.stockQuantity),
    weight: optionalNumber(v.weight),
    unit: v.unit,
    maxOrderLimit: optionalNumber(v.maxOrderLimit),
    ...(image ? { image } : {}),
    imageGallery: list(v.gallery),
    tags: list(v.tags),
    customAttributes: Object.fromEntries(attributes.map((row) => [row.key.trim(), row.value.trim()])),
    countryOfOrigin: v.countryOfOrigin.trim() || null,
    storageInstruction: v.storageInstruction.trim() || null,
    suppliedId: v.suppliedId.trim() || null,
    hsnCode: normalizeHsn(v.hsnCode),
    gstRate: Number(v.gstRate),
    description: v.description.trim() || null,
    // Spec §5: an empty start is today, an empty end 2030-12-31.
    availableFrom: v.availableFrom || today(),
    availableUntil: v.availableUntil || '2030-12-31',
    isActive: v.isActive,
    isFeatured: v.isFeatured,
  };
}

/** The form's fields; the dialog around it owns saving. */
export function ProductFormFields({
  values,
  errors,
  categories,
  onChange,
}: {
  values: ProductFormValues;
  errors: ProductErrors;
  categories: readonly { id: string; name: string }[];
  onChange: (next: ProductFormValues) => void;
}) {
  const set = <K extends keyof ProductFormValues>(key: K, value: ProductFormValues[K]) => onChange({ ...values, [key]: value });
  const text = (key: keyof ProductFormValues) => (event: { target: { value: string } }) => set(key, event.target.value as never);
  const shown = values.imagePreview ?? (values.image || null);
  return (
    <Stack gap="4">
      <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
        <FormField label="Product Name" required error={errors.name}>
          <Input value={values.name} onChange={text('name')} />
        </FormField>
        <FormField label="Category" required error={errors.categoryId}>
          <NativeSelect.Root>
            <NativeSelect.Field value={values.categoryId} onChange={text('categoryId')}>
              <option value="">Select a category</option>
              {categories.map((category) => (
                <option key={category.id} value={category.id}>
                  {category.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <FormField label="Price (₹)" required error={errors.price}>
          <Input type="number" min="0" step="0.01" inputMode="decimal" value={values.price} onChange={text('price')} />
        </FormField>
        <FormField label="Discount Price (₹)" error={errors.discountPrice}>
          <Input type="number" min="0" step="0.01" inputMode="decimal" value={values.discountPrice} onChange={text('discountPrice')} />
        </FormField>
        <FormField label="Stock Quantity" required error={errors.stockQuantity}>
          <Input type="number" min="0" step="1" inputMode="numeric" value={values.stockQuantity} onChange={text('stockQuantity')} />
        </FormField>
        <FormField label="Max Order Limit" error={errors.maxOrderLimit}>
          <Input type="number" min="0" step="1" inputMode="numeric" value={values.maxOrderLimit} onChange={text('maxOrderLimit')} />
        </FormField>
        <FormField label="Weight" required error={errors.weight}>
          <Input type="number" min="0" step="0.01" inputMode="decimal" value={values.weight} onChange={text('weight')} />
        </FormField>
        <FormField label="Unit">
          <NativeSelect.Root>
            <NativeSelect.Field value={values.unit} onChange={text('unit')}>
              {UNITS.map((unit) => (
                <option key={unit} value={unit}>
                  {unit}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
      </Grid>

      <FormField label="Product Image" required={!values.image} error={errors.image} helper="JPEG, PNG or WebP, at most 5 MB">
        <Input
          type="file"
          accept="image/jpeg,image/png,image/webp"
          p="1"
          onChange={(event) => {
            const file = event.target.files?.[0] ?? null;
            if (values.imagePreview) URL.revokeObjectURL(values.imagePreview);
            onChange({ ...values, imageFile: file, imagePreview: file ? URL.createObjectURL(file) : null });
          }}
        />
      </FormField>
      {shown && (
        <Box>
          <Image src={shown} alt="Image preview" maxH="32" rounded="md" borderWidth="1px" />
        </Box>
      )}
      <FormField label="Gallery Image URLs" helper="Comma separated">
        <Input value={values.gallery} onChange={text('gallery')} />
      </FormField>
      <FormField label="Tags" helper="Comma separated, e.g. organic, seasonal">
        <Input value={values.tags} onChange={text('tags')} />
      </FormField>
      <FormField label="Description">
        <Textarea value={values.description} onChange={text('description')} />
      </FormField>

      <Box as="fieldset" borderWidth="1px" rounded="md" p="3">
        <Text as="legend" fontWeight="medium" px="1">
          Custom Attributes
        </Text>
        <Stack gap="2">
          {values.attributes.map((row, index) => (
            <Flex key={index} gap="2" align="center">
              <Input
                aria-label={`Attribute ${index + 1} name`}
                placeholder="Key"
                value={row.key}
                onChange={(e) => set('attributes', values.attributes.map((r, i) => (i === index ? { ...r, key: e.target.value } : r)))}
              />
              <Input
                aria-label={`Attribute ${index + 1} value`}
                placeholder="Value"
                value={row.value}
                onChange={(e) => set('attributes', values.attributes.map((r, i) => (i === index ? { ...r, value: e.target.value } : r)))}
              />
              <Button
                size="sm"
                variant="outline"
                aria-label={`Remove attribute ${index + 1}`}
                onClick={() => set('attributes', values.attributes.filter((_, i) => i !== index))}
              >
                Remove
              </Button>
            </Flex>
          ))}
          <Button size="sm" variant="outline" alignSelf="flex-start" onClick={() => set('attributes', [...values.attributes, { key: '', value: '' }])}>
            Add Attribute
          </Button>
        </Stack>
      </Box>

      <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
        <FormField label="Country of Origin">
          <Input value={values.countryOfOrigin} onChange={text('countryOfOrigin')} />
        </FormField>
        <FormField label="Storage Instruction">
          <Input value={values.storageInstruction} onChange={text('storageInstruction')} />
        </FormField>
        <FormField label="Supplied ID" helper="The supplier's reference, e.g. SUP-001" error={errors.suppliedId}>
          <Input value={values.suppliedId} onChange={text('suppliedId')} maxLength={50} />
        </FormField>
        <FormField label="Available From" helper="Empty means today">
          <Input type="date" value={values.availableFrom} onChange={text('availableFrom')} />
        </FormField>
        <FormField label="Available Until" helper="Empty means 2030-12-31">
          <Input type="date" value={values.availableUntil} onChange={text('availableUntil')} />
        </FormField>
      </Grid>
      <ProductTaxFields hsnCode={values.hsnCode} gstRate={values.gstRate} errors={errors} onChange={(next) => onChange({ ...values, ...next })} />
      <Flex gap="6" wrap="wrap">
        <Checkbox.Root checked={values.isActive} onCheckedChange={(e) => set('isActive', e.checked === true)}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>Active</Checkbox.Label>
        </Checkbox.Root>
        <Checkbox.Root checked={values.isFeatured} onCheckedChange={(e) => set('isFeatured', e.checked === true)}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>Featured</Checkbox.Label>
        </Checkbox.Root>
      </Flex>
    </Stack>
  );
}
