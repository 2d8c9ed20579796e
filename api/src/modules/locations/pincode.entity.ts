import { Check, Entity, Index, ManyToOne, PrimaryKey, Property, Unique, type Opt } from '@mikro-orm/core';
import { City } from './city.entity.js';

/** A postal index number the shop knows, with the city it belongs to. */
@Entity({ tableName: 'pincode' })
@Check({ name: 'pincode_code_format', expression: `code ~ '^[1-9][0-9]{5}$'` })
export class Pincode {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  /** Six digits, not starting with 0. */
  @Property({ type: 'string', length: 6 })
  @Unique()
  code!: string;

  @ManyToOne(() => City, { deleteRule: 'restrict' })
  @Index()
  city!: City;

  /** The locality or post office it names, when known. */
  @Property({ type: 'string', length: 100, nullable: true })
  area?: string | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()', onCreate: () => new Date() })
  createdAt: Opt<Date> = new Date();
}
