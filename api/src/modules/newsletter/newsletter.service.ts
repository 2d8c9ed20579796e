import { createHash, randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { isEmail } from '@fruit-shop/common/email';
import { shopLinks } from '../../core/links.js';
import { AppError, badInput } from '../../lib/errors.js';
import { clampLimit, listOffset } from '../../lib/list-query.js';
import { toCsv } from '../../lib/csv.js';
import { enqueueMessageOnce } from '../messaging/outbox.service.js';

export type NewsletterStatus = 'pending' | 'subscribed' | 'unsubscribed';

export interface NewsletterSubscriberRecord {
  id: number;
  email: string;
  status: NewsletterStatus;
  source: 'form' | 'signup';
  createdAt: Date;
  consentedAt: Date | null;
  unsubscribedAt: Date | null;
}

/** The same answer whatever the address's state, so the form tells nobody who is on the list. */
export const NEWSLETTER_CHECK_INBOX = 'Thank you! Please check your inbox and open the link we sent to confirm your subscription.';
export const NEWSLETTER_CONFIRMED = 'Your subscription is confirmed. Thank you!';
export const NEWSLETTER_UNSUBSCRIBED = 'You are unsubscribed and will get no more newsletters.';
/** A confirmation link older than this no longer works; subscribing again sends a new one. */
const CONFIRM_TTL_DAYS = 7;
/** At most one confirmation email per address per hour, however often the form is sent. */
const RESEND_WINDOW_MS = 60 * 60 * 1000;

type Raw = { id: number; email: string; status: NewsletterStatus; source: 'form' | 'signup'; created_at: Date | string; consented_at: Date | string | null; unsubscribed_at: Date | string | null };
const COLUMNS = '"id", "email", "status", "source", "created_at", "consented_at", "unsubscribed_at"';
const date = (v: Date | string | null) => (v === null ? null : new Date(v));
const toRecord = (r: Raw): NewsletterSubscriberRecord => ({
  id: r.id,
  email: r.email,
  status: r.status,
  source: r.source,
  createdAt: new Date(r.created_at),
  consentedAt: date(r.consented_at),
  unsubscribedAt: date(r.unsubscribed_at),
});

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

function normalizeEmail(raw: unknown): string {
  const email = typeof raw === 'string' ? raw.trim().toLowerCase() : '';
  if (!email) throw badInput('Please enter your email address', 'email');
  if (!isEmail(email)) throw badInput('Please enter a valid email address', 'email');
  return email;
}

/** A new link token of this subscriber: the raw value goes into the email, its hash into the table. */
async function issueToken(tx: EntityManager, subscriberId: number, purpose: 'confirm' | 'unsubscribe'): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await tx.execute('insert into "newsletter_token" ("token_hash", "subscriber_id", "purpose") values (?, ?, ?)', [hashToken(token), subscriberId, purpose]);
  return token;
}

const confirmLink = (token: string) => shopLinks.to(`/api/newsletter/confirm?token=${token}`);
const unsubscribeLink = (token: string) => shopLinks.to(`/api/newsletter/unsubscribe?token=${token}`);

/** Every newsletter-type email ends with its own unsubscribe link. */
async function queueNewsletterEmail(tx: EntityManager, subscriber: { id: number; email: string }, subject: string, lines: string[], dedupeKey: string): Promise<boolean> {
  const unsubscribe = unsubscribeLink(await issueToken(tx, subscriber.id, 'unsubscribe'));
  const text = [...lines, '', `Unsubscribe at any time: ${unsubscribe}`].join('\n');
  return enqueueMessageOnce(tx, { channel: 'email', to: subscriber.email, subject, text }, dedupeKey);
}

async function lockByEmail(tx: EntityManager, email: string): Promise<Raw> {
  // One statement makes the row if it is new; a concurrent subscribe of the same address waits on the lock below.
  await tx.execute(`insert into "newsletter_subscriber" ("email") values (?) on conflict ("email") do nothing`, [email]);
  const [row] = await tx.execute<Raw[]>(`select ${COLUMNS} from "newsletter_subscriber" where "email" = ? for update`, [email]);
  return row;
}

async function useToken(tx: EntityManager, rawToken: unknown, purpose: 'confirm' | 'unsubscribe'): Promise<Raw> {
  const token = typeof rawToken === 'string' ? rawToken.trim() : '';
  const invalid = new AppError('NOT_FOUND', purpose === 'confirm' ? 'This confirmation link is invalid or has expired. Please subscribe again.' : 'This unsubscribe link is invalid.', { field: 'token' });
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) throw invalid;
  const age = purpose === 'confirm' ? `and t."created_at" > now() - interval '${CONFIRM_TTL_DAYS} days'` : '';
  const [row] = await tx.execute<Raw[]>(
    `select ${COLUMNS.replace(/"(\w+)"/g, 's."$1"')} from "newsletter_token" t join "newsletter_subscriber" s on s."id" = t."subscriber_id"
      where t."token_hash" = ? and t."purpose" = ? ${age} for update of s`,
    [hashToken(token), purpose],
  );
  if (!row) throw invalid;
  return row;
}

