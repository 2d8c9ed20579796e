import { useEffect, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Box, Button, Checkbox, Flex, Grid, Heading, Input, Stack, Table, Text, Textarea } from '@chakra-ui/react';
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
      homePosition
      homeTitle
      homeTab
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
      homePosition
      homeTitle
      homeTab
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
  /** Show on the home page (a section of its products). */
  onHome: boolean;
  /** 1 to 99, as typed. */
  homePosition: string;
  homeTitle: string;
  homeTab: boolean;
}

/** Home sections go from 1 to this (the server's MAX_HOME_POSITION). */
const MAX_HOME_POSITION = 99;
const POSITION_MESSAGE = `The home page position must be a whole number from 1 to ${MAX_HOME_POSITION}`;

const positionError = (editing: Editing): string | undefined => {
  if (!editing.onHome) return undefined;
  const position = Number(editing.homePosition.trim());
  return editing.homePosition.trim() && Number.isInteger(position) && position >= 1 && position <= MAX_HOME_POSITION ? undefined : POSITION_MESSAGE;
};

export default function CategoriesPage() {
  const toast = useAdminToast();
  const { runSaving } = useAdminSaving();
  const { data, loading, error, refetch } = useQuery(CATEGORIES, { fetchPolicy: 'cache-and-network' });
  const [create] = useMutation(CREATE);
  const [update] = useMutation(UPDATE);
  const [remove] = useMutation(DELETE);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [nameError, setNameError] = useState<string | undefined>();
  const [homeError, setHomeError] = useState<string | undefined>();
  const [deleting, setDeleting] = useState<string | null>(null);

  useEffect(() => {
    if (error) toast.error(error, 'Failed to load categories');
  }, [error, toast]);

  const open = (value: Editing) => {
    setNameError(undefined);
    setHomeError(undefined);
    setEditing(value);
  };

  const categories = data?.adminCategories ?? [];
  /** The place after the last home section: what a newly ticked category is offered. */
  const nextPosition = () => String(Math.min(Math.max(0, ...categories.map((c) => c.homePosition ?? 0)) + 1, MAX_HOME_POSITION));

  async function save() {
    if (!editing) return;
    const name = editing.name.trim();
    const badPosition = positionError(editing);
    setNameError(name ? undefined : 'Please enter a category name');
    setHomeError(badPosition);
    if (!name || badPosition) return;
    const input = {
      name,
      description: editing.description.trim() || null,
      homePosition: editing.onHome ? Number(editing.homePosition.trim()) : null,
      homeTitle: editing.homeTitle.trim() || null,
      homeTab: editing.homeTab,
    };
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

  return (
    <Stack gap="4">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Heading as="h2" size="md">
          Categories Management
        </Heading>
        <Button colorPalette="green" bg="green.700" onClick={() => open({ id: null, name: '', description: '', onHome: false, homePosition: '', homeTitle: '', homeTab: true })}>
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
              <Table.ColumnHeader>Home page</Table.ColumnHeader>
              <Table.ColumnHeader>Actions</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {categories.map((category) => (
              <Table.Row key={category.id}>
                <Table.Cell fontWeight="semibold">{category.name}</Table.Cell>
                <Table.Cell>{category.description || <Muted>No description</Muted>}</Table.Cell>
                <Table.Cell whiteSpace="nowrap" data-testid={`home-${category.id}`}>
                  {category.homePosition ? (
                    <>
                      <Text as="span" fontWeight="semibold">
                        #{category.homePosition}
                      </Text>
                      {category.homeTitle ? ` · ${category.homeTitle}` : ''}
                    </>
                  ) : (
                    <Muted>Not shown</Muted>
                  )}
                </Table.Cell>
                <Table.Cell>
                  <Flex gap="2">
                    <Button
                      size="xs"
                      variant="outline"
                      aria-label={`Edit ${category.name}`}
                      onClick={() =>
                        open({
                          id: category.id,
                          name: category.name,
                          description: category.description ?? '',
                          onHome: category.homePosition !== null && category.homePosition !== undefined,
                          homePosition: category.homePosition ? String(category.homePosition) : '',
                          homeTitle: category.homeTitle ?? '',
                          homeTab: category.homeTab,
                        })
                      }
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
          <Box as="fieldset" borderWidth="1px" rounded="md" p="3">
            <Box as="legend" px="1" fontWeight="semibold" fontSize="sm">
              Home page
            </Box>
            <Stack gap="3">
              <Checkbox.Root
                checked={editing?.onHome ?? false}
                onCheckedChange={(e) =>
                  setEditing((v) => v && { ...v, onHome: e.checked === true, homePosition: e.checked === true && !v.homePosition ? nextPosition() : v.homePosition })
                }
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>Show on the home page</Checkbox.Label>
              </Checkbox.Root>
              {editing?.onHome && (
                <>
                  <Grid templateColumns={{ base: '1fr', sm: '8rem 1fr' }} gap="3">
                    <FormField label="Position" required error={homeError} helper={`1 to ${MAX_HOME_POSITION}, 1 first`}>
                      <Input
                        type="number"
                        min={1}
                        max={MAX_HOME_POSITION}
                        step={1}
                        inputMode="numeric"
                        value={editing.homePosition}
                        onChange={(e) => setEditing((v) => v && { ...v, homePosition: e.target.value })}
                      />
                    </FormField>
                    <FormField label="Section title" helper="Optional: the category's name when empty">
                      <Input maxLength={100} value={editing.homeTitle} onChange={(e) => setEditing((v) => v && { ...v, homeTitle: e.target.value })} />
                    </FormField>
                  </Grid>
                  <Checkbox.Root checked={editing.homeTab} onCheckedChange={(e) => setEditing((v) => v && { ...v, homeTab: e.checked === true })}>
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    <Checkbox.Label>Name it in the tab bar</Checkbox.Label>
                  </Checkbox.Root>
                </>
              )}
            </Stack>
          </Box>
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
