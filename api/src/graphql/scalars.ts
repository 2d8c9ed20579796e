import { GraphQLScalarType, Kind } from 'graphql';
import { paiseToRupees, rupeesToPaise, type Paise } from '../lib/money.js';
import { AppError } from '../lib/errors.js';

/**
 * Server values are integer paise; on the wire they are rupees as a JSON number with at
 * most two decimals (e.g. 149.5). Inputs with more decimals are rejected, not rounded.
 */
export const Money = new GraphQLScalarType<Paise, number>({
  name: 'Money',
  description:
    'An amount in Indian rupees, sent as a number with at most two decimals (computed in integer paise on the server).',
  serialize(value) {
    if (typeof value !== 'number' || !Number.isSafeInteger(value)) throw new TypeError('Money must be integer paise');
    return paiseToRupees(value);
  },
  parseValue(value) {
    return parseRupees(value);
  },
  parseLiteral(ast) {
    if (ast.kind !== Kind.INT && ast.kind !== Kind.FLOAT) throw new AppError('BAD_USER_INPUT', 'Money must be a number');
    return parseRupees(Number(ast.value));
  },
});

function parseRupees(value: unknown): Paise {
  if (typeof value !== 'number') throw new AppError('BAD_USER_INPUT', 'Money must be a number');
  try {
    return rupeesToPaise(value);
  } catch (e) {
    throw new AppError('BAD_USER_INPUT', (e as Error).message);
  }
}
