import { useState } from 'react';
import { Badge, Box, Button, Checkbox, Flex, Grid, Heading, Input, Stack, Table, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { Controller, useForm } from 'react-hook-form';
import { graphql } from '../../gql';
import type { DeliveryPageQuery, DeliverySlotInput } from '../../gql/graphql';
import { ConfirmDialog, FormDialog, FormField, ListState, PageHeader, ScrollTable, useAdminList, useSaveAndToast } from './list-page-parts';

/*
 * Delivery Slots (issue 29 part 2, docs/decisions/0023-delivery-slots.md): the pincodes the shop
 * delivers to, the daily slots with their capacity in orders, and the same-day cut-off.
 */

const DeliveryQuery = graphql(`
  query DeliveryPage {
    adminDelivery {
      cutoffMinutes
      subscriptionLeadHours
      pincodes {
        code
        slotCount
      }
      slots {
        id
        pincode
        start
        end
        capacity
        isActive
      }
    }
  }
`);

const SetLeadMutation = graphql(`
  mutation DeliveryPageSubscriptionLead($hours: Int!) {
    setSubscriptionLeadHours(hours: $hours)
  }
`);

const LEAD_MESSAGE = 'Subscription orders are made a whole number of hours from 1 to 48 before the cut-off';

/** How far ahead of a window's cut-off subscription deliveries become orders (docs/decisions/0038). */
function SubscriptionLead({ hours, onSaved }: { hours: number; onSaved: () => void }) {
  const saveAndToast = useSaveAndToast();
  const [setLead, leadState] = useMutation(SetLeadMutation);
  const form = useForm<{ hours: string }>({ values: { hours: String(hours) } });
  const save = form.handleSubmit((values) =>
    saveAndToast(() => setLead({ variables: { hours: Number(values.hours) } }), { success: 'Subscription lead time saved', failure: 'Failed to save the lead time' }, onSaved),
  );
  return (
    <Box as="form" onSubmit={save} borderWidth="1px" borderRadius="md" p="4" mb="6" aria-labelledby="lead-heading">
      <Heading as="h3" size="sm" id="lead-heading" mb="2">
        Subscription deliveries
      </Heading>
      <Flex gap="2" align="flex-end" wrap="wrap">
        <FormField label="Hours before the cut-off each delivery becomes an order" error={form.formState.errors.hours?.message}>
          <Input
            type="number"
            min="1"
            max="48"
            step="1"
            inputMode="numeric"
            {...form.register('hours', { validate: (v) => (v.trim() !== '' && Number.isInteger(Number(v)) && Number(v) >= 1 && Number(v) <= 48 ? true : LEAD_MESSAGE) })}
          />
        </FormField>
        <Button type="submit" size="sm" colorPalette="green" bg="green.700" loading={leadState.loading}>
          Save lead time
        </Button>
      </Flex>
    </Box>
  );
}

const SetCutoffMutation = graphql(`
  mutation DeliveryPageCutoff($minutes: Int!) {
    setDeliveryCutoff(minutes: $minutes)
  }
`);

const AddPincodeMutation = graphql(`
  mutation DeliveryPageAddPincode($code: String!) {
    addDeliveryPincode(code: $code) {
      code
    }
  }
`);

const RemovePincodeMutation = graphql(`
  mutation DeliveryPageRemovePincode($code: String!) {
    removeDeliveryPincode(code: $code)
  }
`);

const CreateSlotMutation = graphql(`
  mutation DeliveryPageCreateSlot($input: DeliverySlotInput!) {
    createDeliverySlot(input: $input) {
      id
    }
  }
`);

const UpdateSlotMutation = graphql(`
  mutation DeliveryPageUpdateSlot($id: ID!, $input: DeliverySlotInput!) {
    updateDeliverySlot(id: $id, input: $input) {
      id
    }
  }
`);

const DeleteSlotMutation = graphql(`
  mutation DeliveryPageDeleteSlot($id: ID!) {
    deleteDeliverySlot(id: $id) {
      deleted
    }
  }
`);

type Slot = DeliveryPageQuery['adminDelivery']['slots'][number];

const PINCODE = /^[1-9]\d{5}$/;
const pincodeRule = (value: string) => (PINCODE.test(value.trim()) ? true : 'Please enter a valid 6-digit pincode');

interface SlotValues {
  pincode: string;
  start: string;
  end: string;
  capacity: string;
  isActive: boolean;
}

/** Add Slot / Edit Slot. */
function SlotFormDialog({ open, slot, onClose, onSaved }: { open: boolean; slot: Slot | null; onClose: () => void; onSaved: () => void }) {
  const [create] = useMutation(CreateSlotMutation);
  const [update] = useMutation(UpdateSlotMutation);
  const [saving, setSaving] = useState(false);
  const saveAndToast = useSaveAndToast();
  const { register, handleSubmit, control, formState } = useForm<SlotValues>({
    values: { pincode: slot?.pincode ?? '', start: slot?.start ?? '', end: slot?.end ?? '', capacity: slot ? String(slot.capacity) : '', isActive: slot?.isActive ?? true },
  });
  const errors = formState.errors;
  const submit = handleSubmit(async (values) => {
    const input: DeliverySlotInput = { pincode: values.pincode.trim() || null, start: values.start, end: values.end, capacity: Number(values.capacity), isActive: values.isActive };
    setSaving(true);
    await saveAndToast(
      async (): Promise<unknown> => (slot ? update({ variables: { id: slot.id, input } }) : create({ variables: { input } })),
      { success: slot ? 'Slot updated successfully' : 'Slot added successfully', failure: 'Failed to save slot' },
      () => {
        onSaved();
        onClose();
      },
    );
    setSaving(false);
  });
  return (
    <FormDialog open={open} title={slot ? 'Edit Slot' : 'Add Slot'} formId="slot-form" saving={saving} submitLabel={slot ? 'Update Slot' : 'Add Slot'} onSubmit={submit} onClose={onClose}>
      <FormField label="Pincode (empty for every pincode)" error={errors.pincode?.message}>
        <Input inputMode="numeric" maxLength={6} {...register('pincode', { validate: (value) => (!value.trim() ? true : pincodeRule(value)) })} />
      </FormField>
      <Grid templateColumns={{ base: '1fr', sm: 'repeat(3, 1fr)' }} gap="3">
        <FormField label="Starts" required error={errors.start?.message}>
          <Input type="time" {...register('start', { required: 'Please enter a start time' })} />
        </FormField>
        <FormField label="Ends" required error={errors.end?.message}>
          <Input
            type="time"
            {...register('end', { validate: (value, all) => (!value ? 'Please enter an end time' : value <= all.start && value !== '00:00' ? 'A slot must end after it starts' : true) })}
          />
        </FormField>
        <FormField label="Capacity (orders)" required error={errors.capacity?.message}>
          <Input
            type="number"
            min="0"
            step="1"
            inputMode="numeric"
            {...register('capacity', { validate: (value) => (value.trim() && Number.isInteger(Number(value)) && Number(value) >= 0 ? true : 'Capacity must be a whole number of 0 or more') })}
          />
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

/** The cut-off and the pincode form. */
function DeliverySettings({ cutoffMinutes, onSaved }: { cutoffMinutes: number; onSaved: () => void }) {
  const saveAndToast = useSaveAndToast();
  const [setCutoff, cutoffState] = useMutation(SetCutoffMutation);
  const [addPincode, addState] = useMutation(AddPincodeMutation);
  const cutoffForm = useForm<{ minutes: string }>({ values: { minutes: String(cutoffMinutes) } });
  const pincodeForm = useForm<{ code: string }>({ defaultValues: { code: '' } });
  const saveCutoff = cutoffForm.handleSubmit((values) =>
    saveAndToast(() => setCutoff({ variables: { minutes: Number(values.minutes) } }), { success: 'Cut-off saved', failure: 'Failed to save the cut-off' }, onSaved),
  );
  const savePincode = pincodeForm.handleSubmit((values) =>
    saveAndToast(() => addPincode({ variables: { code: values.code.trim() } }), { success: `Pincode ${values.code.trim()} added`, failure: 'Failed to add the pincode' }, () => {
      pincodeForm.reset({ code: '' });
      onSaved();
    }),
  );
  return (
    <Grid templateColumns={{ base: '1fr', md: 'repeat(2, 1fr)' }} gap="4" mb="6">
      <Box as="form" onSubmit={saveCutoff} borderWidth="1px" borderRadius="md" p="4" aria-labelledby="cutoff-heading">
        <Heading as="h3" size="sm" id="cutoff-heading" mb="2">
          Same-day cut-off
        </Heading>
        <Flex gap="2" align="flex-end" wrap="wrap">
          <FormField label="Minutes before a slot starts" error={cutoffForm.formState.errors.minutes?.message}>
            <Input
              type="number"
              min="0"
              max="1440"
              step="1"
              inputMode="numeric"
              {...cutoffForm.register('minutes', {
                validate: (v) => (Number.isInteger(Number(v)) && Number(v) >= 0 && Number(v) <= 1440 && v.trim() !== '' ? true : 'The cut-off must be a whole number of minutes from 0 to 1440'),
              })}
            />
          </FormField>
          <Button type="submit" size="sm" colorPalette="green" bg="green.700" loading={cutoffState.loading}>
            Save cut-off
          </Button>
        </Flex>
      </Box>
      <Box as="form" onSubmit={savePincode} borderWidth="1px" borderRadius="md" p="4" aria-labelledby="pincode-heading">
        <Heading as="h3" size="sm" id="pincode-heading" mb="2">
          Add a serviceable pincode
        </Heading>
        <Flex gap="2" align="flex-end" wrap="wrap">
          <FormField label="Pincode" error={pincodeForm.formState.errors.code?.message}>
            <Input inputMode="numeric" maxLength={6} {...pincodeForm.register('code', { validate: pincodeRule })} />
          </FormField>
          <Button type="submit" size="sm" colorPalette="green" bg="green.700" loading={addState.loading}>
            Add pincode
          </Button>
        </Flex>
      </Box>
    </Grid>
  );
}

/** Delivery Slots: serviceable pincodes, daily slots with capacity, and the same-day cut-off. */
export default function DeliveryPage() {
  const { data, reload, listState } = useAdminList(DeliveryQuery, 'Failed to fetch delivery settings');
  const saveAndToast = useSaveAndToast();
  const [editing, setEditing] = useState<{ slot: Slot | null } | null>(null);
  const [deleting, setDeleting] = useState<Slot | null>(null);
  const [removing, setRemoving] = useState<string | null>(null);
  const [deleteSlot, deleteState] = useMutation(DeleteSlotMutation);
  const [removePincode, removeState] = useMutation(RemovePincodeMutation);
  const delivery = data?.adminDelivery;

  return (
    <section>
      <PageHeader title="Delivery Slots">
        <Button size="sm" colorPalette="green" bg="green.700" onClick={() => setEditing({ slot: null })}>
          Add Slot
        </Button>
      </PageHeader>
      <ListState {...listState} empty={false} emptyText="">
        {delivery ? (
          <Stack gap="6">
            <DeliverySettings cutoffMinutes={delivery.cutoffMinutes} onSaved={reload} />
            <SubscriptionLead hours={delivery.subscriptionLeadHours} onSaved={reload} />
            <Box>
              <Heading as="h3" size="md" mb="2">
                Daily slots
              </Heading>
              {delivery.slots.length === 0 ? (
                <Text color="fg.muted">No slots yet: shoppers cannot choose a delivery time.</Text>
              ) : (
                <ScrollTable label="Daily slots" columns={['Window', 'Pincode', 'Capacity (orders/day)', 'Status', 'Actions']}>
                  {delivery.slots.map((slot) => (
                    <Table.Row key={slot.id}>
                      <Table.Cell whiteSpace="nowrap" fontWeight="medium">
                        {slot.start}–{slot.end}
                      </Table.Cell>
                      <Table.Cell>{slot.pincode ?? 'All pincodes'}</Table.Cell>
                      <Table.Cell>{slot.capacity}</Table.Cell>
                      <Table.Cell>
                        <Badge colorPalette={slot.isActive ? 'green' : 'gray'}>{slot.isActive ? 'Active' : 'Inactive'}</Badge>
                      </Table.Cell>
                      <Table.Cell whiteSpace="nowrap">
                        <Button size="xs" variant="outline" me="2" aria-label={`Edit slot ${slot.start}–${slot.end}${slot.pincode ? ` for ${slot.pincode}` : ''}`} onClick={() => setEditing({ slot })}>
                          Edit
                        </Button>
                        <Button size="xs" variant="outline" colorPalette="red" aria-label={`Delete slot ${slot.start}–${slot.end}${slot.pincode ? ` for ${slot.pincode}` : ''}`} onClick={() => setDeleting(slot)}>
                          Delete
                        </Button>
                      </Table.Cell>
                    </Table.Row>
                  ))}
                </ScrollTable>
              )}
            </Box>
            <Box>
              <Heading as="h3" size="md" mb="2">
                Serviceable pincodes ({delivery.pincodes.length})
              </Heading>
              {delivery.pincodes.length === 0 ? (
                <Text color="fg.muted">No pincodes yet: every order is refused until one is added.</Text>
              ) : (
                <ScrollTable label="Serviceable pincodes" columns={['Pincode', 'Own slots', 'Actions']}>
                  {delivery.pincodes.map((p) => (
                    <Table.Row key={p.code}>
                      <Table.Cell fontFamily="mono">{p.code}</Table.Cell>
                      <Table.Cell>{p.slotCount}</Table.Cell>
                      <Table.Cell>
                        <Button size="xs" variant="outline" colorPalette="red" aria-label={`Remove pincode ${p.code}`} onClick={() => setRemoving(p.code)}>
                          Remove
                        </Button>
                      </Table.Cell>
                    </Table.Row>
                  ))}
                </ScrollTable>
              )}
            </Box>
          </Stack>
        ) : null}
      </ListState>
      <SlotFormDialog open={!!editing} slot={editing?.slot ?? null} onClose={() => setEditing(null)} onSaved={reload} />
      <ConfirmDialog
        open={!!deleting}
        title="Delete slot"
        message={`Delete the ${deleting?.start ?? ''}–${deleting?.end ?? ''} slot? A slot that orders booked is deactivated instead; those orders keep it.`}
        confirmLabel="Delete"
        busy={deleteState.loading}
        onConfirm={() =>
          deleting &&
          void saveAndToast(
            () => deleteSlot({ variables: { id: deleting.id } }),
            { success: (r) => (r.data?.deleteDeliverySlot.deleted ? 'Slot deleted' : 'Slot deactivated: orders have booked it'), failure: 'Failed to delete slot' },
            () => {
              setDeleting(null);
              reload();
            },
          )
        }
        onClose={() => setDeleting(null)}
      />
      <ConfirmDialog
        open={!!removing}
        title="Remove pincode"
        message={`Stop delivering to ${removing ?? ''}? Its own slots are removed too; orders already placed keep their slot.`}
        confirmLabel="Remove"
        busy={removeState.loading}
        onConfirm={() =>
          removing &&
          void saveAndToast(() => removePincode({ variables: { code: removing } }), { success: `Pincode ${removing} removed`, failure: 'Failed to remove the pincode' }, () => {
            setRemoving(null);
            reload();
          })
        }
        onClose={() => setRemoving(null)}
      />
    </section>
  );
}
