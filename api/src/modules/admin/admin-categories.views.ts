import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';

@ObjectType('AdminCategory', { simpleResolvers: true })
export class AdminCategoryView {
  @Field(() => ID) id!: number;
  @Field(() => String) name!: string;
  @Field(() => String) slug!: string;
  @Field(() => String, { nullable: true, description: "Null shows 'No description'." }) description!: string | null;
  @Field(() => Int, { description: 'Products in it, active or not.' }) productCount!: number;
  @Field(() => Int, { nullable: true, description: "Its place among the home page's sections (1 first); null: not on the home page." }) homePosition!: number | null;
  @Field(() => String, { nullable: true, description: "The home section's heading (null: the category's name)." }) homeTitle!: string | null;
  @Field(() => Boolean, { description: "Whether the home page's tab bar names the section." }) homeTab!: boolean;
}

@InputType()
export class CategoryInput {
  @Field(() => String) name!: string;
  @Field(() => String, { nullable: true }) description?: string | null;
  @Field(() => Int, { nullable: true, description: 'Show on the home page at this place (1 to 99); null: not on the home page; absent: unchanged.' }) homePosition?: number | null;
  @Field(() => String, { nullable: true, description: "The home section's heading; absent: unchanged." }) homeTitle?: string | null;
  @Field(() => Boolean, { nullable: true, description: 'Name it in the tab bar; absent: unchanged (new: yes).' }) homeTab?: boolean | null;
}
