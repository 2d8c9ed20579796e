import { Entity, Enum, ManyToOne, PrimaryKey, Property, type Opt } from '@mikro-orm/core';
import type { OtpPurpose } from '@fruit-shop/common/account.rules';
import { User } from './user.entity.js';

/**
 * A one-time code sent for a login, a signup, a password reset or a new phone number. Stored as an Argon2id
 * hash. A request for an unknown account still gets a row (with the hash of a code nobody
 * receives), so replies, timings and the resend cooldown are the same either way.
 */
@Entity({ tableName: 'one_time_code' })
export class OneTimeCode {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  /** The normalised e-mail or phone the code was requested for. */
  @Property({ type: 'string', length: 254 })
  identifier!: string;

  @Enum({ items: ['login', 'signup', 'password_reset', 'contact_change'] })
  purpose!: OtpPurpose | 'contact_change';

  @ManyToOne(() => User, { nullable: true, deleteRule: 'cascade' })
  user?: User | null;

  @Property({ type: 'string', length: 255, hidden: true })
  codeHash!: string;

  @Property({ type: 'smallint', default: 0 })
  attempts: Opt<number> = 0;

  @Property({ type: 'datetime' })
  expiresAt!: Date;

  @Property({ type: 'datetime', nullable: true })
  consumedAt?: Date | null;

  @Property({ type: 'datetime', defaultRaw: 'now()', onCreate: () => new Date() })
  createdAt: Opt<Date> = new Date();
}
