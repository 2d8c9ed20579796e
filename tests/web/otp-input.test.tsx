import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChakraProvider } from '@chakra-ui/react';
import { describe, expect, it } from 'vitest';
import { OtpInput } from '../../web/src/features/accounts/otp-input';
import { getSystem } from '../../web/src/theme/system';

function Harness({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <ChakraProvider value={getSystem()}>
      <OtpInput value={value} onChange={setValue} />
      <output data-testid="value">{value}</output>
    </ChakraProvider>
  );
}

const box = (n: number) => screen.getByRole('textbox', { name: `Digit ${n} of 6` });
const boxes = () => [1, 2, 3, 4, 5, 6].map(box);
const value = () => screen.getByTestId('value').textContent;

describe('six-box code input', () => {
  it('has six labelled numeric boxes', () => {
    render(<Harness />);
    expect(boxes()).toHaveLength(6);
    for (const input of boxes()) expect(input).toHaveAttribute('inputmode', 'numeric');
  });

  it('moves to the next box after each digit and ignores letters', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(box(1));
    await user.keyboard('1a2');
    expect(box(1)).toHaveValue('1');
    expect(box(2)).toHaveValue('2');
    expect(box(3)).toHaveFocus();
    await user.keyboard('3456');
    expect(value()).toBe('123456');
    expect(box(6)).toHaveFocus();
  });

  it('fills every box from a pasted code, keeping digits only', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(box(3));
    await user.paste('12-34 56');
    expect(boxes().map((input) => (input as HTMLInputElement).value)).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(value()).toBe('123456');
  });

  it('fills every box from a whole code pasted into a box further on', async () => {
    const user = userEvent.setup();
    render(<Harness initial="12" />);
    await user.click(box(3));
    await user.paste('654321');
    expect(value()).toBe('654321');
    expect(box(6)).toHaveFocus();
  });

  it('pastes a part of a code from the first empty box on, digits only', async () => {
    const user = userEvent.setup();
    render(<Harness initial="1" />);
    await user.click(box(2));
    await user.paste('9-8');
    // Zag writes it on the next animation frame. (It then focuses the box after it, in a
    // browser: jsdom runs frame callbacks without the microtasks between them.)
    await waitFor(() => expect(value()).toBe('198'));
  });

  it('Backspace clears the box and moves back to the one before', async () => {
    const user = userEvent.setup();
    render(<Harness initial="123" />);
    await user.click(box(3));
    await user.keyboard('{Backspace}');
    expect(value()).toBe('12');
    await waitFor(() => expect(box(2)).toHaveFocus());
    await user.keyboard('{Backspace}');
    expect(value()).toBe('1');
    await waitFor(() => expect(box(1)).toHaveFocus());
  });

  it('moves with the arrow keys', async () => {
    const user = userEvent.setup();
    render(<Harness initial="123456" />);
    await user.click(box(3));
    await user.keyboard('{ArrowRight}');
    expect(box(4)).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(box(2)).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(box(1)).toHaveFocus();
  });

  it('replaces a filled digit when typing over it', async () => {
    const user = userEvent.setup();
    render(<Harness initial="123456" />);
    await user.click(box(2));
    await user.keyboard('9');
    expect(value()).toBe('193456');
    expect(box(3)).toHaveFocus();
  });
});
