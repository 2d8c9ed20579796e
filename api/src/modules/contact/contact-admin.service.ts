import type { EntityManager } from '@mikro-orm/postgresql';
import type { AdminActor } from '../../core/audit.js';
import { notFound, parseId } from '../../lib/errors.js';
import { clampLimit } from '../../lib/list-query.js';

export interface ContactMessageRecord {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
  createdAt: Date;
  handledAt: Date | null;
}

type Raw = { id: number; name: string; email: string; phone: string | null; subject: string; message: string; created_at: Date | string; handled_at: Date | string | null };
const COLUMNS = '"id", "name", "email", "phone", "subject", "message", "created_at", "handled_at"';
const toRecord = (r: Raw): ContactMessageRecord => ({
  id: r.id,
  name: r.name,
  email: r.email,
  phone: r.phone,
  subject: r.subject,
  message: r.message,
  createdAt: new Date(r.created_at),
  handledAt: r.handled_at === null ? null : new Date(r.handled_at),
});

/** The storefront's contact messages (decisions: Contact messages), read and marked handled here. */
export const contactAdminService = {
  async list(em: EntityManager, query: { handled?: boolean | null; limit?: number | null; offset?: number | null } = {}): Promise<ContactMessageRecord[]> {
    const filter = query.handled === true ? 'where "handled_at" is not null' : query.handled === false ? 'where "handled_at" is null' : '';
    const rows = await em.execute<Raw[]>(`select ${COLUMNS} from "contact_message" ${filter} order by "created_at" desc, "id" desc limit ? offset ?`, [
      clampLimit(query.limit, 50, 200),
      Math.max(query.offset ?? 0, 0),
    ]);
    return rows.map(toRecord);
  },

  async setHandled(em: EntityManager, by: AdminActor, rawId: string | number, handled: boolean): Promise<ContactMessageRecord> {
    const id = parseId(rawId, 'messageId');
    return em.transactional(async (tx) => {
      const [before] = await tx.execute<Raw[]>(`select ${COLUMNS} from "contact_message" where "id" = ? for update`, [id]);
      if (!before) throw notFound('Message not found');
      if ((before.handled_at !== null) === handled) return toRecord(before);
      const [row] = await tx.execute<Raw[]>(`update "contact_message" set "handled_at" = ${handled ? 'now()' : 'null'} where "id" = ? returning ${COLUMNS}`, [id]);
      await by.record(tx, { action: handled ? 'contact_message_handled' : 'contact_message_reopened', targetType: 'contact_message', targetId: id, changes: { handled: { from: !handled, to: handled } } });
      return toRecord(row);
    });
  },
};
