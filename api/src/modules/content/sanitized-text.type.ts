import { Type, type EntityProperty, type Platform } from '@mikro-orm/core';
import { sanitizeBlogHtml, toPlainText } from './content.sanitizer.js';

/*
 * Column types that clean a value on its way into the database, whichever ORM path writes it
 * (em.create + flush, the seed, nativeUpdate): sanitising on save cannot be forgotten by a
 * new write path. Both cleanings are idempotent, so change detection sees no phantom edits.
 */

/** text: blog markup, sanitised to the allowed HTML. */
export class SanitizedHtmlType extends Type<string, string> {
  override convertToDatabaseValue(value: string): string {
    return typeof value === 'string' ? sanitizeBlogHtml(value) : value;
  }

  override compareAsType(): string {
    return 'string';
  }

  override getColumnType(_prop: EntityProperty, _platform: Platform): string {
    return 'text';
  }
}

/** text: a comment, reduced to plain text (no tags at all). */
export class PlainTextType extends Type<string, string> {
  override convertToDatabaseValue(value: string): string {
    return typeof value === 'string' ? toPlainText(value).trim() : value;
  }

  override compareAsType(): string {
    return 'string';
  }

  override getColumnType(_prop: EntityProperty, _platform: Platform): string {
    return 'text';
  }
}
