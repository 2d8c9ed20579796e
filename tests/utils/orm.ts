import 'reflect-metadata';
import { MikroORM } from '@mikro-orm/postgresql';
import { inject } from 'vitest';
import { ormConfig } from '../../api/src/db/orm-config.js';

/** A second ORM connection to the test server's database, for arranging data with the seed factories. */
export async function connectTestOrm(): Promise<MikroORM> {
  return MikroORM.init(ormConfig(inject('databaseUrl'), { pool: { min: 0, max: 2 } }));
}
