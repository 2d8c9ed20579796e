import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType('State', { description: 'A state or union territory of India.' })
export class StateView {
  @Field(() => Int)
  id!: number;

  @Field(() => String)
  name!: string;

  @Field(() => String, { nullable: true, description: 'Two-letter code, e.g. MH.' })
  code!: string | null;
}

@ObjectType('City')
export class CityView {
  @Field(() => Int)
  id!: number;

  @Field(() => String)
  name!: string;

  @Field(() => StateView)
  state!: StateView;
}

@ObjectType('Pincode', { description: 'A postal index number (6 digits, not starting with 0) and its city.' })
export class PincodeView {
  @Field(() => Int)
  id!: number;

  @Field(() => String)
  code!: string;

  @Field(() => String, { nullable: true, description: 'Locality or post office, when known.' })
  area!: string | null;

  @Field(() => CityView)
  city!: CityView;
}

export interface StateInput {
  name?: string;
  code?: string | null;
}

export interface CityInput {
  name?: string;
  stateId?: number;
}

export interface PincodeInput {
  code?: string;
  cityId?: number;
  area?: string | null;
}
