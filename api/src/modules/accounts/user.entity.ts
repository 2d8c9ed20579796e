import { Entity, PrimaryKey, Property, Unique, type Opt } from '@mikro-orm/core';

/** A shopper. Sensitive columns (passwordHash) never get a GraphQL field. */
@Entity({ tableName: 'app_user' })
export class User {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'string', length: 50 })
  firstName!: string;

  @Property({ type: 'string', length: 50, nullable: true })
  middleName?: string | null;

  @Property({ type: 'string', length: 50, nullable: true })
  lastName?: string | null;

  /** Stored lower-cased so lookups are case-insensitive. */
  @Property({ type: 'string', length: 254 })
  @Unique()
  email!: string;

  @Property({ type: 'string', length: 15, nullable: true })
  @Unique()
  phone?: string | null;

  @Property({ type: 'string', length: 255, hidden: true, lazy: true })
  passwordHash!: string;

  @Property({ type: 'boolean', default: true })
  isSubscribed: Opt<boolean> = true;

  @Property({ type: 'string', length: 50, nullable: true })
  referralCode?: string | null;

  @Property({ type: 'datetime', nullable: true })
  verifiedAt?: Date | null;

  @Property({ type: 'datetime', defaultRaw: 'now()', onCreate: () => new Date() })
  createdAt: Opt<Date> = new Date();
}
