import { useId, useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { HStack, Input } from '@chakra-ui/react';
import { OTP_LENGTH, otpDigits } from '@fruit-shop/common/account.rules';

/**
 * Six single-digit boxes (spec §2/§4): typing a digit moves on, Backspace clears and moves
 * back, the arrow keys move, and a pasted code fills the boxes. The value is a string of
 * six characters where a blank box is a space, so `/^\d{6}$/` holds only when all are filled.
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
  const refs = useRef<(HTMLInputElement | null)[]>([]);
  const idBase = useId();
  const cells = Array.from({ length: OTP_LENGTH }, (_, i) => (/\d/.test(value[i] ?? '') ? value[i] : ''));

  const emit = (next: string[]) => onChange(next.map((c) => c || ' ').join('').trimEnd());
  const focus = (index: number) => {
    const target = refs.current[Math.max(0, Math.min(OTP_LENGTH - 1, index))];
    target?.focus();
    target?.select();
  };

  /** Writes `digits` from box `start` on and focuses the box after the last one written. */
  const fill = (start: number, digits: string) => {
    const next = [...cells];
    let index = start;
    for (const digit of digits) {
      if (index >= OTP_LENGTH) break;
      next[index++] = digit;
    }
    emit(next);
    focus(index);
  };

  const onInput = (index: number, raw: string) => {
    const digits = otpDigits(raw);
    if (!digits) {
      if (raw === '') {
        const next = [...cells];
        next[index] = '';
        emit(next);
      }
      return;
    }
    if (digits.length === 2 && cells[index]) {
      // A digit typed next to the box's digit (the caret was not on it): the new one wins.
      fill(index, digits[0] === cells[index] ? digits[1] : digits[0]);
      return;
    }
    // One typed digit, or a longer value (autofill) spread from this box on.
    fill(index, digits);
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace') {
      event.preventDefault();
      const next = [...cells];
      if (next[index]) {
        next[index] = '';
        emit(next);
      } else if (index > 0) {
        next[index - 1] = '';
        emit(next);
        focus(index - 1);
      }
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focus(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focus(index + 1);
    } else if (event.key === 'Home') {
      event.preventDefault();
      focus(0);
    } else if (event.key === 'End') {
      event.preventDefault();
      focus(OTP_LENGTH - 1);
    }
  };

  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const digits = otpDigits(event.clipboardData.getData('text'));
    if (!digits) return;
    // A whole code fills every box whichever box it was pasted into.
    fill(digits.length === OTP_LENGTH ? 0 : index, digits);
  };

  return (
    <HStack gap={{ base: '1.5', sm: '2' }} role="group" aria-label={label} aria-describedby={describedBy}>
      {cells.map((digit, index) => (
        <Input
          key={index}
          ref={(el) => {
            refs.current[index] = el;
          }}
          id={`${idBase}-${index + 1}`}
          name={`${name}-${index + 1}`}
          value={digit}
          onChange={(event) => onInput(index, event.target.value)}
          onKeyDown={(event) => onKeyDown(index, event)}
          onPaste={(event) => onPaste(index, event)}
          onFocus={(event) => event.target.select()}
          inputMode="numeric"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          pattern="[0-9]*"
          maxLength={OTP_LENGTH}
          aria-label={`Digit ${index + 1} of ${OTP_LENGTH}`}
          aria-invalid={invalid || undefined}
          autoFocus={autoFocus && index === 0}
          disabled={disabled}
          textAlign="center"
          fontSize="lg"
          fontWeight="semibold"
          w={{ base: '10', sm: '12' }}
          h={{ base: '11', sm: '12' }}
          px="0"
        />
      ))}
    </HStack>
  );
}

/** The code the boxes hold, or '' while any is blank. */
export const otpCode = (value: string) => (/^\d{6}$/.test(value) ? value : '');
