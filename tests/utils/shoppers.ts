import type { MikroORM } from '@mikro-orm/postgresql';
import { sessionService } from '../../api/src/modules/accounts/session.service.js';

let serial = 0;

/**
 * Customers made straight in the database with a live session each, for tests that need many
 * (signing fifty up through the API would spend the per-IP code budget). They cannot log in
 * with a password: the hash is not one.
 */
export async function makeShoppers(orm: MikroORM, count: number): Promise<{ userId: number; token: string }[]> {
  const em = orm.em.fork();
  const shoppers: { userId: number; token: string }[] = [];
  for (let i = 0; i < count; i++) {
    serial += 1;
    const stamp = `${Date.now().toString(36)}${process.pid.toString(36)}${serial}`;
    const [row] = await em.execute<{ id: number }[]>(
      `insert into "app_user" ("first_name", "last_name", "email", "password_hash", "verified_at") values ('Shopper', ?, ?, 'no-password-login', now()) returning "id"`,
      [`N${serial}`, `shopper.${stamp}@test.local`],
    );
    const { token } = await sessionService.issue(em, row.id);
    shoppers.push({ userId: row.id, token });
  }
  return shoppers;
}
