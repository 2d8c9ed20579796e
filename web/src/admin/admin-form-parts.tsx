import { cloneElement, isValidElement, useId, type ReactNode } from 'react';
import { Box, Center, Field, Heading, Spinner, Stack, Text } from '@chakra-ui/react';

/** A form-level message (error or success), announced when it appears. */
export function FormMessage({ message, tone = 'error' }: { message: string | null; tone?: 'error' | 'success' }) {
  return (
    <Box role={tone === 'error' ? 'alert' : 'status'} aria-live={tone === 'error' ? 'assertive' : 'polite'}>
      {message && (
        <Text
          color={tone === 'error' ? 'red.700' : 'green.800'}
          bg={tone === 'error' ? 'red.50' : 'green.50'}
          borderWidth="1px"
          borderColor={tone === 'error' ? 'red.200' : 'green.200'}
          rounded="md"
          px="3"
          py="2"
          fontSize="sm"
        >
          {message}
        </Text>
      )}
    </Box>
  );
}

/** A labelled field with its hint and error; the error is also named in aria-describedby. */
export function FormField({ label, error, required, helper, children }: { label: string; error?: string; required?: boolean; helper?: string; children: ReactNode }) {
  const errorId = useId();
  const control =
    error && isValidElement<{ 'aria-describedby'?: string }>(children) ? cloneElement(children, { 'aria-describedby': errorId }) : children;
  return (
    <Field.Root invalid={!!error} required={required} ids={{ errorText: errorId }}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {control}
      {helper && !error && <Field.HelperText color="gray.600">{helper}</Field.HelperText>}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

/** The centred card of the sign-in and sign-up pages. */
export function AuthCard({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  return (
    <Center as="main" minH="100vh" bg="gray.50" px="4" py="8">
      <Box bg="white" borderWidth="1px" rounded="lg" shadow="md" p={{ base: '6', md: '8' }} w="full" maxW="md">
        <Stack gap="1" mb="6" textAlign="center">
          <Heading as="h1" size="xl">
            {title}
          </Heading>
          {subtitle && <Text color="gray.600">{subtitle}</Text>}
        </Stack>
        {children}
      </Box>
    </Center>
  );
}

/** What the server renders (and hydration sees) for every back-office page. */
export function AdminLoadingShell() {
  return (
    <div role="status" style={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 12 }}>
      <Spinner size="lg" color="green.700" />
      <span>Loading...</span>
    </div>
  );
}

