import DataLoader from 'dataloader';
import type { EntityManager } from '@mikro-orm/postgresql';
import { commenterName } from '@fruit-shop/common/content.rules';

/**
 * Customers' public names ("Asha K.") by user id, for what other modules show to readers (blog
 * comments): accounts owns app_user, so they ask here. One statement per request, whatever the
 * count; null for an account that is gone. Never the email or the phone.
 */
export const publicNamesLoader = (em: EntityManager) =>
  new DataLoader<number, string | null>(async (ids) => {
    const rows = await em.execute<{ id: number; first_name: string | null; last_name: string | null }[]>(
      // One text parameter, split in SQL: array bindings are expanded differently by drivers.
      `select u."id", u."first_name", u."last_name" from "app_user" u where u."id" = any(string_to_array(?, ',')::int[])`,
      [ids.join(',')],
    );
    const byId = new Map(rows.map((r) => [Number(r.id), commenterName(r.first_name, r.last_name)]));
    return ids.map((id) => byId.get(Number(id)) ?? null);
  });