/**
 * The newsletter list with double opt-in (docs/decisions/0046-newsletter.md). Anyone may ask
 * to subscribe (the per-IP API budget covers abuse); only the link in the confirmation email
 * makes an address `subscribed`, with the time of that consent.
 */
export const newsletterService = {
  /** Idempotent: a subscribed address stays as it is; a pending or unsubscribed one gets (at most hourly) a confirmation email. */
  async subscribe(em: EntityManager, rawEmail: unknown): Promise<{ message: string }> {
    const email = normalizeEmail(rawEmail);
    await em.transactional(async (tx) => {
      const row = await lockByEmail(tx, email);
      if (row.status === 'subscribed') return;
      if (row.status === 'unsubscribed') {
        await tx.execute(`update "newsletter_subscriber" set "status" = 'pending', "source" = 'form' where "id" = ?`, [row.id]);
      }
      const confirm = confirmLink(await issueToken(tx, row.id, 'confirm'));
      const window = Math.floor(Date.now() / RESEND_WINDOW_MS);
      await queueNewsletterEmail(
        tx,
        row,
        'Confirm your Fruit Shop newsletter subscription',
        ['Hello,', '', 'Please confirm that you want the Fruit Shop newsletter (fresh arrivals and offers) at this address:', confirm, '', `The link works for ${CONFIRM_TTL_DAYS} days. If you did not ask for this, ignore this email and nothing more will be sent.`],
        `newsletter-confirm:${row.id}:${window}`,
      );
    });
    return { message: NEWSLETTER_CHECK_INBOX };
  },

  /**
   * A sign-up that ticked the box: its email was just proven by the sign-up code, so the
   * address is subscribed at once (consent = now), in the sign-up's own transaction.
   */
  async subscribeVerified(tx: EntityManager, rawEmail: string): Promise<void> {
    const email = normalizeEmail(rawEmail);
    const row = await lockByEmail(tx, email);
    if (row.status === 'subscribed') return;
    await tx.execute(`update "newsletter_subscriber" set "status" = 'subscribed', "source" = 'signup', "consented_at" = now(), "unsubscribed_at" = null where "id" = ?`, [row.id]);
    await queueNewsletterEmail(
      tx,
      row,
      'You are subscribed to the Fruit Shop newsletter',
      ['Hello,', '', 'Thank you for signing up: you will get the Fruit Shop newsletter (fresh arrivals and offers) at this address.'],
      `newsletter-welcome:${row.id}:${Date.now()}`,
    );
  },

  async confirm(em: EntityManager, token: unknown): Promise<{ email: string; message: string }> {
    return em.transactional(async (tx) => {
      const row = await useToken(tx, token, 'confirm');
      if (row.status !== 'subscribed') {
        await tx.execute(`update "newsletter_subscriber" set "status" = 'subscribed', "consented_at" = now(), "unsubscribed_at" = null where "id" = ?`, [row.id]);
      }
      await tx.execute(`delete from "newsletter_token" where "subscriber_id" = ? and "purpose" = 'confirm'`, [row.id]);
      return { email: row.email, message: NEWSLETTER_CONFIRMED };
    });
  },

  /** Works without signing in and any number of times: the link is the proof. */
  async unsubscribe(em: EntityManager, token: unknown): Promise<{ email: string; message: string }> {
    return em.transactional(async (tx) => {
      const row = await useToken(tx, token, 'unsubscribe');
      if (row.status !== 'unsubscribed') {
        await tx.execute(`update "newsletter_subscriber" set "status" = 'unsubscribed', "unsubscribed_at" = now() where "id" = ?`, [row.id]);
        await tx.execute(`delete from "newsletter_token" where "subscriber_id" = ? and "purpose" = 'confirm'`, [row.id]);
      }
      return { email: row.email, message: NEWSLETTER_UNSUBSCRIBED };
    });
  },

  async list(em: EntityManager, query: { status?: string | null; limit?: number | null; offset?: number | null } = {}): Promise<NewsletterSubscriberRecord[]> {
    const status = query.status ?? null;
    if (status !== null && !['pending', 'subscribed', 'unsubscribed'].includes(status)) throw badInput("status must be 'pending', 'subscribed' or 'unsubscribed'", 'status');
    const rows = await em.execute<Raw[]>(
      `select ${COLUMNS} from "newsletter_subscriber" ${status ? 'where "status" = ?' : ''} order by "created_at" desc, "id" desc limit ? offset ?`,
      [...(status ? [status] : []), clampLimit(query.limit, 50, 500), listOffset(query.offset)],
    );
    return rows.map(toRecord);
  },

  /** The whole list as CSV (email, status, consented at, unsubscribed at), oldest first. */
  async csv(em: EntityManager): Promise<string> {
    const rows = await em.execute<Raw[]>(`select ${COLUMNS} from "newsletter_subscriber" order by "created_at", "id" limit 100000`);
    const iso = (v: Date | string | null) => (v === null ? '' : new Date(v).toISOString());
    return toCsv(
      ['email', 'status', 'source', 'subscribed_at', 'consented_at', 'unsubscribed_at'],
      rows.map((r) => [r.email, r.status, r.source, iso(r.created_at), iso(r.consented_at), iso(r.unsubscribed_at)]),
    );
  },
};
