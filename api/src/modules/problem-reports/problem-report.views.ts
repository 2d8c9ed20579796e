import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Money } from '../../graphql/scalars.js';
import type { Paise } from '../../lib/money.js';
import { PaymentMethod } from '../orders/order.views.js';
import { RefundMethod } from '../payments/refund.views.js';

export const ProblemReason = { DAMAGED: 'damaged', MISSING: 'missing', NOT_FRESH: 'not_fresh', WRONG_ITEM: 'wrong_item' } as const;
registerEnumType(ProblemReason, { name: 'ProblemReason', description: 'What was wrong with the reported items.' });

export const ProblemReportStatus = { OPEN: 'open', REFUNDED: 'refunded', REPLACED: 'replaced', REFUSED: 'refused' } as const;
registerEnumType(ProblemReportStatus, { name: 'ProblemReportStatus', description: 'open until an admin resolves it: refunded, replaced (a free replacement order) or refused.' });

export const ProblemResolution = { REFUND: 'refund', REPLACE: 'replace', REFUSE: 'refuse' } as const;
registerEnumType(ProblemResolution, { name: 'ProblemResolution', description: "How an admin resolves a problem report." });

export const ProblemReportBlock = { NOT_DELIVERED: 'NOT_DELIVERED', WINDOW_CLOSED: 'WINDOW_CLOSED', REPORT_OPEN: 'REPORT_OPEN', NOTHING_LEFT: 'NOTHING_LEFT' } as const;
registerEnumType(ProblemReportBlock, { name: 'ProblemReportBlock', description: 'Why no problem can be reported on an order now.' });

@ObjectType('ProblemReportLine', { simpleResolvers: true })
export class ProblemReportLineView {
  @Field(() => ID, { description: 'The order item (OrderItem.id).' }) itemId!: number;
  @Field(() => String) productName!: string;
  @Field(() => String, { nullable: true }) productImage!: string | null;
  @Field(() => String) unit!: string;
  @Field(() => Int) quantity!: number;
  @Field(() => Money, { description: 'What one unit cost in the order.' }) unitPrice!: Paise;
}

@ObjectType('ProblemReport', { description: 'A problem reported with lines of a delivered order (docs/decisions/0043-problem-reports.md).', simpleResolvers: true })
export class ProblemReportView {
  @Field(() => ID) id!: number;
  @Field(() => ID) orderId!: number;
  @Field(() => String) orderNumber!: string;
  @Field(() => ProblemReason) reason!: string;
  @Field(() => String, { nullable: true }) note!: string | null;
  @Field(() => String, { nullable: true, description: 'The photo (/uploads/reports/…), without its metadata.' }) photoUrl!: string | null;
  @Field(() => ProblemReportStatus) status!: string;
  @Field(() => [ProblemReportLineView]) lines!: ProblemReportLineView[];
  @Field(() => Money, { description: 'The reported lines at the prices paid.' }) linesValue!: Paise;
  @Field(() => String, { nullable: true, description: "The shop's note with the outcome." }) resolutionNote!: string | null;
  @Field(() => Date, { nullable: true }) resolvedAt!: Date | null;
  @Field(() => ID, { nullable: true, description: "The refund made (see the order's refunds for its progress)." }) refundId!: number | null;
  @Field(() => Money, { nullable: true }) refundAmount!: Paise | null;
  @Field(() => ID, { nullable: true, description: 'The free replacement order.' }) replacementOrderId!: number | null;
  @Field(() => String, { nullable: true }) replacementOrderNumber!: string | null;
  @Field(() => Date) createdAt!: Date;
}

@ObjectType('ReportableLine', { description: 'A line of the order and how much of it may still be reported.', simpleResolvers: true })
export class ReportableLineView {
  @Field(() => ID) itemId!: number;
  @Field(() => String) productName!: string;
  @Field(() => String, { nullable: true }) productImage!: string | null;
  @Field(() => String) unit!: string;
  @Field(() => Int) ordered!: number;
  @Field(() => Int, { description: 'What earlier reports of this order did not name.' }) reportable!: number;
}

@ObjectType('ReplacedOrderRef', { simpleResolvers: true })
export class ReplacedOrderRefView {
  @Field(() => ID) orderId!: number;
  @Field(() => String) orderNumber!: string;
}

@ObjectType('OrderProblemReports', { description: "Problem reports of the customer's own order, and whether another can be made now.", simpleResolvers: true })
export class OrderProblemReportsView {
  @Field(() => ID) orderId!: number;
  @Field(() => String) orderNumber!: string;
  @Field(() => Boolean, { description: 'A report can be made now ("Report a problem").' }) canReport!: boolean;
  @Field(() => ProblemReportBlock, { nullable: true, description: 'Why not, when it cannot.' }) blockedReason!: string | null;
  @Field(() => String, { nullable: true }) blockedMessage!: string | null;
  @Field(() => Date, { nullable: true, description: 'Delivery + the shop profile window; null before delivery.' }) reportBy!: Date | null;
  @Field(() => Int, { description: "The shop profile's window, in hours after delivery." }) windowHours!: number;
  @Field(() => [ReportableLineView]) lines!: ReportableLineView[];
  @Field(() => [ProblemReportView], { description: 'Oldest first.' }) reports!: ProblemReportView[];
  @Field(() => ReplacedOrderRefView, { nullable: true, description: 'When this order is a free replacement: the order it replaces.' }) replacementOf!: ReplacedOrderRefView | null;
}

@ObjectType('AdminProblemReport', { description: 'A problem report as the back office sees it.', simpleResolvers: true })
export class AdminProblemReportView extends ProblemReportView {
  @Field(() => String) customerName!: string;
  @Field(() => String) customerEmail!: string;
  @Field(() => String) customerPhone!: string;
  @Field(() => PaymentMethod) paymentMethod!: string;
  @Field(() => Money) orderTotal!: Paise;
  @Field(() => String, { description: 'Where a replacement goes: deliverySlots(pincode) offers its slots.' }) shippingPostcode!: string;
  @Field(() => String) shippingCity!: string;
  @Field(() => ID, { nullable: true }) resolvedByAdminId!: number | null;
}

@InputType('ProblemReportLineInput')
export class ProblemReportLineInput {
  @Field(() => ID) itemId!: string;
  @Field(() => Int) quantity!: number;
}

@InputType('ReportProblemInput')
export class ReportProblemInput {
  @Field(() => ID) orderId!: string;
  @Field(() => [ProblemReportLineInput]) lines!: ProblemReportLineInput[];
  @Field(() => ProblemReason) reason!: string;
  @Field(() => String, { nullable: true, description: 'At most 1000 characters.' }) note?: string | null;
  @Field(() => String, { nullable: true, description: 'A photo uploaded first: the address POST /api/orders/{id}/problem-reports/photo answered.' }) photo?: string | null;
}

@InputType('ResolveProblemReportInput')
export class ResolveProblemReportInput {
  @Field(() => ID) reportId!: string;
  @Field(() => ProblemResolution) resolution!: string;
  @Field(() => String, { nullable: true, description: 'Required for a refusal (the customer reads it); at most 500 characters.' }) note?: string | null;
  @Field(() => RefundMethod, { nullable: true, description: 'Cash on delivery: how the refund was paid back.' }) refundMethod?: string | null;
  @Field(() => String, { nullable: true, description: 'Cash on delivery: the UPI or bank transfer reference.' }) refundReference?: string | null;
  @Field(() => ID, { nullable: true, description: "A replacement's slot (a DeliverySlot id for the order's pincode); none: the soonest open slot." }) deliverySlotId?: string | null;
}
