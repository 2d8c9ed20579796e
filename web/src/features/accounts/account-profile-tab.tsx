import { useState } from 'react';
import { Box, Button, Grid, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Pencil } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { profileRules, signupRules } from '@fruit-shop/common/account.rules';
import { toaster } from '../../components/app-toaster';
import { AccountProfileQuery, UpdateProfileMutation } from './account-operations';
import { openDialog } from './auth-dialog-store';
import { errorMessage } from './auth-errors';
import { FormError, FormField, NO_VALIDATE } from './form-parts';
import { extendSession, type SessionUser } from './session-store';

interface ProfileValues {
  name: string;
  middleName: string;
  lastName: string;
  email: string;
  phone: string;
}

function ReadOnlyRow({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <Box>
      <Text as="dt" fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text as="dd" fontWeight="medium">
        {value || '—'}
      </Text>
    </Box>
  );
}

export function AccountProfileTab({ fallbackUser }: { fallbackUser: SessionUser }) {
  const { data } = useQuery(AccountProfileQuery, { fetchPolicy: 'cache-and-network' });
  const [updateProfile, { loading }] = useMutation(UpdateProfileMutation);
  const [editing, setEditing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const user = data?.me ?? fallbackUser;
  const { register, handleSubmit, formState, reset } = useForm<ProfileValues>({
    values: { name: user.name ?? '', middleName: user.middleName ?? '', lastName: user.lastName ?? '', email: user.email ?? '', phone: user.phone ?? '' },
  });
  const errors = formState.errors;

  const submit = handleSubmit(async (values) => {
    setError(null);
    try {
      const { data: result } = await updateProfile({
        variables: {
          input: {
            name: values.name.trim(),
            middleName: values.middleName.trim() || null,
            lastName: values.lastName.trim() || null,
            phone: values.phone.trim() || null,
            // Only a changed email is sent: the server then asks for the code it mails there.
            ...(values.email.trim().toLowerCase() !== (user.email ?? '').toLowerCase() ? { email: values.email.trim() } : {}),
          },
        },
      });
      if (result) extendSession(result.updateProfile);
      toaster.create({ type: 'success', title: 'Profile updated successfully' });
      setEditing(false);
      // A changed email or phone is kept once the code sent to it comes back: the Verify dialog asks for it.
      const changed = result?.updateProfile;
      if (changed?.pendingEmail && changed.pendingEmail !== changed.email) {
        openDialog({ name: 'verify', request: { purpose: 'contact-change', identifier: changed.pendingEmail, field: 'email' } });
      } else if (changed?.pendingPhone && changed.pendingPhone !== changed.phone) {
        openDialog({ name: 'verify', request: { purpose: 'contact-change', identifier: changed.pendingPhone, field: 'phone' } });
      }
    } catch (e) {
      setError(errorMessage(e, 'Failed to update profile. Please try again.'));
    }
  });

  return (
    <Stack gap="6">
      {editing ? (
        <Stack as="form" gap="4" onSubmit={submit} {...NO_VALIDATE} aria-label="Edit profile">
          <Grid templateColumns={{ base: '1fr', md: 'repeat(3, 1fr)' }} gap="3">
            <FormField label="First Name" required error={errors.name?.message}>
              <Input autoComplete="given-name" {...register('name', { validate: profileRules.name })} />
            </FormField>
            <FormField label="Middle Name (optional)" error={errors.middleName?.message}>
              <Input autoComplete="additional-name" {...register('middleName', { validate: profileRules.optionalName })} />
            </FormField>
            <FormField label="Last Name" error={errors.lastName?.message}>
              <Input autoComplete="family-name" {...register('lastName', { validate: profileRules.optionalName })} />
            </FormField>
          </Grid>
          <FormField label="Email" required helper="A new email is kept once you enter the code we send to it." error={errors.email?.message}>
            <Input type="email" autoComplete="email" {...register('email', { validate: signupRules.email })} />
          </FormField>
          <FormField label="Mobile Number" helper="A new number is kept once you enter the code we text to it." error={errors.phone?.message}>
            <Input type="tel" autoComplete="tel-national" {...register('phone', { validate: profileRules.phone })} />
          </FormField>
          <FormError message={error} />
          <HStack gap="3">
            <Button type="submit" loading={loading} loadingText="Saving...">
              Save Changes
            </Button>
            <Button
              type="button"
              variant="outline"
              onClick={() => {
                reset();
                setError(null);
                setEditing(false);
              }}
            >
              Cancel
            </Button>
          </HStack>
        </Stack>
      ) : (
        <Stack gap="4">
          <Grid as="dl" templateColumns={{ base: '1fr', md: 'repeat(2, 1fr)' }} gap="4">
            <ReadOnlyRow label="First Name" value={user.name} />
            <ReadOnlyRow label="Middle Name" value={user.middleName} />
            <ReadOnlyRow label="Last Name" value={user.lastName} />
            <ReadOnlyRow label="Email" value={user.email} />
            <ReadOnlyRow label="Mobile Number" value={user.phone} />
          </Grid>
          <Button alignSelf="flex-start" variant="outline" onClick={() => setEditing(true)}>
            <Pencil aria-hidden />
            Edit Profile
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
