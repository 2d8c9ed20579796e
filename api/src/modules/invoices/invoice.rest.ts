import type { FastifyRequest } from 'fastify';
import { queryText, RestReply, type RestRoute } from '../../core/rest-route.js';
import { requireCustomer } from '../../lib/auth-guards.js';
import { invoiceRegisterCsv } from './invoice-register.js';
import { invoicePdf } from './invoice-pdf.js';
import { invoiceService, type InvoiceDocument } from './invoice.service.js';

/*
 * Invoices as files (decision 0042): the customer's own order's invoice and credit notes, the
 * admin's of any order, and a month's register as CSV. 404 before an invoice exists and for
 * anyone else's order.
 */

const params = (req: FastifyRequest) => req.params as Record<string, string>;
const fileName = (doc: InvoiceDocument) => `${doc.number.replace(/\//g, '-')}.pdf`;

async function pdfReply(doc: InvoiceDocument): Promise<RestReply> {
  return new RestReply(200, await invoicePdf(doc), {
    'content-type': 'application/pdf',
    'content-disposition': `attachment; filename="${fileName(doc)}"`,
    'cache-control': 'private, no-store',
  });
}

export const invoiceRestRoutes: RestRoute[] = [
  {
    method: 'GET',
    url: '/orders/:id/invoice.pdf',
    role: 'customer',
    async handler(ctx, req) {
      return pdfReply(await invoiceService.invoiceOfOrder(ctx.em, params(req).id, requireCustomer(ctx)));
    },
  },
  {
    method: 'GET',
    url: '/invoices/:invoiceId/document.pdf',
    role: 'customer',
    async handler(ctx, req) {
      return pdfReply(await invoiceService.document(ctx.em, params(req).invoiceId, requireCustomer(ctx)));
    },
  },
  {
    method: 'GET',
    url: '/admin/orders/:id/invoice.pdf',
    role: 'admin',
    async handler(ctx, req) {
      return pdfReply(await invoiceService.invoiceOfOrder(ctx.em, params(req).id));
    },
  },
  {
    method: 'GET',
    url: '/admin/invoices/:invoiceId/document.pdf',
    role: 'admin',
    async handler(ctx, req) {
      return pdfReply(await invoiceService.document(ctx.em, params(req).invoiceId));
    },
  },
  {
    // ?month=YYYY-MM (India time)
    method: 'GET',
    url: '/admin/invoices.csv',
    role: 'admin',
    async handler(ctx, req) {
      const month = queryText(req, 'month') ?? '';
      return new RestReply(200, await invoiceRegisterCsv(ctx.em, month), {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="invoices-${month.replace(/[^0-9-]/g, '')}.csv"`,
        'cache-control': 'no-store',
      });
    },
  },
];
