import { stringify } from 'csv-stringify/sync';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ADMIN_ONLY } from '../../../contract/auth/access.policy';
import { problemSchema } from '../../../contract/http/problem';
import { rowIdParam } from '../../../contract/http/ids';
import {
  INVOICE_MESSAGES as M,
  invoiceActionResultSchema,
  invoiceListSchema,
  invoiceReportSchema,
  invoiceSchema,
  myFeesSchema,
  recordPaymentSchema,
  updateChargesSchema,
  waiveInvoiceSchema,
  waiverDecisionSchema,
  waiverRequestInputSchema,
  waiverRequestResultSchema,
  waiverRequestSchema,
} from '../../../contract/invoices/invoice.schema';
import { paperIdParamsSchema } from '../../../contract/papers/papers.schema';
import {
  getInvoiceReport,
  getPaperInvoice,
  getPaperInvoicePdf,
  grantWaiver,
  listInvoicesForOffice,
  listMyFees,
  listPaperWaiverRequests,
  recordPayment,
  refuseWaiver,
  requestWaiver,
  updateCharges,
  waiveInvoice,
} from '../../../core/invoices/invoices.service';

/**
 * Publication fees (issue 15; decision 0048): the authors' invoice, PDF and waiver requests
 * (the paper's authors and the office; reviewers and editors get 404), and the office's calls.
 */

const invoiceIdParams = z.object({ id: rowIdParam({ invalid: 'The invoice id must be a positive whole number.', notFound: M.invoiceNotFound }) });
const waiverIdParams = z.object({ id: rowIdParam({ invalid: 'The waiver request id must be a positive whole number.', notFound: M.waiverRequestNotFound }) });
const read = { 400: problemSchema, 401: problemSchema, 404: problemSchema };
const change = { ...read, 403: problemSchema, 409: problemSchema };

