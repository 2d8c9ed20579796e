import { Field, GraphQLISODateTime, ID, InputType, Int, ObjectType } from 'type-graphql';

@ObjectType('AdminBlog', { description: 'A blog, published or draft, with its comment counts.', simpleResolvers: true })
export class AdminBlogView {
  @Field(() => ID) id!: number;
  @Field(() => String) title!: string;
  @Field(() => String, { description: 'Sanitised HTML.' }) content!: string;
  @Field(() => String, { description: 'The first 100 characters of the text (the blogs table).' }) excerpt!: string;
  @Field(() => [String]) tags!: string[];
  @Field(() => String, { nullable: true }) coverImage!: string | null;
  @Field(() => ID, { nullable: true }) authorId!: number | null;
  @Field(() => String, { nullable: true }) authorName!: string | null;
  @Field(() => Boolean) isPublished!: boolean;
  @Field(() => Int) commentCount!: number;
  @Field(() => Int) pendingCommentCount!: number;
  @Field(() => GraphQLISODateTime) createdAt!: Date;
  @Field(() => GraphQLISODateTime) updatedAt!: Date;
}

@InputType({ description: 'The blog form. On update, a field left out keeps its value.' })
export class BlogInput {
  @Field(() => String, { nullable: true }) title?: string | null;
  @Field(() => String, { nullable: true, description: 'HTML; sanitised on save.' }) content?: string | null;
  @Field(() => [String], { nullable: true }) tags?: string[] | null;
  @Field(() => String, { nullable: true }) coverImage?: string | null;
  @Field(() => Boolean, { nullable: true, description: "'Publish immediately'." }) isPublished?: boolean | null;
}

@ObjectType('AdminBlogComment', { description: 'A comment, pending or approved.', simpleResolvers: true })
export class AdminCommentView {
  @Field(() => ID) id!: number;
  @Field(() => ID) blogId!: number;
  @Field(() => ID, { nullable: true, description: "Shown as 'User #id'; null for an admin's comment." }) userId!: number | null;
  @Field(() => String) comment!: string;
  @Field(() => Boolean) isApproved!: boolean;
  @Field(() => GraphQLISODateTime) createdAt!: Date;
}
