import { cloneElement, isValidElement, useId, useState, type ComponentProps, type ReactNode } from 'react';
import { Box, Button, Field, Input, Text } from '@chakra-ui/react';

/** A form-level error from the server, announced when it appears. */
export function FormError({ message }: { message: string | null }) {
  return (
    <Box role="alert" aria-live="assertive">
      {message && (
        <Text color="fg.error" bg="red.50" borderWidth="1px" borderColor="red.200" rounded="md" px="3" py="2" fontSize="sm">
          {message}
        </Text>
      )}
    </Box>
  );
}

/**
 * A field with its label, hint and error. Chakra's Field ties the label and marks the input
 * invalid (with aria-errormessage); the error is also named in aria-describedby, which more
 * screen readers announce.
 */
export function FormField({
  label,
  error,
  required,
  helper,
  children,
}: {
  label: string;
  error?: string;
  required?: boolean;
  helper?: string;
  children: ReactNode;
}) {
  const errorId = useId();
  const control =
    error && isValidElement<{ 'aria-describedby'?: string }>(children)
      ? cloneElement(children, { 'aria-describedby': errorId })
      : children;
  return (
    <Field.Root invalid={!!error} required={required} ids={{ errorText: errorId }}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {control}
      {helper && !error && <Field.HelperText>{helper}</Field.HelperText>}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

/** A password input with a Show/Hide toggle. */
export function PasswordInput({ ref, toggleLabel = 'password', ...props }: ComponentProps<typeof Input> & { toggleLabel?: string }) {
  const [visible, setVisible] = useState(false);
  return (
    <Box position="relative" w="full">
      <Input ref={ref} type={visible ? 'text' : 'password'} pe="16" {...props} />
      <Button
        type="button"
        variant="ghost"
        size="xs"
        position="absolute"
        top="50%"
        insetEnd="1"
        transform="translateY(-50%)"
        aria-label={`${visible ? 'Hide' : 'Show'} ${toggleLabel}`}
        onClick={() => setVisible((v) => !v)}
      >
        {visible ? 'Hide' : 'Show'}
      </Button>
    </Box>
  );
}

/** Forms validate with the shared rules (react-hook-form), not the browser's bubbles. */
export const NO_VALIDATE = { noValidate: true } as Record<string, unknown>;