export const invoicesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/papers/my-fees', {
    config: { access: 'signed-in' },
    schema: {
      tags: ['invoices'],
      summary: 'The viewer’s papers with an invoice or a waiver still to ask for: invoice, waiver requests, whether a waiver can be requested',
      response: { 200: myFeesSchema, 401: problemSchema },
    },
    handler: (request) => listMyFees(request.ctx),
  });

  app.get('/api/papers/:id/invoice', {
    config: { access: 'signed-in' },
    schema: {
      tags: ['invoices'],
      summary: 'The publication-fee invoice of an accepted paper: its authors and the office (ADMIN); 404 for anyone else or before acceptance',
      params: paperIdParamsSchema,
      response: { 200: invoiceSchema, ...read },
    },
    handler: (request) => getPaperInvoice(request.ctx, request.params.id),
  });

  app.get('/api/papers/:id/invoice.pdf', {
    config: { access: 'signed-in' },
    schema: {
      tags: ['invoices'],
      summary: 'The invoice as a one-page PDF ({number}.pdf), for the same readers',
      params: paperIdParamsSchema,
      response: { 200: z.any().describe('The invoice PDF'), ...read },
    },
    handler: async (request, reply) => {
      const { bytes, fileName } = await getPaperInvoicePdf(request.ctx, request.params.id);
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `attachment; filename="${fileName}"`)
        .header('Cache-Control', 'private, no-store')
        .send(Buffer.from(bytes));
    },
  });

  app.get('/api/papers/:id/waiver-requests', {
    config: { access: 'signed-in' },
    schema: {
      tags: ['invoices'],
      summary: 'The waiver requests of a paper and their outcome: its authors and the office only',
      params: paperIdParamsSchema,
      response: { 200: z.array(waiverRequestSchema), ...read },
    },
    handler: (request) => listPaperWaiverRequests(request.ctx, request.params.id),
  });

  app.post('/api/papers/:id/waiver-requests', {
    config: { access: 'signed-in' },
    schema: {
      tags: ['invoices'],
      summary: 'Request a full waiver {kind, reason}, at submission or later, decided by the office apart from review',
      params: paperIdParamsSchema,
      body: waiverRequestInputSchema,
      response: { 201: z.object({ waiverRequest: waiverRequestSchema, message: z.string() }), ...change },
    },
    handler: async (request, reply) => {
      const waiverRequest = await requestWaiver(request.ctx, request.params.id, request.body);
      return reply.code(201).send({ waiverRequest, message: M.waiverRequestSent });
    },
  });

  app.get('/api/admin/invoices', {
    config: { access: ADMIN_ONLY },
    schema: {
      tags: ['invoices'],
      summary: 'Every invoice (newest first) and every waiver request (waiting ones first)',
      response: { 200: invoiceListSchema, 401: problemSchema, 403: problemSchema },
    },
    handler: (request) => listInvoicesForOffice(request.ctx),
  });

  app.get('/api/admin/invoices/report', {
    config: { access: ADMIN_ONLY },
    schema: {
      tags: ['invoices'],
      summary: 'Invoices by state, and amounts issued and due, paid and waived per month',
      response: { 200: invoiceReportSchema, 401: problemSchema, 403: problemSchema },
    },
    handler: (request) => getInvoiceReport(request.ctx),
  });

  app.get('/api/admin/invoices/report.csv', {
    config: { access: ADMIN_ONLY },
    schema: {
      tags: ['invoices'],
      summary: 'The monthly report as CSV (invoices-report.csv), amounts in US dollars',
      response: { 200: z.any().describe('CSV'), 401: problemSchema, 403: problemSchema },
    },
    handler: async (request, reply) => {
      const report = await getInvoiceReport(request.ctx);
      const dollars = (cents: number) => (cents / 100).toFixed(2);
      const csv = stringify(
        report.months.map((m) => [m.month, m.issuedCount, dollars(m.dueCents), dollars(m.paidCents), dollars(m.waivedCents)]),
        { header: true, columns: ['Month', 'Invoices issued', 'Still due (USD)', 'Paid (USD)', 'Waived (USD)'] },
      );
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', 'attachment; filename="invoices-report.csv"')
        .header('Cache-Control', 'private, no-store')
        .send(csv);
    },
  });

  app.post('/api/admin/invoices/:id/payments', {
    config: { access: ADMIN_ONLY },
    schema: {
      tags: ['invoices'],
      summary: 'Record the payment {method, reference, date} of an open invoice; 409 when it is already paid or waived',
      params: invoiceIdParams,
      body: recordPaymentSchema,
      response: { 200: invoiceActionResultSchema, ...change },
    },
    handler: (request) => recordPayment(request.ctx, request.params.id, request.body),
  });

  app.post('/api/admin/invoices/:id/waive', {
    config: { access: ADMIN_ONLY },
    schema: {
      tags: ['invoices'],
      summary: 'Waive an open invoice in full {reason}; the author is told there is nothing to pay (never a payment request)',
      params: invoiceIdParams,
      body: waiveInvoiceSchema,
      response: { 200: invoiceActionResultSchema, ...change },
    },
    handler: (request) => waiveInvoice(request.ctx, request.params.id, request.body),
  });

  app.put('/api/admin/invoices/:id/charges', {
    config: { access: ADMIN_ONLY },
    schema: {
      tags: ['invoices'],
      summary: 'Record the extra charges of an open invoice (typeset pages, colour figures, rush, language editing, extensive revision)',
      params: invoiceIdParams,
      body: updateChargesSchema,
      response: { 200: invoiceActionResultSchema, ...change },
    },
    handler: (request) => updateCharges(request.ctx, request.params.id, request.body),
  });

  app.post('/api/admin/waiver-requests/:id/grant', {
    config: { access: ADMIN_ONLY },
    schema: {
      tags: ['invoices'],
      summary: 'Grant a waiting waiver request {note?}: an open invoice is waived at once, a later one is issued waived',
      params: waiverIdParams,
      body: waiverDecisionSchema,
      response: { 200: waiverRequestResultSchema, ...change },
    },
    handler: (request) => grantWaiver(request.ctx, request.params.id, request.body),
  });

  app.post('/api/admin/waiver-requests/:id/refuse', {
    config: { access: ADMIN_ONLY },
    schema: {
      tags: ['invoices'],
      summary: 'Refuse a waiting waiver request {note?}',
      params: waiverIdParams,
      body: waiverDecisionSchema,
      response: { 200: waiverRequestResultSchema, ...change },
    },
    handler: (request) => refuseWaiver(request.ctx, request.params.id, request.body),
  });
};
