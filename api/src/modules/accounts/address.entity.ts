import { Entity, Enum, ManyToOne, PrimaryKey, Property, type Opt } from '@mikro-orm/core';
import type { AddressType } from '@fruit-shop/common/account.rules';
import { User } from './user.entity.js';

/**
 * A delivery address: the one source of truth (decisions: Addresses). A user has at most
 * three, in positions 1–3; position 1 is the default (primary). The spec's slot fields
 * (`address`, `address1_type`, `address2` …) are a view over these rows. `unique (user_id,
 * position)` (deferred, so a swap can move rows through each other's positions) and
 * `check (position between 1 and 3)` make a fourth address impossible at the database too.
 */
@Entity({ tableName: 'address' })
export class Address {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user!: User;

  @Property({ type: 'smallint' })
  position!: number;

  @Enum({ items: ['home', 'work', 'other'] })
  type!: AddressType;

  @Property({ type: 'string', length: 100, nullable: true })
  fullName?: string | null;

  @Property({ type: 'string', length: 15, nullable: true })
  phone?: string | null;

  @Property({ type: 'string', length: 300 })
  addressLine1!: string;

  @Property({ type: 'string', length: 300, nullable: true })
  addressLine2?: string | null;

  @Property({ type: 'string', length: 200, nullable: true })
  landmark?: string | null;

  @Property({ type: 'string', length: 100, nullable: true })
  city?: string | null;

  @Property({ type: 'string', length: 100, nullable: true })
  state?: string | null;

  @Property({ type: 'string', length: 100, default: 'India' })
  country: Opt<string> = 'India';

  @Property({ type: 'string', length: 6, nullable: true })
  pinCode?: string | null;

  @Property({ type: 'datetime', defaultRaw: 'now()', onCreate: () => new Date() })
  createdAt: Opt<Date> = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()', onCreate: () => new Date(), onUpdate: () => new Date() })
  updatedAt: Opt<Date> = new Date();
}
