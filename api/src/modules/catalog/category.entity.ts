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

  /** Its place among the home page's sections (1 first); null: not on the home page. */
  @Property({ type: 'smallint', nullable: true })
  homePosition?: number | null = null;

  /** The home section's heading; the category's name when empty. */
  @Property({ type: 'string', length: 100, nullable: true })
  homeTitle?: string | null = null;

  /** Whether the home page's tab bar names the section. */
  @Property({ type: 'boolean', default: true })
  homeTab: Opt<boolean> = true;

  @Property({ type: 'datetime', defaultRaw: 'now()', onCreate: () => new Date() })
  createdAt: Opt<Date> = new Date();
}
