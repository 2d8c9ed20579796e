import type { ClipboardEvent } from 'react';
import { flushSync } from 'react-dom';
import { Input, PinInput } from '@chakra-ui/react';
import { OTP_LENGTH, otpDigits } from '@fruit-shop/common/account.rules';

const BOXES = Array.from({ length: OTP_LENGTH }, (_, index) => index);
const LABELS = { inputLabel: (index: number, length: number) => `Digit ${index + 1} of ${length}` };

/** The forms' value (a blank box is a space, trailing blanks dropped) as the boxes' array, and back. */
const toBoxes = (value: string) => BOXES.map((index) => (/\d/.test(value[index] ?? '') ? value[index] : ''));
const fromBoxes = (boxes: string[]) => boxes.map((digit) => digit || ' ').join('').trimEnd();

/**
 * Six single-digit boxes (spec §2/§4), Chakra's PinInput (Zag's pin-input machine): digits
 * only, typing moves on, Backspace clears and moves back, the arrow keys, Home and End move,
 * and a code pasted or autofilled (`autocomplete="one-time-code"`) fills the boxes. The value
 * stays what the forms have always read: six characters, so `/^\d{6}$/` holds only when all
 * are filled. The pin-input recipe is not in the shop's system: each box is the shop's Input.
 */
export function OtpInput({
  value,
  onChange,
  invalid,
  disabled,
  autoFocus,
  describedBy,
  name = 'otp',
  label = 'One-time code',
}: {
  value: string;
  onChange: (value: string) => void;
  invalid?: boolean;
  disabled?: boolean;
  autoFocus?: boolean;
  describedBy?: string;
  name?: string;
  label?: string;
}) {
  /**
   * A whole code fills every box whichever box it is pasted into (Zag would start at the
   * focused box); a part of a code is left to Zag, which writes it from the first empty box.
   */
  const onPasteCapture = (event: ClipboardEvent<HTMLDivElement>) => {
    const digits = otpDigits(event.clipboardData.getData('text'));
    if (digits.length !== OTP_LENGTH) return;
    event.preventDefault();
    event.stopPropagation();
    flushSync(() => onChange(digits));
    event.currentTarget.querySelectorAll('input')[OTP_LENGTH - 1]?.focus();
  };

  return (
    <PinInput.Root
      count={OTP_LENGTH}
      value={toBoxes(value)}
      onValueChange={(details) => onChange(fromBoxes(details.value))}
      type="numeric"
      otp
      sanitizeValue={otpDigits}
      selectOnFocus
      placeholder=""
      translations={LABELS}
      name={name}
      invalid={invalid}
      disabled={disabled}
      autoFocus={autoFocus}
    >
      <PinInput.HiddenInput />
      <PinInput.Control
        display="flex"
        gap={{ base: '1.5', sm: '2' }}
        role="group"
        aria-label={label}
        aria-describedby={describedBy}
        onPasteCapture={onPasteCapture}
      >
        {BOXES.map((index) => (
          <PinInput.Input key={index} index={index} asChild>
            <Input textAlign="center" fontSize="lg" fontWeight="semibold" w={{ base: '10', sm: '12' }} h={{ base: '11', sm: '12' }} px="0" />
          </PinInput.Input>
        ))}
      </PinInput.Control>
    </PinInput.Root>
  );
}

/** The code the boxes hold, or '' while any is blank. */
export const otpCode = (value: string) => (/^\d{6}$/.test(value) ? value : '');
