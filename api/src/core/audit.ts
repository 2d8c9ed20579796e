import type { EntityManager } from '@mikro-orm/postgresql';

/*
 * The back office's changes are made by the module that owns the table (coupons change coupons,
 * catalog changes products …) and logged by admin, in the same transaction (decisions: Admins).
 * The owner takes the acting admin as this port, so it writes the log row without importing
 * admin, which sits above every module.
 */

/** One change an admin made, as the admin log records it. */
export interface AuditEntry {
  action: string;
  targetType: string;
  targetId: string | number;
  /** What changed, as JSON (never a password or a token). */
  changes: Record<string, unknown>;
}

/** The admin making a back-office change: their id (stock movements record it), and their log. */
export interface AdminActor {
  readonly adminId: number;
  /** Writes the log row inside the change's own transaction, so both commit or neither does. */
  record(tx: EntityManager, entry: AuditEntry): Promise<void>;
}

/** The fields that differ between two snapshots, as {field: {from, to}} for the log. */
export function diffChanges(before: Record<string, unknown>, after: Record<string, unknown>): Record<string, { from: unknown; to: unknown }> {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const key of Object.keys(after)) {
    const from = before[key] instanceof Date ? (before[key] as Date).toISOString() : before[key];
    const to = after[key] instanceof Date ? (after[key] as Date).toISOString() : after[key];
    if (JSON.stringify(from) !== JSON.stringify(to)) changes[key] = { from: from ?? null, to: to ?? null };
  }
  return changes;
}
