import { Entity, ManyToOne, PrimaryKey, Property, type Opt } from '@mikro-orm/core';
import { User } from './user.entity.js';

/**
 * A signed-in customer's session. The bearer token itself is never stored: only its SHA-256
 * (a 256-bit random token needs no slow hash), so a copy of the table signs no one in.
 */
@Entity({ tableName: 'user_session' })
export class UserSession {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user!: User;

  @Property({ type: 'string', length: 64, unique: true, hidden: true })
  tokenHash!: string;

  @Property({ type: 'datetime' })
  expiresAt!: Date;

  @Property({ type: 'datetime', nullable: true })
  revokedAt?: Date | null;

  @Property({ type: 'datetime', defaultRaw: 'now()', onCreate: () => new Date() })
  createdAt: Opt<Date> = new Date();
}
