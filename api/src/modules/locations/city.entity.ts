import { Entity, ManyToOne, PrimaryKey, Property, Unique, type Opt } from '@mikro-orm/core';
import { State } from './state.entity.js';

@Entity({ tableName: 'city' })
@Unique({ properties: ['state', 'name'] })
export class City {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'string', length: 100 })
  name!: string;

  // A state with cities cannot be deleted: the service refuses with a message first.
  @ManyToOne(() => State, { deleteRule: 'restrict' })
  state!: State;

  @Property({ type: 'datetime', defaultRaw: 'now()', onCreate: () => new Date() })
  createdAt: Opt<Date> = new Date();
}
