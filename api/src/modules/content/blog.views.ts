import { Field, ID, Int, ObjectType } from 'type-graphql';

/*
 * The public shapes of the blog: plain objects filled by one SQL statement per list
 * (blog.queries.ts), like the catalogue's read model. Only published blogs and approved
 * comments ever become one of these, except the comment a customer has just posted.
 */

@ObjectType('BlogComment', { simpleResolvers: true })
export class BlogCommentView {
  @Field(() => ID)
  id!: number;

  @Field(() => ID)
  blogId!: number;

  @Field(() => ID, { nullable: true, description: "The commenter's user id (readers see authorName); null when the account is gone." })
  userId!: number | null;

  @Field(() => String, { description: 'Plain text: any markup was removed.' })
  comment!: string;

  @Field(() => Boolean)
  isApproved!: boolean;

  @Field(() => Boolean, { description: 'True until an admin approves it (only your own just-posted comment can be pending).' })
  pending!: boolean;

  @Field(() => Date)
  createdAt!: Date;
}

@ObjectType('Blog', { simpleResolvers: true })
export class BlogView {
  @Field(() => ID)
  id!: number;

  @Field(() => String)
  title!: string;

  @Field(() => String, { description: 'Sanitised HTML: basic formatting, links with safe schemes and images; no scripts, handlers or styles.' })
  content!: string;

  @Field(() => [String])
  tags!: string[];

  @Field(() => String, { nullable: true, description: 'Cover image URL.' })
  coverImage!: string | null;

  @Field(() => ID, { nullable: true })
  authorId!: number | null;

  @Field(() => Int, { description: 'Minutes to read the text at 200 words per minute, at least 1.' })
  readingTimeMinutes!: number;

  @Field(() => Int, { description: 'Approved comments.' })
  commentCount!: number;

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => Date)
  updatedAt!: Date;
}

@ObjectType('BlogPage', { simpleResolvers: true })
export class BlogPage {
  @Field(() => [BlogView])
  items!: BlogView[];

  @Field(() => Int)
  totalCount!: number;

  @Field(() => Boolean)
  hasMore!: boolean;
}
