import { useEffect, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Button, Flex, Heading, Image, Stack, Table, Text } from '@chakra-ui/react';
import { graphql } from '../../gql';
import type { AdminProductsListQuery } from '../../gql/graphql';
import { formatMoney } from '../../lib/money';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { useAdminSaving, useAdminSearch, useAdminToast } from '../admin-context';
import { ConfirmDialog, FormDialog } from '../admin-dialogs';
import { EmptyState, LoadingRow, ScrollTable } from '../admin-ui';
import { uploadProductImage } from '../admin-upload';
import { EMPTY_PRODUCT, ProductFormFields, productInput, validateProduct, type ProductErrors, type ProductFormValues } from '../product-form';

const PRODUCTS = graphql(`
  query AdminProductsList($search: String) {
    adminProducts(search: $search, limit: 200) {
      id
      name
      categoryId
      categoryName
      price
      discountPrice
      stockQuantity
      weight
      unit
      maxOrderLimit
      image
      imageGallery
      tags
      customAttributes
      countryOfOrigin
      storageInstruction
      suppliedId
      hsnCode
      gstRate
      description
      availableFrom
      availableUntil
      isActive
      isFeatured
    }
    adminCategories {
      id
      name
    }
  }
`);

const CREATE = graphql(`
  mutation AdminCreateProduct($input: ProductInput!) {
    createProduct(input: $input) {
      id
    }
  }
`);

const UPDATE = graphql(`
  mutation AdminUpdateProduct($id: ID!, $input: ProductInput!) {
    updateProduct(id: $id, input: $input) {
      id
    }
  }
`);

const DELETE = graphql(`
  mutation AdminDeleteProduct($id: ID!) {
    deleteProduct(id: $id) {
      deleted
      message
    }
  }
`);

type Product = AdminProductsListQuery['adminProducts'][number];

function formValues(p: Product): ProductFormValues {
  const text = (value: number | string | null | undefined) => (value === null || value === undefined ? '' : String(value));
  return {
    ...EMPTY_PRODUCT,
    name: p.name,
    categoryId: p.categoryId,
    price: text(p.price),
    discountPrice: text(p.discountPrice),
    stockQuantity: text(p.stockQuantity),
    weight: text(p.weight),
    unit: p.unit || 'kg',
    maxOrderLimit: text(p.maxOrderLimit),
    image: p.image ?? '',
    gallery: p.imageGallery.join(', '),
    tags: p.tags.join(', '),
    attributes: Object.entries(p.customAttributes ?? {}).map(([key, value]) => ({ key, value: String(value) })),
    countryOfOrigin: p.countryOfOrigin ?? '',
    storageInstruction: p.storageInstruction ?? '',
    suppliedId: p.suppliedId ?? '',
    hsnCode: p.hsnCode ?? '',
    gstRate: String(p.gstRate),
    description: p.description ?? '',
    availableFrom: p.availableFrom ?? '',
    availableUntil: p.availableUntil ?? '',
    isActive: p.isActive,
    isFeatured: p.isFeatured,
  };
}

/** Spec §2: more than 10 green, 1–10 yellow, 0 red. */
function StockBadge({ stock }: { stock: number }) {
  const palette = stock > 10 ? 'green' : stock > 0 ? 'yellow' : 'red';
  return (
    <Badge colorPalette={palette} variant="subtle" data-palette={palette}>
      {stock === 0 ? 'Out of stock' : `${stock} in stock`}
    </Badge>
  );
}

