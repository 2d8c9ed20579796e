import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useMutation } from '@apollo/client/react';
import { Box, Button, Heading, Stack, Text, Textarea } from '@chakra-ui/react';
import { STAFF_NOTE_MAX } from '@fruit-shop/common/fulfilment.rules';
import { FormField } from '../../admin-form-parts';
import { indiaDateTime } from '../../admin-ui';
import { useSaveAndToast } from '../list-page-parts';
import { ADD_ORDER_NOTE } from './order-operations';

interface Note {
  id: string;
  text: string;
  adminName?: string | null;
  createdAt: string;
}

/** The words the server uses for the same checks (order-timeline.ts). */
const noteRule = (value: string) =>
  !value.trim() ? 'Please write a note' : value.trim().length > STAFF_NOTE_MAX ? `A note has at most ${STAFF_NOTE_MAX} characters` : true;

/** Internal notes on an order: read and written by staff only, never shown to the customer. */
export function OrderStaffNotes({ orderId, notes, onAdded }: { orderId: string; notes: readonly Note[]; onAdded: () => void }) {
  const [add] = useMutation(ADD_ORDER_NOTE);
  const saveAndToast = useSaveAndToast();
  const [saving, setSaving] = useState(false);
  const { register, handleSubmit, formState, reset, control } = useForm<{ text: string }>({ defaultValues: { text: '' } });
  const length = useWatch({ control, name: 'text' }).length;
  const submit = handleSubmit(async ({ text }) => {
    setSaving(true);
    await saveAndToast(() => add({ variables: { orderId, text: text.trim() } }), { success: 'Note added', failure: 'Failed to add the note' }, () => {
      reset({ text: '' });
      onAdded();
    });
    setSaving(false);
  });
  return (
    <Box as="section" aria-labelledby="staff-notes-heading" bg="white" borderWidth="1px" rounded="md" p="4" data-print="hide">
      <Heading as="h3" size="sm" id="staff-notes-heading" mb="1">
        Staff notes
      </Heading>
      <Text fontSize="sm" color="gray.700" mb="3">
        Internal: only staff see these notes. Customers never see them.
      </Text>
      {notes.length === 0 ? (
        <Text fontSize="sm" color="gray.600" mb="3">
          No staff notes yet.
        </Text>
      ) : (
        <Stack as="ul" listStyleType="none" p="0" m="0" mb="4" gap="2" aria-label="Staff notes">
          {notes.map((note) => (
            <Box as="li" key={note.id} borderWidth="1px" rounded="md" p="3" bg="gray.50">
              <Text whiteSpace="pre-wrap">{note.text}</Text>
              <Text fontSize="xs" color="gray.600" mt="1">
                {note.adminName ?? 'An admin'} · {indiaDateTime(note.createdAt)}
              </Text>
            </Box>
          ))}
        </Stack>
      )}
      <Stack as="form" gap="2" onSubmit={(event) => void submit(event)} {...{ noValidate: true }}>
        <FormField label="Add a staff note" error={formState.errors.text?.message} helper={`${length}/${STAFF_NOTE_MAX} characters`}>
          <Textarea rows={3} maxLength={STAFF_NOTE_MAX} {...register('text', { validate: noteRule })} />
        </FormField>
        <Box>
          <Button type="submit" size="sm" colorPalette="green" bg="green.700" loading={saving}>
            Add note
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
