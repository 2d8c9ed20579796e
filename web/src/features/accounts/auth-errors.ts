import { CombinedGraphQLErrors } from '@apollo/client/errors';

/** The server's message when it sent one (spec §8 Auth), else the spec's default text. */
export function errorMessage(error: unknown, fallback: string): string {
  if (CombinedGraphQLErrors.is(error)) {
    const message = error.errors.find((e) => typeof e.message === 'string' && e.message.trim())?.message;
    if (message) return message;
  }
  return fallback;
}

/** The form field a BAD_USER_INPUT error names, if any. */
export function errorField(error: unknown): string | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  const field = error.errors[0]?.extensions?.field;
  return typeof field === 'string' ? field : undefined;
}
