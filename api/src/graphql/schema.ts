import { lexicographicSortSchema, printSchema, type GraphQLSchema } from 'graphql';
import { buildSchema } from 'type-graphql';
import { AccountsResolver } from '../modules/accounts/accounts.resolver.js';
import { CategoryResolver } from '../modules/catalog/category.resolver.js';
import { ProductResolver } from '../modules/catalog/product.resolver.js';

/** Every resolver class; each domain module adds its own here. */
const RESOLVERS = [ProductResolver, CategoryResolver, AccountsResolver] as const;

export function buildGraphQLSchema(): Promise<GraphQLSchema> {
  // Validation lives in the services (with the spec's messages), not in class-validator.
  return buildSchema({ resolvers: RESOLVERS, validate: false });
}

/** The committed contract: sorted so that the file changes only when the schema does. */
export function printContract(schema: GraphQLSchema): string {
  return `${printSchema(lexicographicSortSchema(schema))}\n`;
}
