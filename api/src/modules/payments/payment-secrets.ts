import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { PaymentsConfig } from '../../config.js';

const SECRET_NAMES = { keySecret: 'simulated_payment_key_secret', webhookSecret: 'simulated_payment_webhook_secret' } as const;

/**
 * The simulated gateway's secrets, shared by every instance (and every APP_WORKERS process) on
 * one database. A secret made up per process broke the payment window across instances: Pay on
 * one signed with its secret, and the verify that the load balancer sent to another refused the
 * signature. A secret given in the environment is kept; a missing one is made once, by whichever
 * process asks first, and read by the rest (`on conflict do nothing`, then a read that sees the
 * winner's row once its insert committed).
 */
export async function withSharedPaymentSecrets(em: EntityManager, config: PaymentsConfig): Promise<PaymentsConfig> {
  if (config.mode !== 'simulated' || !config.madeUpSecrets.length) return config;
  const shared: PaymentsConfig = { ...config, madeUpSecrets: [] };
  for (const key of config.madeUpSecrets) {
    const name = SECRET_NAMES[key];
    await em.execute('insert into "shared_secret" ("name", "value") values (?, ?) on conflict ("name") do nothing', [name, randomBytes(32).toString('hex')]);
    const [row] = await em.execute<{ value: string }[]>('select "value" from "shared_secret" where "name" = ?', [name]);
    shared[key] = row.value;
  }
  return shared;
}
