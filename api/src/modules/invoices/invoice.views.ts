import { Field, GraphQLISODateTime, ID, ObjectType } from 'type-graphql';
import { Money } from '../../graphql/scalars.js';
import type { Paise } from '../../lib/money.js';

@ObjectType('InvoiceDocument', { description: "An order's GST tax invoice or a credit note against it (decision 0042).", simpleResolvers: true })
export class InvoiceDocumentView {
  @Field(() => ID) id!: number;
  @Field(() => String, { description: "'invoice' or 'credit_note'." }) kind!: string;
  @Field(() => String, { description: 'FS/26-27/000123, or FS/CN/26-27/0001 for a credit note.' }) number!: string;
  @Field(() => GraphQLISODateTime) issuedAt!: Date;
  @Field(() => String, { nullable: true, description: "A credit note's invoice number." }) invoiceNumber!: string | null;
  @Field(() => Money) taxableValue!: Paise;
  @Field(() => Money, { description: 'CGST + SGST + IGST.' }) tax!: Paise;
  @Field(() => Money) total!: Paise;
  @Field(() => String, { description: 'Where the PDF is downloaded (GET, with the same session).' }) downloadPath!: string;
}
