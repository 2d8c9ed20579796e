import { Entity, PrimaryKey, Property, Unique, type Opt } from '@mikro-orm/core';

/** A state or union territory of India: what the address forms offer. */
@Entity({ tableName: 'state' })
export class State {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'string', length: 100 })
  @Unique()
  name!: string;

  /** The two-letter code (MH, KA …), when known. */
  @Property({ type: 'string', length: 2, nullable: true })
  @Unique()
  code?: string | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()', onCreate: () => new Date() })
  createdAt: Opt<Date> = new Date();
}
