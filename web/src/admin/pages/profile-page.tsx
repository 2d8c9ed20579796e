import { useQuery, useMutation } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useForm } from 'react-hook-form';
import { Box, Button, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { SHOP_PROFILE_FIELDS, SHOP_PROFILE_LIMITS, shopProfileRules, type ShopProfileField, type ShopProfileFields } from '@fruit-shop/common/shop-profile.rules';
import { graphql } from '../../gql';
import { toaster } from '../../components/app-toaster';
import { useAdminSaving } from '../admin-context';
import { FormField } from '../admin-form-parts';
import { errorMessage, ListState, PageHeader, useErrorToast } from './list-page-parts';

/*
 * Shop Profile (issue 36): the contact details customers see (name, helpline, email, address,
 * hours), checked with the same rules and words as the server (common/shop-profile.rules.ts).
 */

const SHOP_PROFILE = graphql(`
  query AdminShopProfile {
    shopProfile {
      tradeName
      phone
      email
      address
      supportHours
      updatedAt
    }
  }
`);

const UPDATE_SHOP_PROFILE = graphql(`
  mutation AdminUpdateShopProfile($input: ShopProfileInput!) {
    updateShopProfile(input: $input) {
      tradeName
      phone
      email
      address
      supportHours
      updatedAt
    }
  }
`);

const LABELS: Record<ShopProfileField, string> = {
  tradeName: 'Shop name',
  phone: 'Helpline phone',
  email: 'Support email',
  address: 'Address',
  supportHours: 'Support hours',
};

const HINTS: Partial<Record<ShopProfileField, string>> = {
  phone: '10 to 15 digits; spaces and dashes are fine',
  supportHours: 'e.g. Mon–Sat, 8 am–8 pm',
};

const EMPTY: ShopProfileFields = { tradeName: '', phone: '', email: '', address: '', supportHours: '' };

/** The field the server named in its refusal (extensions.field), when it is one of the form's. */
function fieldOf(error: unknown): ShopProfileField | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const field = error.errors[0]?.extensions?.field;
  return SHOP_PROFILE_FIELDS.find((f) => f === field) ?? null;
}

export default function ProfilePage() {
  const { data, loading, error, refetch } = useQuery(SHOP_PROFILE, { fetchPolicy: 'cache-and-network' });
  useErrorToast(error, 'Failed to load the shop profile');
  const [update] = useMutation(UPDATE_SHOP_PROFILE);
  const { runSaving } = useAdminSaving();
  const profile = data?.shopProfile;
  const { register, handleSubmit, formState, setError, reset } = useForm<ShopProfileFields>({
    values: profile ? { tradeName: profile.tradeName, phone: profile.phone, email: profile.email, address: profile.address, supportHours: profile.supportHours } : EMPTY,
  });
  const errors = formState.errors;

  const save = handleSubmit(async (values) => {
    try {
      const result = await runSaving(update({ variables: { input: values } }));
      const saved = result.data?.updateShopProfile;
      if (saved) reset({ tradeName: saved.tradeName, phone: saved.phone, email: saved.email, address: saved.address, supportHours: saved.supportHours });
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
    <Box maxW="2xl">
      <PageHeader title="Contact details" />
      <Text color="gray.700" mb="4">
        Customers see these details on the storefront and in emails. The first-run checklist needs the shop name, phone, email and address.
      </Text>
      <ListState
        loading={loading && !data}
        error={data ? null : error}
        errorText="Failed to load the shop profile"
        empty={false}
        emptyText=""
        onRetry={() => void refetch().catch(() => undefined)}
      >
        <Stack as="form" gap="4" bg="white" borderWidth="1px" rounded="md" p={{ base: '4', md: '6' }} onSubmit={(event) => void save(event)} {...{ noValidate: true }}>
          {SHOP_PROFILE_FIELDS.map((field) => {
            const props = { maxLength: SHOP_PROFILE_LIMITS[field], ...register(field, { validate: (value) => shopProfileRules[field](value) }) };
            return (
              <FormField key={field} label={LABELS[field]} error={errors[field]?.message} helper={HINTS[field]}>
                {field === 'address' ? (
                  <Textarea rows={3} {...props} />
                ) : (
                  <Input
                    type={field === 'email' ? 'email' : field === 'phone' ? 'tel' : 'text'}
                    autoComplete={field === 'email' ? 'email' : field === 'phone' ? 'tel' : field === 'tradeName' ? 'organization' : 'off'}
                    {...props}
                  />
                )}
              </FormField>
            );
          })}
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
