import { Entity, PrimaryKey, Property, Unique, type Opt } from '@mikro-orm/core';

/** Persistence only; the GraphQL shape is CategoryView (catalog.views.ts). */
@Entity({ tableName: 'category' })
export class Category {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'string', length: 100 })
  @Unique()
  name!: string;

  @Property({ type: 'string', length: 100 })
  @Unique()
  slug!: string;

  @Property({ type: 'text', nullable: true })
  description?: string | null;

  @Property({ type: 'datetime', defaultRaw: 'now()', onCreate: () => new Date() })
  createdAt: Opt<Date> = new Date();
}
