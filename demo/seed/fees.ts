import { PAYMENT_METHOD_IDS } from '../../contract/journal/fees';
import { recordPaymentSchema, waiveInvoiceSchema, waiverRequestInputSchema } from '../../contract/invoices/invoice.schema';
import type { Actor, Ctx } from '../../core/context';
import { issueInvoiceOnAcceptance, recordPayment, requestWaiver, waiveInvoice } from '../../core/invoices/invoices.service';
import { MailSender } from '../../core/mail/mail-sender';
import { DEMO_SUBMISSIONS, type DemoPersonKey, type DemoSubmissionSpec } from '../content/submissions';
import { lastMailTime, listPublishedWithAcceptance } from './demo.repo';
import { NO_TRANSPORT, type DemoBase } from './editorial-history';

/**
 * The demo journal's publication fees (issue 15; decision 0048), through the services: every
 * published article's invoice issued at its acceptance and paid (or, for invited reviews and a
 * least-developed-country paper, waived) before publication; the accepted manuscripts' invoices
 * as the acceptances issued them, one paid and one overdue; and a waiver request waiting for the office.
 */

const DAY = 24 * 60 * 60 * 1000;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

function actingAt(base: DemoBase) {
  const time = { now: new Date(0) };
  const clock = () => time.now;
  const mail = new MailSender(base.db, NO_TRANSPORT, clock);
  return { time, as: (actor: Actor): Ctx => ({ ...base, actor, clock, mail }) };
}

/**
 * The back-catalogue's invoices, before the manuscripts' history so the numbers follow the
 * acceptances: every issue and settlement played in the order it happened, so the mail is too.
 */
export async function seedPublishedFees(base: DemoBase, admin: Actor): Promise<void> {
  const { time, as } = actingAt(base);
  const published = await listPublishedWithAcceptance(base.db);
  const invoiceIds = new Map<number, number>();
  type Step = { at: Date; run: () => Promise<void> };
  const steps: Step[] = published.flatMap((paper, index): Step[] => {
    const publishedAt = paper.publishedAt ?? new Date(paper.acceptedAt.getTime() + 40 * DAY);
    // Settled one to three weeks after the invoice, always before publication.
    const settledAt = new Date(Math.min(paper.acceptedAt.getTime() + (7 + (index % 3) * 7) * DAY, publishedAt.getTime() - 2 * DAY));
    const issue = async () => {
      invoiceIds.set(paper.id, (await base.db.transaction((tx) => issueInvoiceOnAcceptance(as(admin), tx, paper.id, paper.acceptedAt))).id);
    };
    const settle = async () => {
      const invoiceId = invoiceIds.get(paper.id)!;
      if (index % 6 === 5) {
        const invited = /review/i.test(paper.title) || index % 12 === 5;
        const waiver = invited
          ? { kind: 'invited-articles', reason: 'Written at the invitation of the Editor-in-Chief for this issue.' }
          : { kind: 'financial-hardship', reason: 'The study had no funding, and the authors showed that the fee would have prevented publication.' };
        await waiveInvoice(as(admin), invoiceId, waiveInvoiceSchema.parse(waiver));
      } else {
        const method = PAYMENT_METHOD_IDS[index % PAYMENT_METHOD_IDS.length]!;
        const reference = `${method.toUpperCase()}-${paper.acceptedAt.getUTCFullYear()}-${1000 + index * 37}`;
        await recordPayment(as(admin), invoiceId, recordPaymentSchema.parse({ method, reference, date: isoDay(settledAt) }));
      }
    };
    return [
      { at: paper.acceptedAt, run: issue },
      { at: settledAt, run: settle },
    ];
  });
  steps.sort((a, b) => a.at.getTime() - b.at.getTime());
  for (const step of steps) {
    time.now = step.at;
    await step.run();
  }
}

/** After the manuscripts' history: the accepted papers' invoices settled or not, and a waiver request waiting. */
export async function seedManuscriptFees(base: DemoBase, admin: Actor, people: Record<DemoPersonKey, Actor>, paperIds: Map<DemoSubmissionSpec, number>): Promise<void> {
  const { time, as } = actingAt(base);

  // The accepted manuscripts: their acceptance issued the invoice; Fatima Abubakar paid hers (student rate).
  const sorghum = DEMO_SUBMISSIONS.find((spec) => spec.slug === 'sprouted-sorghum-japanese-quail');
  const sorghumId = sorghum ? paperIds.get(sorghum) : undefined;
  const accepted = sorghum?.history.find((step) => step.step === 'decide' && step.decision === 'accept');
  if (sorghumId !== undefined && accepted) {
    // The bursary's transfer arrived late; the office records it after everything else the demo holds happened.
    time.now = new Date(Math.max(await lastMailTime(base.db), Date.parse(accepted.at)) + 2 * 60 * 60 * 1000);
    const invoiceId = (await base.db.transaction((tx) => issueInvoiceOnAcceptance(as(admin), tx, sorghumId, new Date(accepted.at)))).id;
    await recordPayment(as(admin), invoiceId, recordPaymentSchema.parse({ method: 'bank-transfer', reference: 'BUK-BURSARY-2026-0714', date: isoDay(time.now) }));
  }

  // Samuel Otieno (Makerere University, Uganda) asks for the least-developed-countries waiver while his paper is in review.
  const perch = DEMO_SUBMISSIONS.find((spec) => spec.title.startsWith('Post-harvest losses and quality of hot-smoked Nile perch'));
  const perchId = perch ? paperIds.get(perch) : undefined;
  if (perch && perchId !== undefined) {
    time.now = new Date(Date.parse(perch.submittedAt) + 3 * DAY);
    await requestWaiver(
      as(people.otieno),
      perchId,
      waiverRequestInputSchema.parse({
        kind: 'least-developed-countries',
        reason: 'All three authors work at Makerere University and the National Fisheries Resources Research Institute in Uganda; the study had no publication budget.',
      }),
    );
  }
}
