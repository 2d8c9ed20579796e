import { useEffect, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Flex, Heading, Input, Stack, Table, Textarea } from '@chakra-ui/react';
import { graphql } from '../../gql';
import { useAdminSaving, useAdminToast } from '../admin-context';
import { ConfirmDialog, FormDialog } from '../admin-dialogs';
import { FormField } from '../admin-form-parts';
import { EmptyState, LoadingRow, Muted, ScrollTable } from '../admin-ui';

const CATEGORIES = graphql(`
  query AdminCategoriesList {
    adminCategories {
      id
      name
      description
      productCount
    }
  }
`);

const CREATE = graphql(`
  mutation AdminCreateCategory($input: CategoryInput!) {
    createCategory(input: $input) {
      id
    }
  }
`);

const UPDATE = graphql(`
  mutation AdminUpdateCategory($id: ID!, $input: CategoryInput!) {
    updateCategory(id: $id, input: $input) {
      id
      name
      description
    }
  }
`);

const DELETE = graphql(`
  mutation AdminDeleteCategory($id: ID!) {
    deleteCategory(id: $id) {
      id
    }
  }
`);

interface Editing {
  id: string | null;
  name: string;
  description: string;
}

export default function CategoriesPage() {
  const toast = useAdminToast();
  const { runSaving } = useAdminSaving();
  const { data, loading, error, refetch } = useQuery(CATEGORIES, { fetchPolicy: 'cache-and-network' });
  const [create] = useMutation(CREATE);
  const [update] = useMutation(UPDATE);
  const [remove] = useMutation(DELETE);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [nameError, setNameError] = useState<string | undefined>();
  const [deleting, setDeleting] = useState<string | null>(null);

  useEffect(() => {
    if (error) toast.error(error, 'Failed to load categories');
  }, [error, toast]);

  const open = (value: Editing) => {
    setNameError(undefined);
    setEditing(value);
  };

  async function save() {
    if (!editing) return;
    const name = editing.name.trim();
    if (!name) {
      setNameError('Please enter a category name');
      return;
    }
    const input = { name, description: editing.description.trim() || null };
    try {
      // Add versus edit is decided by whether a category is selected (spec §4).
      await runSaving<unknown>(editing.id ? update({ variables: { id: editing.id, input } }) : create({ variables: { input } }));
      setEditing(null);
      toast.success('Category added or updated successfully');
      await refetch();
    } catch (cause) {
      toast.error(cause, 'Failed to save category');
    }
  }

  async function confirmDelete() {
    const id = deleting;
    setDeleting(null);
    if (!id) return;
    try {
      await runSaving(remove({ variables: { id } }));
      toast.success('Category deleted successfully');
      await refetch();
    } catch (cause) {
      toast.error(cause, 'Failed to delete category');
    }
  }

  const categories = data?.adminCategories ?? [];
  return (
    <Stack gap="4">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Heading as="h2" size="md">
          Categories Management
        </Heading>
        <Button colorPalette="green" bg="green.700" onClick={() => open({ id: null, name: '', description: '' })}>
          Add Category
        </Button>
      </Flex>
      {loading && !data ? (
        <LoadingRow label="Loading categories" />
      ) : categories.length === 0 ? (
        <EmptyState>No categories found. Add your first category!</EmptyState>
      ) : (
        <ScrollTable label="Categories">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Name</Table.ColumnHeader>
              <Table.ColumnHeader>Description</Table.ColumnHeader>
              <Table.ColumnHeader>Actions</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {categories.map((category) => (
              <Table.Row key={category.id}>
                <Table.Cell fontWeight="semibold">{category.name}</Table.Cell>
                <Table.Cell>{category.description || <Muted>No description</Muted>}</Table.Cell>
                <Table.Cell>
                  <Flex gap="2">
                    <Button
                      size="xs"
                      variant="outline"
                      aria-label={`Edit ${category.name}`}
                      onClick={() => open({ id: category.id, name: category.name, description: category.description ?? '' })}
                    >
                      Edit
                    </Button>
                    <Button size="xs" variant="outline" colorPalette="red" aria-label={`Delete ${category.name}`} onClick={() => setDeleting(category.id)}>
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
        title={editing?.id ? 'Edit Category' : 'Add Category'}
        onClose={() => setEditing(null)}
        onSubmit={() => void save()}
        footer={
          <>
            <Button variant="outline" onClick={() => setEditing(null)}>
              Cancel
            </Button>
            <Button type="submit" colorPalette="green" bg="green.700">
              {editing?.id ? 'Update Category' : 'Add Category'}
            </Button>
          </>
        }
      >
        <Stack gap="4">
          <FormField label="Name" required error={nameError}>
            <Input value={editing?.name ?? ''} onChange={(e) => setEditing((v) => v && { ...v, name: e.target.value })} />
          </FormField>
          <FormField label="Description">
            <Textarea value={editing?.description ?? ''} onChange={(e) => setEditing((v) => v && { ...v, description: e.target.value })} />
          </FormField>
        </Stack>
      </FormDialog>

      <ConfirmDialog
        open={!!deleting}
        title="Delete category"
        message="Are you sure you want to delete this category? This action cannot be undone."
        onCancel={() => setDeleting(null)}
        onConfirm={() => void confirmDelete()}
      />
    </Stack>
  );
}
