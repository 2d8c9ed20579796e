import { getJson, sendJson } from './api-client.js';

let serial = 0;

/** A fresh email and 10-digit phone, so per-identifier limits and cooldowns never collide. */
export function freshIdentity() {
  serial += 1;
  const stamp = `${Date.now().toString(36)}${process.pid.toString(36)}${serial}`;
  const phone = `8${String((Date.now() + serial * 7919) % 1e9).padStart(9, '0')}`;
  return { email: `customer.${stamp}@example.com`, phone };
}

/** The newest one-time code the development outbox holds for a recipient. */
export async function latestCode(to: string): Promise<string> {
  const { body } = await getJson<{ to: string; text: string }[]>(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
  const message = body.find((m) => m.to === to && /one-time code is \d{6}/.test(m.text));
  if (!message) throw new Error(`no code for ${to}`);
  return /one-time code is (\d{6})/.exec(message.text)![1];
}

/** Signs a new customer up through the API (code read from the outbox): their token and id. */
export async function signUpCustomer(): Promise<{ token: string; userId: number; email: string; phone: string }> {
  const { email, phone } = freshIdentity();
  const sent = await sendJson('POST', '/api/users/request-otp', { identifier: email, type: 'signup' });
  if (sent.status !== 200) throw new Error(`request-otp answered ${sent.status}`);
  const reply = await sendJson<{ token: string; user: { id: number } }>('POST', '/api/users/verify-otp', {
    identifier: email,
    otp_code: await latestCode(email),
    type: 'signup',
    user: { name: 'Test', last_name: 'Customer', email, password: 'Mango@2026', phone, address: '1 Test Road', pincode: '411001', city: 'Pune' },
  });
  if (reply.status !== 200) throw new Error(`verify-otp answered ${reply.status}: ${JSON.stringify(reply.body)}`);
  return { token: reply.body.token, userId: reply.body.user.id, email, phone };
}
