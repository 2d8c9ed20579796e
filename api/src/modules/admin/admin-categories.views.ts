import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';

@ObjectType('AdminCategory', { simpleResolvers: true })
export class AdminCategoryView {
  @Field(() => ID) id!: number;
  @Field(() => String) name!: string;
  @Field(() => String) slug!: string;
  @Field(() => String, { nullable: true, description: "Null shows 'No description'." }) description!: string | null;
  @Field(() => Int, { description: 'Products in it, active or not.' }) productCount!: number;
}

@InputType()
export class CategoryInput {
  @Field(() => String) name!: string;
  @Field(() => String, { nullable: true }) description?: string | null;
}
