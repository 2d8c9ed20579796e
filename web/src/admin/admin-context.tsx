import { createContext, use, useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { toaster } from '../components/app-toaster';

/**
 * What the back office's shell gives its pages (spec §2 Admin dashboard, §8 Admin messages).
 *
 * Pages are rendered inside <AdminShellProvider> by the dashboard; outside it (a unit test
 * rendering a page alone) every hook still works with harmless defaults.
 *
 * - `useAdminSearch(): string` — the text of the dashboard's search box (already trimmed, not
 *   debounced: filter client-side with it, e.g. `name.toLowerCase().includes(search.toLowerCase())`).
 * - `useAdminSaving(): { saving: boolean; runSaving<T>(work: Promise<T> | (() => Promise<T>)): Promise<T> }`
 *   — shows the full-screen 'Loading...' overlay while `work` runs; resolves/rejects like it.
 *   Nested or parallel calls keep the overlay up until the last one settles.
 * - `useAdminToast(): { success(title: string): void; error(cause: unknown, fallback: string): void }`
 *   — `error` shows the server's message (a GraphQL error's message, an Error's message when it
 *   came from the server) and otherwise `fallback`, the spec's default text
 *   (e.g. 'Failed to save category').
 * - `useAdmin(): AdminIdentity | null` — the signed-in admin (id, name, email) or null.
 * - `adminErrorMessage(cause, fallback): string` — the same choice of text as `error`, for inline use.
 */

export interface AdminIdentity {
  id: string;
  name: string;
  email: string;
}

interface AdminShellValue {
  admin: AdminIdentity | null;
  search: string;
  saving: boolean;
  runSaving: <T>(work: Promise<T> | (() => Promise<T>)) => Promise<T>;
}

const passThrough = <T,>(work: Promise<T> | (() => Promise<T>)): Promise<T> =>
  typeof work === 'function' ? work() : work;

const AdminShellContext = createContext<AdminShellValue>({ admin: null, search: '', saving: false, runSaving: passThrough });

export function AdminShellProvider({ admin, search, children }: { admin: AdminIdentity | null; search: string; children: ReactNode }) {
  const [pending, setPending] = useState(0);
  const pendingRef = useRef(0);
  const runSaving = useCallback(<T,>(work: Promise<T> | (() => Promise<T>)): Promise<T> => {
    pendingRef.current += 1;
    setPending(pendingRef.current);
    const settle = () => {
      pendingRef.current -= 1;
      setPending(pendingRef.current);
    };
    let running: Promise<T>;
    try {
      running = passThrough(work);
    } catch (error) {
      settle();
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
    return running.finally(settle);
  }, []);
  const value = useMemo(
    () => ({ admin, search: search.trim(), saving: pending > 0, runSaving }),
    [admin, search, pending, runSaving],
  );
  return (
    <AdminShellContext value={value}>
      {children}
      {pending > 0 && (
        <div className="admin-saving-overlay" role="status" aria-live="polite" style={overlayStyle}>
          <span style={overlayTextStyle}>Loading...</span>
        </div>
      )}
    </AdminShellContext>
  );
}

const overlayStyle = {
  position: 'fixed',
  inset: 0,
  zIndex: 2000,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: 'rgba(0, 0, 0, 0.45)',
} as const;

const overlayTextStyle = {
  background: 'white',
  color: '#1a202c',
  padding: '12px 24px',
  borderRadius: 8,
  fontWeight: 600,
} as const;

export function useAdmin(): AdminIdentity | null {
  return use(AdminShellContext).admin;
}

export function useAdminSearch(): string {
  return use(AdminShellContext).search;
}

export function useAdminSaving(): Pick<AdminShellValue, 'saving' | 'runSaving'> {
  const { saving, runSaving } = use(AdminShellContext);
  return { saving, runSaving };
}

/** The server's message when there is one, else the spec's default text. */
export function adminErrorMessage(cause: unknown, fallback: string): string {
  return serverMessageOf(cause) ?? fallback;
}

/** The message the server sent: a GraphQL error's, one in a non-2xx reply's body, or a REST reply's. */
export function serverMessageOf(cause: unknown): string | null {
  if (!cause || typeof cause !== 'object') return null;
  const withErrors = cause as { errors?: readonly { message?: string }[]; bodyText?: string; serverMessage?: string };
  const first = withErrors.errors?.[0]?.message;
  if (first) return first;
  if (withErrors.serverMessage) return withErrors.serverMessage;
  if (typeof withErrors.bodyText === 'string') {
    try {
      const body = JSON.parse(withErrors.bodyText) as { errors?: { message?: string }[]; error?: string; message?: string };
      return body.errors?.[0]?.message ?? body.error ?? body.message ?? null;
    } catch {
      return null;
    }
  }
  return null;
}

/** No reply at all (offline, server down): fetch itself failed. */
export function isNetworkFailure(cause: unknown): boolean {
  return cause instanceof TypeError || (cause instanceof Error && /failed to fetch|fetch failed|network/i.test(cause.message) && !('errors' in cause) && !('bodyText' in cause));
}

export function useAdminToast() {
  return useMemo(
    () => ({
      success: (title: string) => toaster.create({ type: 'success', title, duration: 3000 }),
      error: (cause: unknown, fallback: string) =>
        toaster.create({ type: 'error', title: adminErrorMessage(cause, fallback), duration: 3000 }),
    }),
    [],
  );
}
