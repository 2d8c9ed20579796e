import { useCallback, useEffect, useId, useRef, type ReactNode } from 'react';
import { Box, Button, Field, Flex, Input, Spinner, Table, Text } from '@chakra-ui/react';
import type { TypedDocumentNode } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useMutation, useQuery } from '@apollo/client/react';
import { toaster } from '../../components/app-toaster';
import { formatCalendarDay, formatIndiaDateTime } from '@fruit-shop/common/dates';
import { DialogFrame } from '../../components/dialog';
import { useAdminSaving } from '../admin-context';

/*
 * Parts shared by the back office's list pages (plans, subscription users, customers, blogs,
 * coupons, admins, messages, logs): one look for loading/empty/error, confirmations and tables.
 */

/**
 * The confirmation before a destructive action (spec §5 Admin) and the add/edit form dialog
 * (blogs, coupons, plans), shared with the storefront's account page.
 */
export { ConfirmDialog, FormDialog } from '../../components/dialog';

/** The server's message when it sent one (spec §8 Admin), else the spec's default text. */
export function errorMessage(error: unknown, fallback: string): string {
  if (CombinedGraphQLErrors.is(error)) {
    const message = error.errors.find((e) => typeof e.message === 'string' && e.message.trim())?.message;
    if (message) return message;
  }
  return fallback;
}

/**
 * Runs a change behind the saving overlay, then toasts `success` (a text, or one made from
 * the result) and calls `after`; a failure toasts the server's message or `failure`.
 */
export function useSaveAndToast() {
  const { runSaving } = useAdminSaving();
  return useCallback(
    async <T,>(work: () => Promise<T>, texts: { success: string | ((result: T) => string); failure: string }, after?: () => void) => {
      try {
        const result = await runSaving(work);
        toaster.create({ type: 'success', title: typeof texts.success === 'string' ? texts.success : texts.success(result) });
        after?.();
      } catch (error) {
        toaster.create({ type: 'error', title: errorMessage(error, texts.failure) });
      }
    },
    [runSaving],
  );
}

/**
 * An add/edit dialog's save: the update mutation when an id is given, else the create one,
 * through `useSaveAndToast`; once saved, `done` (e.g. reload the list and close the dialog).
 */
export function useAddOrUpdate<Input>(
  create: TypedDocumentNode<unknown, { input: Input }>,
  update: TypedDocumentNode<unknown, { id: string; input: Input }>,
  done: () => void,
) {
  const [runCreate, created] = useMutation(create);
  const [runUpdate, updated] = useMutation(update);
  const saveAndToast = useSaveAndToast();
  const save = (id: string | null, input: Input, texts: { success: string; failure: string }) =>
    saveAndToast<unknown>(() => (id ? runUpdate({ variables: { id, input } }) : runCreate({ variables: { input } })), texts, done);
  return { saving: created.loading || updated.loading, save };
}

/**
 * A list page's query: the cached list at once, then the server's, a failed fetch toasted once;
 * `listState` is ListState's loading and error half, `reload` refetches (failures stay on the page).
 */
export function useAdminList<Data>(query: TypedDocumentNode<Data, Record<string, never>>, errorText: string) {
  const { data, loading, error, refetch } = useQuery(query, { fetchPolicy: 'cache-and-network', notifyOnNetworkStatusChange: true });
  useErrorToast(error, errorText);
  const reload = () => void refetch().catch(() => undefined);
  return { data, reload, listState: { loading: loading && !data, error: data ? null : error, errorText, onRetry: reload } };
}

/** Toasts a failed fetch once per error (the list's own error state stays on the page). */
export function useErrorToast(error: unknown, fallback: string) {
  const shown = useRef<unknown>(null);
  useEffect(() => {
    if (error && shown.current !== error) {
      shown.current = error;
      toaster.create({ type: 'error', title: errorMessage(error, fallback) });
    }
  }, [error, fallback]);
}

/**
 * The page's actions. The title itself is the shell's one h1 (admin-shell.tsx, from the page
 * list): rendering it here too showed every title twice (issue 40). `title` stays for readers.
 */
export function PageHeader({ children }: { title: string; children?: ReactNode }) {
  if (!children) return null;
  return (
    <Flex justify={{ base: 'stretch', sm: 'flex-end' }} gap="2" wrap="wrap" mb="4">
      {children}
    </Flex>
  );
}

/** The page's own filter box (the dashboard's search box filters where the shell offers it). */
export function SearchInput({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  return (
    <Input
      type="search"
      aria-label={label}
      placeholder={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      maxW={{ base: 'full', sm: '18rem' }}
      size="sm"
    />
  );
}

/**
 * Loading, error (with Retry) and empty states around a list; the children render only when
 * there are rows.
 */
export function ListState({
  loading,
  error,
  errorText,
  empty,
  emptyText,
  onRetry,
  children,
}: {
  loading: boolean;
  error: unknown;
  errorText: string;
  empty: boolean;
  emptyText: string;
  onRetry: () => void;
  children: ReactNode;
}) {
  if (loading) {
    return (
      <Flex role="status" align="center" gap="2" py="8" justify="center" color="fg.muted">
        <Spinner size="sm" />
        <Text>Loading...</Text>
      </Flex>
    );
  }
  if (error) {
    return (
      <Box role="alert" py="6" textAlign="center">
        <Text color="fg.error" mb="3">
          {errorMessage(error, errorText)}
        </Text>
        <Button size="sm" variant="outline" onClick={onRetry}>
          Retry
        </Button>
      </Box>
    );
  }
  if (empty) {
    return (
      <Text py="8" textAlign="center" color="fg.muted">
        {emptyText}
      </Text>
    );
  }
  return <>{children}</>;
}

/**
 * A table that scrolls sideways inside its container on narrow screens. A page's list keeps
 * 40rem of width; a dialog's short table (`minW="auto"`) takes the dialog's.
 */
export function ScrollTable({ label, columns, minW = '40rem', children }: { label: string; columns: string[]; minW?: string; children: ReactNode }) {
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md" maxW="full">
      <Table.Root size="sm" aria-label={label} minW={minW}>
        <Table.Header>
          <Table.Row>
            {columns.map((column) => (
              <Table.ColumnHeader key={column} whiteSpace="nowrap">
                {column}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>{children}</Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

/** A dialog that shows something (a customer, a blog's comments) with Close in the footer. */
export function DetailsDialog({
  open,
  title,
  onClose,
  scrollBehavior,
  children,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  scrollBehavior?: 'inside';
  children: ReactNode;
}) {
  return (
    <DialogFrame
      open={open}
      onClose={onClose}
      {...(scrollBehavior ? { scrollBehavior } : {})}
      size="lg"
      title={title}
      footer={
        <Button variant="outline" onClick={onClose}>
          Close
        </Button>
      }
    >
      {children}
    </DialogFrame>
  );
}

/** A labelled form field with its error. */
export function FormField({ label, error, required, children }: { label: string; error?: string; required?: boolean; children: ReactNode }) {
  const errorId = useId();
  return (
    <Field.Root invalid={!!error} required={required} ids={{ errorText: errorId }}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {children}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

/** 23 Nov 2026, in India (dates from the api are ISO strings or YYYY-MM-DD; common/dates). */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '—';
  return formatCalendarDay(value) || value;
}

/** 23 Nov 2026, 14:05 in India, whatever the admin's zone. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '—';
  return formatIndiaDateTime(value) || value;
}

/** Case-insensitive match of the filter text against any of the fields. */
export function matchesSearch(search: string, ...fields: (string | null | undefined)[]): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return fields.some((field) => field?.toLowerCase().includes(needle));
}