export default function ProductsPage() {
  const search = useDebouncedValue(useAdminSearch(), 300);
  const toast = useAdminToast();
  const { runSaving } = useAdminSaving();
  const { data, loading, error, refetch } = useQuery(PRODUCTS, { variables: { search: search || null }, fetchPolicy: 'cache-and-network' });
  const [create] = useMutation(CREATE);
  const [update] = useMutation(UPDATE);
  const [remove] = useMutation(DELETE);
  const [editing, setEditing] = useState<{ id: string | null; values: ProductFormValues } | null>(null);
  const [errors, setErrors] = useState<ProductErrors>({});
  const [deleting, setDeleting] = useState<string | null>(null);

  useEffect(() => {
    if (error) toast.error(error, 'Failed to fetch products');
  }, [error, toast]);

  const open = (id: string | null, values: ProductFormValues) => {
    setErrors({});
    setEditing({ id, values });
  };

  async function save() {
    if (!editing) return;
    const found = validateProduct(editing.values, !editing.id);
    setErrors(found);
    if (Object.keys(found).length) return;
    const { id, values } = editing;
    try {
      await runSaving(async () => {
        const image = values.imageFile ? await uploadProductImage(values.imageFile) : values.image.trim() || null;
        const input = productInput(values, image);
        // Add versus edit is decided by whether a product is selected (spec §4).
        if (id) await update({ variables: { id, input } });
        else await create({ variables: { input } });
      });
      setEditing(null);
      toast.success('Product updated/added successfully');
      await refetch();
    } catch (cause) {
      toast.error(cause, 'Failed to save product');
    }
  }

  async function confirmDelete() {
    const id = deleting;
    setDeleting(null);
    if (!id) return;
    try {
      const result = await runSaving(remove({ variables: { id } }));
      // A product some order bought is deactivated instead; the server says so.
      toast.success(result.data?.deleteProduct.deleted === false ? result.data.deleteProduct.message : 'Product deleted successfully');
      await refetch();
    } catch (cause) {
      toast.error(cause, 'Delete failed');
    }
  }

  const products = data?.adminProducts ?? [];
  const categories = data?.adminCategories ?? [];
  return (
    <Stack gap="4">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Heading as="h2" size="md">
          Products Management
        </Heading>
        <Button colorPalette="green" bg="green.700" onClick={() => open(null, EMPTY_PRODUCT)}>
          Add Product
        </Button>
      </Flex>
      {loading && !data ? (
        <LoadingRow label="Loading products" />
      ) : products.length === 0 ? (
        <EmptyState>No products found</EmptyState>
      ) : (
        <ScrollTable label="Products">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Image</Table.ColumnHeader>
              <Table.ColumnHeader>Name</Table.ColumnHeader>
              <Table.ColumnHeader>Category</Table.ColumnHeader>
              <Table.ColumnHeader>Price</Table.ColumnHeader>
              <Table.ColumnHeader>Stock</Table.ColumnHeader>
              <Table.ColumnHeader>Status</Table.ColumnHeader>
              <Table.ColumnHeader>Actions</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {products.map((product) => (
              <Table.Row key={product.id}>
                <Table.Cell>
                  {product.image ? <Image src={product.image} alt="" boxSize="10" objectFit="cover" rounded="md" /> : null}
                </Table.Cell>
                <Table.Cell fontWeight="semibold">{product.name}</Table.Cell>
                <Table.Cell>{product.categoryName}</Table.Cell>
                <Table.Cell>
                  {product.discountPrice !== null && product.discountPrice !== undefined ? (
                    <>
                      <Text as="span">{formatMoney(product.discountPrice)}</Text>{' '}
                      <Text as="s" color="gray.600" fontSize="xs">
                        {formatMoney(product.price)}
                      </Text>
                    </>
                  ) : (
                    formatMoney(product.price)
                  )}
                </Table.Cell>
                <Table.Cell>
                  <StockBadge stock={product.stockQuantity} />
                </Table.Cell>
                <Table.Cell>
                  <Badge colorPalette={product.isActive ? 'green' : 'gray'}>{product.isActive ? 'Active' : 'Inactive'}</Badge>
                </Table.Cell>
                <Table.Cell>
                  <Flex gap="2">
                    <Button size="xs" variant="outline" aria-label={`Edit ${product.name}`} onClick={() => open(product.id, formValues(product))}>
                      Edit
                    </Button>
                    <Button size="xs" variant="outline" colorPalette="red" aria-label={`Delete ${product.name}`} onClick={() => setDeleting(product.id)}>
                      Delete
                    </Button>
                  </Flex>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </ScrollTable>
      )}

      <FormDialog
        open={!!editing}
        size="xl"
        title={editing?.id ? 'Edit Product' : 'Add Product'}
        onClose={() => setEditing(null)}
        onSubmit={() => void save()}
        footer={
          <>
            <Button variant="outline" onClick={() => setEditing(null)}>
              Cancel
            </Button>
            <Button type="submit" colorPalette="green" bg="green.700">
              {editing?.id ? 'Update Product' : 'Add Product'}
            </Button>
          </>
        }
      >
        {editing && (
          <ProductFormFields
            values={editing.values}
            errors={errors}
            categories={categories}
            onChange={(values) => setEditing((current) => current && { ...current, values })}
          />
        )}
      </FormDialog>

      <ConfirmDialog
        open={!!deleting}
        title="Delete product"
        message="Are you sure you want to delete this product?"
        onCancel={() => setDeleting(null)}
        onConfirm={() => void confirmDelete()}
      />
    </Stack>
  );
}
