import { Entity, Enum, PrimaryKey, Property, Unique, type Opt } from '@mikro-orm/core';

export type AdminStatus = 'active' | 'pending';

/** A back-office user. The first admin of an empty shop is active; later ones wait for approval. */
@Entity({ tableName: 'admin' })
export class Admin {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'string', length: 100 })
  name!: string;

  @Property({ type: 'string', length: 254 })
  @Unique()
  email!: string;

  @Property({ type: 'string', length: 15, nullable: true })
  @Unique()
  phone?: string | null;

  @Property({ type: 'string', length: 255, hidden: true, lazy: true })
  passwordHash!: string;

  @Enum({ items: ['active', 'pending'], default: 'pending' })
  status: Opt<AdminStatus> = 'pending';

  @Property({ type: 'datetime', defaultRaw: 'now()', onCreate: () => new Date() })
  createdAt: Opt<Date> = new Date();
}
