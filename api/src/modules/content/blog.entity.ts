import { Entity, ManyToOne, PrimaryKey, Property, type Ref, type Opt } from '@mikro-orm/core';
import { Admin } from '../accounts/admin.entity.js';
import { SanitizedHtmlType } from './sanitized-text.type.js';

@Entity({ tableName: 'blog' })
export class Blog {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'string', length: 200 })
  title!: string;

  /** HTML, sanitised on every ORM write by its column type (and again when read for display). */
  @Property({ type: SanitizedHtmlType })
  content!: string;

  /** A JSON list; older rows may hold a JSON or comma string (read through parseTextList). */
  @Property({ type: 'json', default: '[]' })
  tags: Opt<string[]> = [];

  @Property({ type: 'string', length: 500, nullable: true })
  coverImage?: string | null;

  @ManyToOne(() => Admin, { ref: true, nullable: true, deleteRule: 'set null' })
  author?: Ref<Admin> | null;

  @Property({ type: 'boolean', default: false })
  isPublished: Opt<boolean> = false;

  @Property({ type: 'datetime', defaultRaw: 'now()', onCreate: () => new Date() })
  createdAt: Opt<Date> = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Opt<Date> = new Date();
}
