import { useQuery, useMutation } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useForm, type UseFormRegister } from 'react-hook-form';
import { Box, Button, Grid, Heading, Input, NativeSelect, Stack, Text, Textarea } from '@chakra-ui/react';
import {
  GST_STATES,
  gstStateName,
  SHOP_PROFILE_FIELDS,
  SHOP_PROFILE_LIMITS,
  SHOP_PROFILE_NUMBERS,
  shopProfileNumberRules,
  shopProfileRules,
  type ShopProfileField,
  type ShopProfileNumber,
} from '@fruit-shop/common/shop-profile.rules';
import { graphql } from '../../gql';
import type { AdminShopProfileQuery } from '../../gql/graphql';
import { toaster } from '../../components/app-toaster';
import { useAdminSaving } from '../admin-context';
import { FormField } from '../admin-form-parts';
import { errorMessage, ListState, PageHeader, useErrorToast } from './list-page-parts';

/*
 * Shop Profile (issues 36 and 39): every detail customers, invoices and prices read from the
 * profile (contacts, the legal and tax details, the grievance officer, the problem-report
 * window and the fees), checked with the same rules and words as the server
 * (common/shop-profile.rules.ts); the server's own refusal shows at its field.
 */

const SHOP_PROFILE = graphql(`
  query AdminShopProfile {
    shopProfile {
      tradeName
      legalName
      phone
      email
      supportHours
      address
      state
      gstin
      fssaiLicence
      grievanceOfficerName
      grievanceOfficerEmail
      grievanceOfficerPhone
      reportWindowHours
      deliveryFee
      handlingFee
      freeDeliveryThreshold
      updatedAt
    }
  }
`);

const UPDATE_SHOP_PROFILE = graphql(`
  mutation AdminUpdateShopProfile($input: ShopProfileInput!) {
    updateShopProfile(input: $input) {
      tradeName
      legalName
      phone
      email
      supportHours
      address
      state
      gstin
      fssaiLicence
      grievanceOfficerName
      grievanceOfficerEmail
      grievanceOfficerPhone
      reportWindowHours
      deliveryFee
      handlingFee
      freeDeliveryThreshold
      updatedAt
    }
  }
`);

type Field = ShopProfileField | ShopProfileNumber;
/** The form holds text; the numbers are sent as numbers. */
type FormValues = Record<Field, string>;

const LABELS: Record<Field, string> = {
  tradeName: 'Shop name',
  legalName: 'Legal name',
  phone: 'Helpline phone',
  email: 'Support email',
  supportHours: 'Support hours',
  address: 'Address',
  state: 'State',
  gstin: 'GSTIN',
  fssaiLicence: 'FSSAI licence number',
  grievanceOfficerName: 'Grievance officer',
  grievanceOfficerEmail: "Grievance officer's email",
  grievanceOfficerPhone: "Grievance officer's phone",
  reportWindowHours: 'Problem-report window (hours)',
  deliveryFee: 'Delivery fee (₹)',
  handlingFee: 'Handling fee (₹)',
  freeDeliveryThreshold: 'Free delivery from (₹)',
};

const HINTS: Partial<Record<Field, string>> = {
  legalName: 'As registered: printed on invoices',
  phone: '10 to 15 digits; spaces and dashes are fine',
  supportHours: 'e.g. Mon–Sat, 8 am–8 pm',
  state: 'The place of business: invoices charge CGST + SGST within it, IGST elsewhere',
  gstin: '15 characters, beginning with the state’s code',
  fssaiLicence: '14 digits; shown in the footer and on the contact page',
  grievanceOfficerName: 'Shown in the footer and on the contact page (E-Commerce Rules, 2020)',
  reportWindowHours: 'How long after delivery a customer may report a problem: 1 to 720',
  deliveryFee: 'Charged while the subtotal is below the free-delivery amount',
  handlingFee: 'Charged on every order',
};

const SECTIONS: { title: string; fields: readonly Field[] }[] = [
  { title: 'The shop', fields: ['tradeName', 'legalName', 'phone', 'email', 'supportHours'] },
  { title: 'Place of business and licences', fields: ['address', 'state', 'gstin', 'fssaiLicence'] },
  { title: 'Grievance officer', fields: ['grievanceOfficerName', 'grievanceOfficerEmail', 'grievanceOfficerPhone'] },
  { title: 'Problem reports and fees', fields: ['reportWindowHours', 'deliveryFee', 'handlingFee', 'freeDeliveryThreshold'] },
];

const isNumber = (field: Field): field is ShopProfileNumber => (SHOP_PROFILE_NUMBERS as readonly string[]).includes(field);
const ALL_FIELDS: readonly Field[] = [...SHOP_PROFILE_FIELDS, ...SHOP_PROFILE_NUMBERS];

type Profile = AdminShopProfileQuery['shopProfile'];
const valuesOf = (p: Profile | undefined): FormValues =>
  Object.fromEntries(ALL_FIELDS.map((f) => [f, p ? String(p[f] ?? '') : ''])) as FormValues;

