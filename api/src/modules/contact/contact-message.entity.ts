import { Entity, Index, PrimaryKey, Property, type Opt } from '@mikro-orm/core';

/**
 * A message from the contact form (decisions: Contact messages): stored so that none is
 * lost; admins read it in the back office and mark it handled. Plain text, shown as text.
 */
@Entity({ tableName: 'contact_message' })
export class ContactMessage {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'string', length: 100 })
  name!: string;

  @Property({ type: 'string', length: 254 })
  email!: string;

  @Property({ type: 'string', length: 16, nullable: true })
  phone?: string | null;

  @Property({ type: 'string', length: 50 })
  subject!: string;

  @Property({ type: 'text' })
  message!: string;

  @Property({ type: 'datetime', defaultRaw: 'now()', onCreate: () => new Date() })
  @Index()
  createdAt: Opt<Date> = new Date();

  @Property({ type: 'datetime', nullable: true })
  handledAt?: Date | null;
}
