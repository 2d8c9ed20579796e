import { Entity, Index, ManyToOne, PrimaryKey, Property, type Ref, type Opt } from '@mikro-orm/core';
import { User } from '../accounts/user.entity.js';
import { Blog } from './blog.entity.js';
import { PlainTextType } from './sanitized-text.type.js';

/** Pending until an admin approves it; only approved comments are public. */
@Entity({ tableName: 'blog_comment' })
export class BlogComment {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => Blog, { ref: true, deleteRule: 'cascade' })
  @Index()
  blog!: Ref<Blog>;

  @ManyToOne(() => User, { ref: true, nullable: true, deleteRule: 'set null' })
  user?: Ref<User> | null;

  /** Plain text: any markup is removed on every ORM write by the column type. */
  @Property({ type: PlainTextType })
  comment!: string;

  @Property({ type: 'boolean', default: false })
  isApproved: Opt<boolean> = false;

  @Property({ type: 'datetime', defaultRaw: 'now()', onCreate: () => new Date() })
  createdAt: Opt<Date> = new Date();
}
