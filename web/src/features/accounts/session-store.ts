import { useSyncExternalStore } from 'react';
import { createListeners } from '../../lib/listeners';
import { readRaw, writeRaw } from '../../lib/local-store';

/*
 * The customer's session in local storage (spec §3/§4): `token`, `user` and an expiry 24 h
 * ahead. The server renders the guest view, so the server snapshot is always "guest"; the
 * browser's first render (hydration) uses it too and then re-renders with what is stored.
 */
export const TOKEN_KEY = 'token';
export const USER_KEY = 'user';
export const EXPIRY_KEY = 'sessionExpiresAt';

/**
 * 24 hours (spec §9), the same value as `SESSION_TTL_MS` in the shared account rules (a web
 * test checks they agree). Not imported from there: this module is start-up code, and the
 * import would put every rule and message of the account forms into the start-up chunk.
 */
export const SESSION_TTL_MS = 86_400_000;

export interface SessionUser {
  id: string;
  name: string;
  middleName?: string | null;
  lastName?: string | null;
  email: string;
  phone?: string | null;
  /** The primary address's city, for the header's location button. */
  city?: string | null;
}

/** A user as the api returns it (the stored user is derived from it). */
export type ApiUser = Omit<SessionUser, 'city'> & { city?: string | null; addresses?: readonly { city?: string | null; isDefault: boolean }[] };

export interface Session {
  token: string;
  user: SessionUser;
  expiresAt: number;
}

type Listener = () => void;
const changes = createListeners();
const notify = changes.notify;

// Through the shared store: one localStorage read per key and task (lib/local-store.ts).
const read = readRaw;
const write = writeRaw;

function parseUser(raw: string | null): SessionUser | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (value && typeof value === 'object' && typeof (value as SessionUser).email === 'string') return value as SessionUser;
  } catch {
    // handled below: an unreadable user is no session
  }
  return null;
}

export type StoredState =
  | { kind: 'none' }
  /** A token is stored but the session is unusable: past its expiry, or the user cannot be read. */
  | { kind: 'invalid'; reason: 'expired' | 'unreadable-user' }
  | { kind: 'valid'; session: Session };

/** What local storage holds, judged by the spec's rules (no side effects). */
export function inspectStoredSession(now = Date.now()): StoredState {
  const token = read(TOKEN_KEY);
  const rawUser = read(USER_KEY);
  if (!token && !rawUser) return { kind: 'none' };
  const expiresAt = Number(read(EXPIRY_KEY));
  if (!token || !Number.isFinite(expiresAt) || expiresAt <= now) return { kind: 'invalid', reason: 'expired' };
  const user = parseUser(rawUser);
  if (!user) return { kind: 'invalid', reason: 'unreadable-user' };
  return { kind: 'valid', session: { token, user, expiresAt } };
}

/** The bearer token, only while the session is valid (the Apollo link reads it per request). */
export function readToken(): string | null {
  const state = inspectStoredSession();
  return state.kind === 'valid' ? state.session.token : null;
}

/** Login or signup: token, user and an expiry 24 h ahead. */
export function saveSession(token: string, user: ApiUser, now = Date.now()) {
  write(TOKEN_KEY, token);
  write(USER_KEY, JSON.stringify(pickUser(user)));
  write(EXPIRY_KEY, String(now + SESSION_TTL_MS));
  notify();
}

/** A successful `me`: the expiry moves 24 h ahead and the stored user is refreshed. */
export function extendSession(user: ApiUser, now = Date.now()) {
  if (!read(TOKEN_KEY)) return;
  write(USER_KEY, JSON.stringify(pickUser(user)));
  write(EXPIRY_KEY, String(now + SESSION_TTL_MS));
  notify();
}

export function clearSession() {
  write(TOKEN_KEY, null);
  write(USER_KEY, null);
  write(EXPIRY_KEY, null);
  notify();
}

/** Applies the rules that need a write: a session past expiry or with an unreadable user is cleared. */
export function enforceSessionRules(now = Date.now()): Session | null {
  const state = inspectStoredSession(now);
  if (state.kind === 'invalid') clearSession();
  return state.kind === 'valid' ? state.session : null;
}

function pickUser(user: ApiUser): SessionUser {
  const { id, name, middleName, lastName, email, phone } = user;
  const city = user.addresses ? (user.addresses.find((a) => a.isDefault)?.city ?? null) : (user.city ?? null);
  return { id, name, middleName, lastName, email, phone, city };
}

// ── React ────────────────────────────────────────────────────────────────────────────
let cachedKey: string | null = null;
let cachedSession: Session | null = null;

function snapshot(): Session | null {
  const key = `${read(TOKEN_KEY)}\u0000${read(USER_KEY)}\u0000${read(EXPIRY_KEY)}`;
  if (key !== cachedKey) {
    cachedKey = key;
    const state = inspectStoredSession();
    cachedSession = state.kind === 'valid' ? state.session : null;
  }
  return cachedSession;
}

function subscribe(listener: Listener) {
  const unsubscribe = changes.subscribe(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === TOKEN_KEY || event.key === USER_KEY || event.key === EXPIRY_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    unsubscribe();
    window.removeEventListener('storage', onStorage);
  };
}

/** The signed-in session, or null for a guest (always null on the server and during hydration). */
export function useSession(): Session | null {
  return useSyncExternalStore(subscribe, snapshot, () => null);
}

const noopSubscribe = () => () => {};
/** False on the server and during hydration, true afterwards: when stored data may be trusted. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noopSubscribe,
    () => true,
    () => false,
  );
}

/** 'A' from the name, else from the email. */
export function userInitial(user: SessionUser): string {
  return (user.name?.trim() || user.email).charAt(0).toUpperCase();
}

/** The name, else the email's part before @. */
export function userDisplayName(user: SessionUser): string {
  return user.name?.trim() || user.email.split('@')[0];
}
