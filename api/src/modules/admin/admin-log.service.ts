import type { EntityManager } from '@mikro-orm/postgresql';
import type { AdminActor } from '../../core/audit.js';
import type { RequestContext } from '../../core/request-context.js';
import { requireAdmin } from '../../lib/auth-guards.js';
import { badInput } from '../../lib/errors.js';
import { clampLimit } from '../../lib/list-query.js';

/** The login actions the spec names (§7 Admin); every other action names what changed. */
export const LOGIN_ACTIONS = ['login_attempt_failed', 'login_successful', 'login_error'] as const;

export interface AdminLogEntry {
  /** Null for a login attempt that named no admin. */
  adminId: number | null;
  action: string;
  targetType?: string | null;
  targetId?: string | number | null;
  /** What changed, as JSON (never a password or a token). */
  changes?: Record<string, unknown>;
  ip?: string | null;
}

export interface AdminLogRecord {
  id: number;
  adminId: number | null;
  adminName: string | null;
  adminEmail: string | null;
  action: string;
  targetType: string | null;
  targetId: string | null;
  changes: Record<string, unknown>;
  ip: string | null;
  createdAt: Date;
}

export interface AdminLogQuery {
  action?: string | null;
  targetType?: string | null;
  targetId?: string | number | null;
  adminId?: number | null;
  limit?: number;
  offset?: number;
}

type Raw = {
  id: string;
  admin_id: number | null;
  admin_name: string | null;
  admin_email: string | null;
  action: string;
  target_type: string | null;
  target_id: string | null;
  changes: Record<string, unknown> | string;
  ip: string | null;
  created_at: Date | string;
};

const ACTION_SHAPE = /^[a-z][a-z0-9_]{1,59}$/;

/**
 * The admin log (decisions: Admins): append-only, written in the same transaction as the change
 * it describes, so a change and its log row commit or roll back together.
 */
export const adminLogService = {
  async write(em: EntityManager, entry: AdminLogEntry): Promise<void> {
    if (!ACTION_SHAPE.test(entry.action)) throw badInput('action must be lower-case letters, digits and underscores', 'action');
    await em.execute(
      `insert into "admin_log" ("admin_id", "action", "target_type", "target_id", "changes", "ip") values (?, ?, ?, ?, ?::jsonb, ?)`,
      [
        entry.adminId,
        entry.action,
        entry.targetType?.slice(0, 40) ?? null,
        entry.targetId === undefined || entry.targetId === null ? null : String(entry.targetId).slice(0, 40),
        JSON.stringify(entry.changes ?? {}),
        entry.ip?.slice(0, 64) ?? null,
      ],
    );
  },

  /** Newest first, with the admin's name: one statement. */
  async list(em: EntityManager, query: AdminLogQuery = {}): Promise<AdminLogRecord[]> {
    const where: string[] = [];
    const params: unknown[] = [];
    const filter = (condition: string, value: unknown) => {
      where.push(condition);
      params.push(value);
    };
    if (query.action) filter('l."action" = ?', query.action);
    if (query.targetType) filter('l."target_type" = ?', query.targetType);
    if (query.targetId !== undefined && query.targetId !== null) filter('l."target_id" = ?', String(query.targetId));
    if (query.adminId) filter('l."admin_id" = ?', query.adminId);
    const rows = await em.execute<Raw[]>(
      `select l."id"::text, l."admin_id", a."name" as "admin_name", a."email" as "admin_email", l."action", l."target_type", l."target_id",
              l."changes", l."ip", l."created_at"
         from "admin_log" l left join "admin" a on a."id" = l."admin_id"
        ${where.length ? `where ${where.join(' and ')}` : ''}
        order by l."created_at" desc, l."id" desc limit ? offset ?`,
      [...params, clampLimit(query.limit, 50, 200), Math.max(query.offset ?? 0, 0)],
    );
    return rows.map((r) => ({
      id: Number(r.id),
      adminId: r.admin_id,
      adminName: r.admin_name,
      adminEmail: r.admin_email,
      action: r.action,
      targetType: r.target_type,
      targetId: r.target_id,
      changes: typeof r.changes === 'string' ? (JSON.parse(r.changes) as Record<string, unknown>) : r.changes,
      ip: r.ip,
      createdAt: new Date(r.created_at),
    }));
  },
};

/** An admin as the owning modules' back-office services take them (core/audit.ts): their changes are logged here. */
export function adminActor(adminId: number): AdminActor {
  return { adminId, record: (tx, entry) => adminLogService.write(tx, { adminId, ...entry }) };
}

/** The signed-in admin as an actor (a guest gets 401, a customer 403). */
export const actingAdmin = (ctx: RequestContext): AdminActor => adminActor(requireAdmin(ctx));
