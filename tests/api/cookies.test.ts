import Fastify from 'fastify';
import fastifyCookie from '@fastify/cookie';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionCookieOptions } from '../../api/src/http/server.js';

/** A Set-Cookie line's attributes, sorted (their order means nothing). */
const attributes = (line: string) => line.split('; ').slice(1).sort();

describe('the admin session cookie', () => {
  const app = Fastify();
  beforeAll(async () => {
    await app.register(fastifyCookie, { hook: false });
  });
  afterAll(() => app.close());

  it('is HttpOnly, site-wide and SameSite=Strict, and Secure only in production', () => {
    const line = app.serializeCookie('admin_session', 'adm_abc-_1', sessionCookieOptions(86_400, false));
    expect(line.startsWith('admin_session=adm_abc-_1; ')).toBe(true);
    expect(attributes(line)).toEqual(['HttpOnly', 'Max-Age=86400', 'Path=/', 'SameSite=Strict']);
    const secure = app.serializeCookie('admin_session', 'adm_abc-_1', sessionCookieOptions(86_400, true));
    expect(attributes(secure)).toEqual(['HttpOnly', 'Max-Age=86400', 'Path=/', 'SameSite=Strict', 'Secure']);
  });

  it('is cleared with max-age 0 and an expiry at the epoch', () => {
    const line = app.serializeCookie('admin_session', '', sessionCookieOptions(0, true));
    expect(line.split('; ')[0]).toBe('admin_session=');
    expect(attributes(line)).toEqual(['Expires=Thu, 01 Jan 1970 00:00:00 GMT', 'HttpOnly', 'Max-Age=0', 'Path=/', 'SameSite=Strict', 'Secure']);
  });

  it('is read back from a Cookie header among others', () => {
    expect(app.parseCookie('theme=dark; admin_session=adm_abc-_1; other=%E2%82%B9')).toMatchObject({ admin_session: 'adm_abc-_1', other: '₹' });
  });
});
