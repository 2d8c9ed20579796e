import { ArgsType, Field, Int } from 'type-graphql';

@ArgsType()
export class BlogsArgs {
  @Field(() => String, { nullable: true, description: "Case-insensitive text in the title, the tags or the article's words." })
  search?: string | null;

  @Field(() => Int, { defaultValue: 12, description: 'Page size, 1 to 50.' })
  first: number = 12;

  @Field(() => Int, { defaultValue: 0 })
  offset: number = 0;
}