/** The field the server named in its refusal (extensions.field), when it is one of the form's. */
function fieldOf(error: unknown): Field | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const field = error.errors[0]?.extensions?.field;
  return ALL_FIELDS.find((f) => f === field) ?? null;
}

function ProfileInput({ field, register, ...described }: { field: Field; register: UseFormRegister<FormValues>; 'aria-describedby'?: string }) {
  if (isNumber(field)) {
    const props = { ...described, ...register(field, { validate: (value) => shopProfileNumberRules[field](value) }) };
    return <Input type="text" inputMode={field === 'reportWindowHours' ? 'numeric' : 'decimal'} autoComplete="off" {...props} />;
  }
  const props = {
    ...described,
    maxLength: SHOP_PROFILE_LIMITS[field],
    ...register(field, {
      validate: (value, all) => shopProfileRules[field](value, all),
      // The GSTIN's state code is checked against the state: choosing another checks it again.
      ...(field === 'state' ? { deps: ['gstin'] } : {}),
    }),
  };
  if (field === 'address') return <Textarea rows={3} {...props} />;
  if (field === 'state') {
    return (
      <NativeSelect.Root>
        <NativeSelect.Field {...props}>
          <option value="">Choose a state</option>
          {GST_STATES.map((state) => (
            <option key={state} value={state}>
              {state}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    );
  }
  const email = field === 'email' || field === 'grievanceOfficerEmail';
  const phone = field === 'phone' || field === 'grievanceOfficerPhone';
  return (
    <Input
      type={email ? 'email' : phone ? 'tel' : 'text'}
      autoComplete={field === 'email' ? 'email' : field === 'phone' ? 'tel' : field === 'tradeName' ? 'organization' : 'off'}
      {...(field === 'gstin' ? { textTransform: 'uppercase' } : {})}
      {...props}
    />
  );
}

export default function ProfilePage() {
  const { data, loading, error, refetch } = useQuery(SHOP_PROFILE, { fetchPolicy: 'cache-and-network' });
  useErrorToast(error, 'Failed to load the shop profile');
  const [update] = useMutation(UPDATE_SHOP_PROFILE);
  const { runSaving } = useAdminSaving();
  const profile = data?.shopProfile;
  const { register, handleSubmit, formState, setError, reset } = useForm<FormValues>({ values: valuesOf(profile) });
  const errors = formState.errors;

  const save = handleSubmit(async (values) => {
    const input = {
      ...(Object.fromEntries(SHOP_PROFILE_FIELDS.map((f) => [f, values[f]])) as Record<ShopProfileField, string>),
      state: gstStateName(values.state) ?? values.state,
      reportWindowHours: Number(values.reportWindowHours),
      deliveryFee: Number(values.deliveryFee),
      handlingFee: Number(values.handlingFee),
      freeDeliveryThreshold: Number(values.freeDeliveryThreshold),
    };
    try {
      const result = await runSaving(update({ variables: { input } }));
      const saved = result.data?.updateShopProfile;
      if (saved) reset(valuesOf(saved));
      toaster.create({ type: 'success', title: 'Shop profile saved' });
      void refetch().catch(() => undefined);
    } catch (cause) {
      const message = errorMessage(cause, 'Failed to save the shop profile');
      const field = fieldOf(cause);
      if (field) setError(field, { type: 'server', message }, { shouldFocus: true });
      toaster.create({ type: 'error', title: message });
    }
  });

  return (
    <Box maxW="3xl">
      <PageHeader title="Shop profile" />
      <Text color="gray.700" mb="4">
        Customers see these details on the storefront, in emails and on invoices; every cart and order is priced with these fees. The first-run
        checklist needs the shop name, phone, email and address.
      </Text>
      <ListState
        loading={loading && !data}
        error={data ? null : error}
        errorText="Failed to load the shop profile"
        empty={false}
        emptyText=""
        onRetry={() => void refetch().catch(() => undefined)}
      >
        <Stack as="form" gap="6" bg="white" borderWidth="1px" rounded="md" p={{ base: '4', md: '6' }} onSubmit={(event) => void save(event)} {...{ noValidate: true }}>
          {SECTIONS.map((section) => (
            <Stack as="fieldset" key={section.title} gap="4">
              <Heading as="legend" size="sm" mb="2">
                {section.title}
              </Heading>
              <Grid templateColumns={{ base: '1fr', md: 'repeat(2, 1fr)' }} gap="4">
                {section.fields.map((field) => (
                  <Box key={field} gridColumn={field === 'address' ? { md: 'span 2' } : undefined}>
                    <FormField label={LABELS[field]} error={errors[field]?.message} helper={HINTS[field]}>
                      <ProfileInput field={field} register={register} />
                    </FormField>
                  </Box>
                ))}
              </Grid>
            </Stack>
          ))}
          <Box>
            <Button type="submit" colorPalette="green" bg="green.700" loading={formState.isSubmitting}>
              Save profile
            </Button>
          </Box>
        </Stack>
      </ListState>
    </Box>
  );
}
