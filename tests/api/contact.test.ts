import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MikroORM } from '@mikro-orm/postgresql';
import { codeOf, gql, sendJson } from '../utils/api-client.js';
import { connectTestOrm } from '../utils/orm.js';
import { CONTACT_SUBJECTS, CONTACT_THANKS, contactRules, firstContactError } from '@fruit-shop/common/contact.rules';

/** Contact-form messages: validated on the server with the shared rules, and stored. */

const MARK = `contact-${Date.now().toString(36)}`;
let orm: MikroORM;

beforeAll(async () => {
  orm = await connectTestOrm();
});
afterAll(async () => {
  await orm.em.fork().execute('delete from contact_message where message like ?', [`%${MARK}%`]);
  await orm.close();
});

const SEND = 'mutation($input: ContactMessageInput!) { sendContactMessage(input: $input) { success message id } }';
const valid = () => ({ name: 'Asha Rao', email: 'Asha@Example.com', phone: '+91 98765-43210', subject: 'Order Issue', message: `My order is late. ${MARK}` });

async function stored(id: number) {
  const [row] = await orm.em.fork().execute<Record<string, unknown>[]>(
    'select name, email, phone, subject, message, handled_at from contact_message where id = ?',
    [id],
  );
  return row;
}

describe('sendContactMessage', () => {
  it('stores a guest\'s message and answers with a thank-you', async () => {
    const reply = await gql<{ sendContactMessage: { success: boolean; message: string; id: string } }>(SEND, { input: valid() });
    expect(reply.errors).toBeUndefined();
    expect(reply.data!.sendContactMessage).toMatchObject({ success: true, message: CONTACT_THANKS });
    expect(await stored(Number(reply.data!.sendContactMessage.id))).toEqual({
      name: 'Asha Rao',
      email: 'asha@example.com',
      phone: '+919876543210',
      subject: 'Order Issue',
      message: `My order is late. ${MARK}`,
      handled_at: null,
    });
  });

  it('takes no phone, and keeps what was typed as plain text', async () => {
    const reply = await gql<{ sendContactMessage: { id: string } }>(SEND, {
      input: { ...valid(), phone: '  ', subject: 'Feedback', message: `  Line one\nLine <b>two</b>\t ${MARK}  ` },
    });
    expect(reply.errors).toBeUndefined();
    expect(await stored(Number(reply.data!.sendContactMessage.id))).toMatchObject({ phone: null, message: `Line one\nLine <b>two</b>\t ${MARK}` });
    // A control character is refused, not quietly dropped (the edge's rule on every field).
    const nul = await gql(SEND, { input: { ...valid(), message: `Hidden\u0000 ${MARK}` } });
    expect(nul.status).toBe(400);
    expect(nul.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('refuses invalid fields with the form\'s messages, storing nothing', async () => {
    const cases: [Partial<ReturnType<typeof valid>>, string][] = [
      [{ name: ' ' }, 'Please enter your name'],
      [{ name: 'x'.repeat(101) }, 'Name can be at most 100 characters'],
      [{ email: '' }, 'Please enter your email address'],
      [{ email: 'not-an-email' }, 'Please enter a valid email address'],
      [{ phone: '12345' }, 'Please enter a valid phone number (10-15 digits)'],
      [{ phone: '1234567890123456' }, 'Please enter a valid phone number (10-15 digits)'],
      [{ subject: 'Complaint' }, 'Please choose a subject'],
      [{ message: '   ' }, 'Please enter your message'],
      [{ message: 'x'.repeat(2001) }, 'Message can be at most 2000 characters'],
    ];
    const before = await orm.em.fork().execute<{ n: string }[]>('select count(*) as n from contact_message');
    for (const [change, message] of cases) {
      const reply = await gql(SEND, { input: { ...valid(), ...change } });
      expect(codeOf(reply), message).toBe('BAD_USER_INPUT');
      expect(reply.errors![0].message).toBe(message);
    }
    const after = await orm.em.fork().execute<{ n: string }[]>('select count(*) as n from contact_message');
    expect(after[0].n).toBe(before[0].n);
  });
});

describe('POST /api/contact', () => {
  it('stores a message: 201 with success and the message text', async () => {
    const { name, email, message } = valid();
    const res = await sendJson<{ success: boolean; message: string; id: number }>('POST', '/api/contact', { name, email, message, subject: 'General Inquiry' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ success: true, message: CONTACT_THANKS });
    expect(await stored(res.body.id)).toMatchObject({ subject: 'General Inquiry', phone: null });
  });

  it('answers 400 with the message and code for an invalid form', async () => {
    const res = await sendJson('POST', '/api/contact', { ...valid(), email: 'nope' });
    expect(res).toMatchObject({ status: 400, body: { error: 'Please enter a valid email address', code: 'BAD_USER_INPUT' } });
    expect((await sendJson('POST', '/api/contact', {})).status).toBe(400);
  });
});

describe('contact rules (shared with the web)', () => {
  it('offers the five subjects and checks fields in the form\'s order', () => {
    expect(CONTACT_SUBJECTS).toEqual(['General Inquiry', 'Product Question', 'Order Issue', 'Feedback', 'Other']);
    expect(firstContactError({ name: '', email: '', subject: '', message: '' })).toEqual({ field: 'name', message: 'Please enter your name' });
    expect(firstContactError({ ...valid() })).toBeNull();
    expect(contactRules.phone(null)).toBe(true);
    expect(contactRules.phone('(022) 1234-5678')).toBe(true);
  });
});
