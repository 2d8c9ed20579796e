import type { FormEvent } from 'react';
import { Button, Group, Input } from '@chakra-ui/react';

/** Email box used by the footer and the banners. The spec's newsletter forms submit
 * nowhere, so submit is stopped here; the browser still enforces `required`/`type=email`. */
export function NewsletterForm({ idPrefix, buttonLabel = 'Subscribe' }: { idPrefix: string; buttonLabel?: string }) {
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
  };
  return (
    <form onSubmit={onSubmit} aria-label="Newsletter signup">
      <Group attached w="full">
        <Input
          id={`${idPrefix}-newsletter-email`}
          name="email"
          type="email"
          required
          autoComplete="email"
          placeholder="Enter your email"
          aria-label="Email address"
          bg="bg"
          color="fg"
        />
        <Button type="submit" colorPalette="brand">
          {buttonLabel}
        </Button>
      </Group>
    </form>
  );
}
