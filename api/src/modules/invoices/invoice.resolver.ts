import { Arg, Ctx, ID, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../core/request-context.js';
import { requireAdmin, requireCustomer } from '../../lib/auth-guards.js';
import type { InvoiceRecord } from './invoice.queries.js';
import { invoiceService } from './invoice.service.js';
import { InvoiceDocumentView } from './invoice.views.js';

const view = (d: InvoiceRecord, admin: boolean): InvoiceDocumentView => ({
  id: d.id,
  kind: d.kind,
  number: d.number,
  issuedAt: d.issuedAt,
  invoiceNumber: d.invoiceNumber,
  taxableValue: d.taxableValue,
  tax: d.cgst + d.sgst + d.igst,
  total: d.total,
  downloadPath: d.kind === 'invoice' ? `/api/${admin ? 'admin/' : ''}orders/${d.orderId}/invoice.pdf` : `/api/${admin ? 'admin/' : ''}invoices/${d.id}/document.pdf`,
});

/** An order's invoice and credit notes, for its customer and for the back office (decision 0042). */
@Resolver()
export class InvoiceResolver {
  @Query(() => [InvoiceDocumentView], { description: "The signed-in customer's order's tax invoice and credit notes, oldest first; empty before it is delivered." })
  async orderInvoices(@Arg('orderId', () => ID) orderId: string, @Ctx() ctx: RequestContext): Promise<InvoiceDocumentView[]> {
    const userId = requireCustomer(ctx, 'Please log in to see your orders');
    return (await invoiceService.ofCustomerOrder(ctx.em, userId, orderId)).map((d) => view(d, false));
  }

  @Query(() => [InvoiceDocumentView], { description: "Admin: an order's tax invoice and credit notes, oldest first." })
  async adminOrderInvoices(@Arg('orderId', () => ID) orderId: string, @Ctx() ctx: RequestContext): Promise<InvoiceDocumentView[]> {
    requireAdmin(ctx);
    return (await invoiceService.ofOrder(ctx.em, orderId)).map((d) => view(d, true));
  }
}
