import { queryText, type RestRoute } from '../../core/rest-route.js';
import { requireAdmin } from '../../lib/auth-guards.js';
import { badInput } from '../../lib/errors.js';
import { jsonBody, page, pick, text } from './admin-fields.js';
import { adminLogService, LOGIN_ACTIONS, type AdminLogRecord } from './admin-log.service.js';

/* The admin log (spec §7 Admin logs): read, and the spec's client's own rows after its actions. */

const restLog = (l: AdminLogRecord) => ({
  id: l.id,
  admin_id: l.adminId,
  admin_name: l.adminName,
  admin_email: l.adminEmail,
  action: l.action,
  target_type: l.targetType,
  target_id: l.targetId,
  changes: l.changes,
  ip: l.ip,
  created_at: l.createdAt.toISOString(),
});

export const adminLogRestRoutes: RestRoute[] = [
  {
    method: 'GET',
    url: '/admin-logs',
    role: 'admin',
    async handler(ctx, req) {
      const { limit, offset } = page(req);
      const query = { action: queryText(req, 'action'), targetType: queryText(req, 'target_type'), targetId: queryText(req, 'target_id'), limit, offset };
      return (await adminLogService.list(ctx.em, query)).map(restLog);
    },
  },
  {
    // The spec's client posts its own rows after actions; the admin is the session's, and sign-in
    // attempts are already written by the server (a client copy would count them twice).
    method: 'POST',
    url: '/admin-logs',
    role: 'admin',
    status: 201,
    async handler(ctx, req) {
      const b = jsonBody(req);
      const action = text(pick(b, 'action'), 'action')?.trim() ?? '';
      if ((LOGIN_ACTIONS as readonly string[]).includes(action)) return { success: true, recorded: false, message: 'Sign-in attempts are logged by the server' };
      const raw = pick(b, 'changes');
      let changes: Record<string, unknown> = {};
      if (typeof raw === 'string' && raw.trim()) {
        try {
          changes = JSON.parse(raw) as Record<string, unknown>;
        } catch {
          throw badInput('changes must be JSON', 'changes');
        }
      } else if (raw && typeof raw === 'object') changes = raw as Record<string, unknown>;
      if (JSON.stringify(changes).length > 10_000) throw badInput('changes is too long', 'changes');
      await adminLogService.write(ctx.em, {
        adminId: requireAdmin(ctx),
        action,
        targetType: text(pick(b, 'target_type'), 'target_type') ?? null,
        targetId: text(pick(b, 'target_id'), 'target_id') ?? null,
        changes: typeof changes === 'object' && !Array.isArray(changes) ? changes : { value: changes },
        ip: ctx.ip,
      });
      return { success: true, recorded: true };
    },
  },
];
