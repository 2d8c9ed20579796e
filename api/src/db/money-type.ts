import { Type, type Platform, type EntityProperty } from '@mikro-orm/core';
import { decimalToPaise, paiseToDecimal, type Paise } from '../lib/money.js';

/**
 * numeric(12,2) in the database, integer hundredths (paise for money) in JavaScript, so no
 * amount ever passes through a float on the server.
 */
export class MoneyType extends Type<Paise | null | undefined, string | null | undefined> {
  override convertToDatabaseValue(value: Paise | null | undefined): string | null | undefined {
    return value == null ? value : paiseToDecimal(value);
  }

  override convertToJSValue(value: string | number | null | undefined): Paise | null | undefined {
    if (value == null) return value;
    return decimalToPaise(String(value));
  }

  override compareAsType(): string {
    return 'number';
  }

  override getColumnType(_prop: EntityProperty, _platform: Platform): string {
    return 'numeric(12,2)';
  }
}
