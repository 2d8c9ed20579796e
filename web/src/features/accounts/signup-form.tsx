import { useState } from 'react';
import { Button, Checkbox, Grid, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { Controller, useForm } from 'react-hook-form';
import { SIGNUP_CITIES, loginRules, signupRules } from '@fruit-shop/common/account.rules';
import { AddressTypeSelect } from './address-type-select';
import { errorMessage } from './auth-errors';
import { RequestOtpMutation, VerifyOtpMutation } from './auth-operations';
import { FormError, FormField, NO_VALIDATE, PasswordInput } from './form-parts';
import { OtpCodeStep } from './otp-code-step';
import { completeSignIn } from './session-actions';

interface SignupValues {
  name: string;
  middleName: string;
  lastName: string;
  email: string;
  password: string;
  confirmPassword: string;
  phone: string;
  address: string;
  addressType: string;
  city: string;
  state: string;
  pincode: string;
  referralCode: string;
  isSubscribed: boolean;
}

const DEFAULTS: SignupValues = {
  name: '',
  middleName: '',
  lastName: '',
  email: '',
  password: '',
  confirmPassword: '',
  phone: '',
  address: '',
  addressType: 'home',
  city: 'Pune',
  state: '',
  pincode: '',
  referralCode: '',
  isSubscribed: true,
};

const blankToNull = (value: string) => (value.trim() ? value.trim() : null);

/** Spec §2 Signup: the form, then the code sent to the email. */
export function SignupForm({
  onTitle,
  onBusy,
  onDone,
  onLogin,
}: {
  onTitle: (title: string) => void;
  onBusy: (busy: boolean) => void;
  onDone: () => void;
  onLogin: () => void;
}) {
  const client = useApolloClient();
  const [requestOtp, requestState] = useMutation(RequestOtpMutation);
  const [verifyOtp, verifyState] = useMutation(VerifyOtpMutation);
  const [step, setStep] = useState<{ values: SignupValues; wait: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { register, handleSubmit, formState, control } = useForm<SignupValues>({ defaultValues: DEFAULTS });
  const errors = formState.errors;
  const busy = requestState.loading || verifyState.loading;

  const sendCode = async (values: SignupValues) => {
    const { data } = await requestOtp({ variables: { input: { identifier: values.email.trim(), type: 'SIGNUP' } } });
    return data?.requestOtp.resendAfterSeconds ?? 60;
  };

  const submitForm = handleSubmit(async (values) => {
    setError(null);
    onBusy(true);
    try {
      const wait = await sendCode(values);
      setStep({ values, wait });
      onTitle('Verify OTP');
    } catch (e) {
      setError(errorMessage(e, 'Failed to send OTP. Please try again.'));
    } finally {
      onBusy(false);
    }
  });

  const verify = async (code: string) => {
    if (!step) return;
    const v = step.values;
    setError(null);
    onBusy(true);
    try {
      const { data } = await verifyOtp({
        variables: {
          input: {
            identifier: v.email.trim(),
            otpCode: code,
            type: 'SIGNUP',
            user: {
              name: v.name.trim(),
              middleName: blankToNull(v.middleName),
              lastName: blankToNull(v.lastName),
              email: v.email.trim(),
              password: v.password,
              phone: v.phone.trim(),
              address: v.address.trim(),
              addressType: v.addressType,
              city: v.city,
              state: blankToNull(v.state),
              pincode: v.pincode.trim(),
              referralCode: blankToNull(v.referralCode),
              isSubscribed: v.isSubscribed,
            },
          },
        },
      });
      if (!data) throw new Error('no reply');
      onBusy(false);
      await completeSignIn(client, data.verifyOtp);
      onDone();
    } catch (e) {
      setError(errorMessage(e, 'Signup failed. Please try again.'));
      onBusy(false);
    }
  };

  if (step) {
    return (
      <OtpCodeStep
        sentTo={step.values.email.trim()}
        submitLabel="Verify & Sign Up"
        busyLabel="Verifying..."
        validate={loginRules.otp}
        onSubmit={verify}
        onResend={() => sendCode(step.values)}
        resendFailed={(e) => errorMessage(e, 'Failed to resend OTP. Please try again.')}
        busy={busy}
        error={error}
        resendAfterSeconds={step.wait}
        back={
          <Button
            type="button"
            variant="plain"
            size="sm"
            px="0"
            color="brand.fg"
            onClick={() => {
              setStep(null);
              setError(null);
              onTitle('Create an Account');
            }}
          >
            Back to Signup Form
          </Button>
        }
      />
    );
  }

  return (
    <Stack as="form" gap="4" onSubmit={submitForm} {...NO_VALIDATE}>
      <Grid templateColumns={{ base: '1fr', sm: 'repeat(3, 1fr)' }} gap="3">
        <FormField label="First Name" required error={errors.name?.message}>
          <Input autoComplete="given-name" {...register('name', { validate: signupRules.name })} />
        </FormField>
        <FormField label="Middle Name (optional)" error={errors.middleName?.message}>
          <Input autoComplete="additional-name" {...register('middleName', { validate: signupRules.optionalName })} />
        </FormField>
        <FormField label="Last Name" error={errors.lastName?.message}>
          <Input autoComplete="family-name" {...register('lastName', { validate: signupRules.optionalName })} />
        </FormField>
      </Grid>
      <FormField label="Email" required error={errors.email?.message}>
        <Input type="email" autoComplete="email" {...register('email', { validate: signupRules.email })} />
      </FormField>
      <Grid templateColumns={{ base: '1fr', sm: 'repeat(2, 1fr)' }} gap="3">
        <FormField label="Password" required error={errors.password?.message}>
          <PasswordInput autoComplete="new-password" {...register('password', { validate: signupRules.password })} />
        </FormField>
        <FormField label="Confirm Password" required error={errors.confirmPassword?.message}>
          <PasswordInput
            autoComplete="new-password"
            toggleLabel="confirm password"
            {...register('confirmPassword', { validate: (value, all) => signupRules.confirmPassword(value, all.password) })}
          />
        </FormField>
      </Grid>
      <FormField label="Mobile Number" required error={errors.phone?.message}>
        <Input type="tel" inputMode="numeric" autoComplete="tel-national" {...register('phone', { validate: signupRules.phone })} />
      </FormField>
      <FormField label="Address" required error={errors.address?.message}>
        <Input autoComplete="street-address" {...register('address', { validate: signupRules.address })} />
      </FormField>
      <Grid templateColumns={{ base: '1fr', sm: 'repeat(2, 1fr)' }} gap="3">
        <FormField label="Address Type">
          <AddressTypeSelect field={register('addressType')} />
        </FormField>
        <FormField label="City">
          <NativeSelect.Root>
            <NativeSelect.Field {...register('city')}>
              {SIGNUP_CITIES.map((city) => (
                <option key={city} value={city}>
                  {city}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <FormField label="State">
          <Input autoComplete="address-level1" {...register('state')} />
        </FormField>
        <FormField label="Pincode" required error={errors.pincode?.message}>
          <Input inputMode="numeric" autoComplete="postal-code" {...register('pincode', { validate: signupRules.pincode })} />
        </FormField>
      </Grid>
      <FormField label="Referral Code (optional)">
        <Input {...register('referralCode')} />
      </FormField>
      <Controller
        control={control}
        name="isSubscribed"
        render={({ field }) => (
          <Checkbox.Root checked={field.value} onCheckedChange={(e) => field.onChange(e.checked === true)} name={field.name}>
            <Checkbox.HiddenInput onBlur={field.onBlur} />
            <Checkbox.Control />
            <Checkbox.Label>Subscribe to our newsletter for fresh offers</Checkbox.Label>
          </Checkbox.Root>
        )}
      />
      <FormError message={error} />
      <Button type="submit" w="full" loading={busy} loadingText="Sending OTP...">
        Send OTP
      </Button>
      <Text textAlign="center" fontSize="sm" color="fg.muted">
        Already have an account?{' '}
        <Button type="button" variant="plain" size="sm" px="0" color="brand.fg" onClick={onLogin}>
          Log In
        </Button>
      </Text>
    </Stack>
  );
}
