import { rest, type CallOptions } from './api';

export interface SignedUpCustomer {
  token: string;
  user: { id: number; name: string; email: string };
}

export interface NewCustomer {
  firstName: string;
  lastName: string;
  /** The start of the e-mail address, e.g. 'orders' for orders.<stamp>@example.com. */
  emailPrefix: string;
  address?: string;
  city?: string;
  state?: string;
  baseUrl?: CallOptions['baseUrl'];
}

const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

/** A ten-digit Indian mobile number (6–9 first) that another test's customer will not have. */
const uniquePhone = () => `${6 + Math.floor(Math.random() * 4)}${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;

/**
 * A new customer signed up through the API, as the sign-up dialog does it: a one-time code is
 * asked for, read from the development outbox, and verified with the profile. Polled by hand
 * (not expect.poll), so it also works in beforeAll.
 */
export async function newCustomer({ firstName, lastName, emailPrefix, address = '7 Orchard Lane', city, state, baseUrl }: NewCustomer): Promise<SignedUpCustomer> {
  const options = { baseUrl };
  const email = `${emailPrefix}.${stamp()}@example.com`;
  await rest('POST', '/api/users/request-otp', { identifier: email, type: 'signup' }, options);
  let code: string | undefined;
  for (let attempt = 0; attempt < 60 && !code; attempt++) {
    const messages = await rest<{ text: string }[]>('GET', `/api/dev/outbox?to=${encodeURIComponent(email)}`, undefined, options);
    code = /one-time code is (\d{6})/.exec(messages[0]?.text ?? '')?.[1];
    if (!code) await new Promise((resolve) => setTimeout(resolve, 250));
  }
  if (!code) throw new Error(`no sign-up code for ${email}`);
  return rest<SignedUpCustomer>(
    'POST',
    '/api/users/verify-otp',
    {
      identifier: email,
      otp_code: code,
      type: 'signup',
      user: { name: firstName, last_name: lastName, email, password: 'Mango@2026', phone: uniquePhone(), address, pincode: '411001', ...(city ? { city } : {}), ...(state ? { state } : {}) },
    },
    options,
  );
}
