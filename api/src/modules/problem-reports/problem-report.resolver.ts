import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../core/request-context.js';
import { requireCustomer } from '../../lib/auth-guards.js';
import { AdminOnly } from '../admin/admin-guard.js';
import { actingAdmin } from '../admin/admin-log.service.js';
import type { ImageStore } from '../media/image-store.js';
import { replacementOrderService } from '../orders/replacement-order.service.js';
import type { PaymentService } from '../payments/payment.service.js';
import { problemReportService, type OrderStanding } from './problem-report.service.js';
import {
  AdminProblemReportView,
  OrderProblemReportsView,
  ProblemReportStatus,
  ProblemReportView,
  ReportProblemInput,
  ResolveProblemReportInput,
} from './problem-report.views.js';

/** What the resolvers need of this app: refunds (part 2) and the image store (a photo's address is checked there). */
export interface ProblemReportDeps {
  payments: PaymentService;
  images: ImageStore;
}

const LOGIN = 'Please log in to see your orders';

/** A standing as the order page reads it, with the order it replaces when it is a free replacement. */
export async function standingView(ctx: RequestContext, standing: OrderStanding): Promise<OrderProblemReportsView> {
  const originals = await replacementOrderService.originals(ctx.em, [standing.order.id]);
  return {
    orderId: standing.order.id,
    orderNumber: standing.order.orderNumber,
    canReport: standing.blocked === null,
    blockedReason: standing.blocked?.reason ?? null,
    blockedMessage: standing.blocked?.message ?? null,
    reportBy: standing.reportBy,
    windowHours: standing.windowHours,
    lines: standing.lines.map(({ item, reportable }) => ({ itemId: item.id, productName: item.productName, productImage: item.productImage, unit: item.unit, ordered: item.quantity, reportable })),
    reports: standing.reports,
    replacementOf: originals.get(standing.order.id) ?? null,
  };
}

/** Problem reports (docs/decisions/0043-problem-reports.md): the customer reports and follows; the back office resolves. */
@Resolver()
export class ProblemReportResolver {
  constructor(private readonly deps?: ProblemReportDeps) {}

  @Query(() => OrderProblemReportsView, { description: "The customer's own order: its problem reports, and whether (and what) can be reported now." })
  async orderProblemReports(@Arg('orderId', () => ID) orderId: string, @Ctx() ctx: RequestContext): Promise<OrderProblemReportsView> {
    return standingView(ctx, await problemReportService.standing(ctx.em, requireCustomer(ctx, LOGIN), orderId));
  }

  @Mutation(() => ProblemReportView, {
    description: "Reports a problem with lines of the customer's own delivered order, within the shop's window after delivery. One open report per order; a line is reported once.",
  })
  reportProblem(@Arg('input', () => ReportProblemInput) input: ReportProblemInput, @Ctx() ctx: RequestContext): Promise<ProblemReportView> {
    return problemReportService.create(ctx.em, this.deps?.images, requireCustomer(ctx, LOGIN), input.orderId, input);
  }

  @AdminOnly()
  @Query(() => [AdminProblemReportView], { description: 'Admin: problem reports, open ones oldest first (the queue); null status: every report, newest first.' })
  adminProblemReports(
    @Arg('status', () => ProblemReportStatus, { nullable: true, defaultValue: 'open' }) status: 'open' | 'refunded' | 'replaced' | 'refused' | null,
    @Arg('limit', () => Int, { defaultValue: 100 }) limit: number,
    @Arg('offset', () => Int, { defaultValue: 0 }) offset: number,
    @Ctx() ctx: RequestContext,
  ): Promise<AdminProblemReportView[]> {
    return problemReportService.adminList(ctx.em, status, limit, offset);
  }

  @AdminOnly()
  @Mutation(() => AdminProblemReportView, {
    description: 'Admin: resolves an open problem report once: a refund of the reported lines (never more than is left to refund), a free replacement order booked into a slot, or a refusal with a note. The customer is emailed the outcome.',
  })
  resolveProblemReport(@Arg('input', () => ResolveProblemReportInput) input: ResolveProblemReportInput, @Ctx() ctx: RequestContext): Promise<AdminProblemReportView> {
    if (!this.deps) throw new Error('ProblemReportResolver needs the app’s payments');
    return problemReportService.resolve(ctx.em, actingAdmin(ctx), this.deps.payments.refunds, input.reportId, input);
  }
}
