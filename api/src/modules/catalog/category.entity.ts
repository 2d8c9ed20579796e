import { Entity, PrimaryKey, Property, Unique, type Opt } from '@mikro-orm/core';
import { Field, ID, ObjectType } from 'type-graphql';

@ObjectType({ description: 'A catalogue category such as "season\'s special".' })
@Entity({ tableName: 'category' })
export class Category {
  @Field(() => ID)
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Field(() => String)
  @Property({ type: 'string', length: 100 })
  @Unique()
  name!: string;

  @Field(() => String, { description: 'Stable URL slug such as seasonal, top-deals, fresh-chunks, dry-fruits.' })
  @Property({ type: 'string', length: 100 })
  @Unique()
  slug!: string;

  @Field(() => String, { nullable: true })
  @Property({ type: 'text', nullable: true })
  description?: string | null;

  @Property({ type: 'datetime', defaultRaw: 'now()', onCreate: () => new Date() })
  createdAt: Opt<Date> = new Date();
}
