import sharp from 'sharp';
import { expect } from 'vitest';
import { EDITABLE_PAGES } from '../../contract/pages/page-registry';
import { MAIL_TEMPLATES } from '../../contract/mail/mail-templates';
import { issueFormToken } from '../../core/contact/form-token';
import type { Caller } from '../../server/authorization-table';
import { doiDeposits } from '../../db/schema';
import { userIdByEmail } from './fixtures';
import { mailTo } from './mail';
import { multipartBody, SAMPLE_PDF, submissionFields, submitPaper, type FilePart } from './submission';
import { bearer, uniqueAddress, type TestApp } from './test-app';

/**
 * The people and things of the authorization table (server/authorization-table.ts), made through
 * the API as the journal's people make them, once per test file. Every caller of the table stands
 * in one relation to the paper under review (decisions 0034, 0035).
 */

/** The secret the test app signs with: the contact form's token is signed with it. */
export const FIXTURE_JWT_SECRET = 'authorization-table-secret-0123456789abcdef';

export interface AuthorizationFixtures {
  tokens: Record<Caller, string | null>;
  emails: Record<Exclude<Caller, 'anonymous'>, string>;
  userIds: Record<Exclude<Caller, 'anonymous'>, number>;
  /** UNDER_REVIEW: owner submitted it, coAuthor listed by confirmed email, reviewer holds an accepted invitation, handlingEditor handles it. */
  paper: number;
  /** The reviewer's (open, accepted) assignment on the paper. */
  reviewerAssignment: number;
  /** A second reviewer's completed review on the paper, with an annotated file (Reviewer 1 of round 1). */
  completedAssignment: number;
  /** The reviewer's review of the accepted paper, sent. */
  reviewerCompletedAssignment: number;
  /** The same people's second paper, ACCEPTED by the handling editor after both reviews: its invoice and the owner's waiver request. */
  acceptedPaper: number;
  invoice: number;
  waiverRequest: number;
  /** The same owner's third paper, rejected by the handling editor, and the owner's appeal against it (with a file). */
  appeal: number;
  /** A published issue (with a cover image) and a published paper in it, made by the admin. */
  issue: { id: number; volume: number; number: number };
  publishedPaper: number;
  coverImage: string;
  announcement: number;
  specialIssue: number;
  boardMember: number;
  contactMessage: number;
  newsletterTokens: { confirm: string; unsubscribe: string };
  pageSlug: string;
  pageRevision: number;
  mailTemplate: string;
  doiDeposit: number;
  /** An account the admin may reset or delete: no caller's. */
  spareUser: number;
}

/** A form with files, sent as multipart/form-data. */
interface Multipart {
  multipart: { fields: Record<string, string>; files?: FilePart[] };
}
type Payload = Record<string, unknown> | Multipart | undefined;
const isMultipart = (payload: Payload): payload is Multipart => payload !== undefined && 'multipart' in payload;

/** A call from an address of its own (no rate limit counts two calls together). */
export async function call(t: TestApp, method: string, url: string, token: string | null, payload?: Payload) {
  if (isMultipart(payload)) {
    const body = await multipartBody(payload.multipart.fields, payload.multipart.files);
    return t.app.inject({ method: method as 'POST', url, payload: body.payload, headers: { ...body.headers, ...bearer(token) }, remoteAddress: uniqueAddress() });
  }
  return t.app.inject({ method: method as 'POST', url, headers: bearer(token), ...(payload === undefined ? {} : { payload }), remoteAddress: uniqueAddress() });
}

/** A call that must succeed while the fixtures are made; its JSON answer. */
async function must(t: TestApp, method: string, url: string, token: string | null, payload?: Payload, status = [200, 201]) {
  const response = await call(t, method, url, token, payload);
  expect(status, `${method} ${url} -> ${response.statusCode} ${response.body.slice(0, 300)}`).toContain(response.statusCode);
  return response.body ? (response.json() as Record<string, unknown> & Record<string, never>) : ({} as never);
}

const NAMES: Record<Exclude<Caller, 'anonymous'>, [string, string, 'AUTHOR' | 'REVIEWER' | 'EDITOR' | 'ADMIN']> = {
  owner: ['Olamide', 'Owner', 'AUTHOR'],
  coAuthor: ['Comfort', 'Coauthor', 'AUTHOR'],
  otherAuthor: ['Otto', 'Outsider', 'AUTHOR'],
  reviewer: ['Rita', 'Assigned', 'REVIEWER'],
  otherReviewer: ['Rolf', 'Unassigned', 'REVIEWER'],
  handlingEditor: ['Hadiza', 'Handler', 'EDITOR'],
  otherEditor: ['Emeka', 'Colleague', 'EDITOR'],
  admin: ['Ada', 'Admin', 'ADMIN'],
};

export async function jpeg(width = 600, height = 800): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 30, g: 110, b: 60 } } }).jpeg().toBuffer();
}

/** A new REVIEWER account (not one of the callers) and its id. */
export async function newReviewer(t: TestApp, firstName = 'Spare'): Promise<{ id: number; email: string }> {
  const { email } = await t.createUser('REVIEWER', { firstName, lastName: 'Reviewer' });
  return { id: await userIdByEmail(t.db, email), email };
}

/** A reviewer's assignments as their list shows them (the paper by its title). */
async function assignmentOn(t: TestApp, token: string, title: string): Promise<number> {
  const list = (await must(t, 'GET', '/api/reviews', token)) as unknown as { id: number; paper: { title: string }; status: string }[];
  const found = list.find((item) => item.paper.title === title && (item.status === 'INVITED' || item.status === 'ACCEPTED'));
  expect(found, `an open assignment on "${title}"`).toBeDefined();
  return found!.id;
}

async function acceptAndReview(t: TestApp, token: string, title: string, annotated = false): Promise<number> {
  const id = await assignmentOn(t, token, title);
  await must(t, 'POST', `/api/reviews/${id}/accept`, token);
  if (annotated) {
    await must(t, 'PUT', `/api/reviews/${id}`, token, {
      multipart: { fields: { commentsToAuthor: 'Please report the plot design.' }, files: [{ bytes: SAMPLE_PDF, name: 'notes.pdf', type: 'application/pdf', field: 'annotatedFile' }] },
    });
  }
  await must(t, 'POST', `/api/reviews/${id}/submit`, token, { competingInterests: 'None.', recommendation: 'Accept', commentsToAuthor: 'Please report the plot design.', confidentialComments: 'Sound work.' });
  return id;
}

export async function buildAuthorizationFixtures(t: TestApp): Promise<AuthorizationFixtures> {
  const userIds = {} as AuthorizationFixtures['userIds'];
  const tokens = { anonymous: null } as AuthorizationFixtures['tokens'];
  const emails = {} as AuthorizationFixtures['emails'];
  for (const [caller, [firstName, lastName, role]] of Object.entries(NAMES) as [Exclude<Caller, 'anonymous'>, (typeof NAMES)['owner']][]) {
    const { email } = await t.createUser(role, { firstName, lastName });
    emails[caller] = email;
    userIds[caller] = await userIdByEmail(t.db, email);
    tokens[caller] = await t.login(email);
  }
  const second = await newReviewer(t, 'Second');
  const secondToken = await t.login(second.email);
  const spare = await newReviewer(t, 'Spare');
  const { owner, handlingEditor: editor, admin } = tokens as Record<Caller, string>;

  const people = { tokens, userIds, emails };
  const submit = (title: string) => submitHandled(t, people, title);

  // The paper under review: the reviewer has accepted; a second reviewer has sent a review with an annotated file.
  const paperTitle = 'Cowpea residue mulch and soil moisture in the Sudan savanna';
  const paper = await submit(paperTitle);
  await must(t, 'POST', `/api/editor/papers/${paper}/assign-reviewers`, editor, { reviewers: [userIds.reviewer, second.id] });
  const reviewerAssignment = await assignmentOn(t, tokens.reviewer!, paperTitle);
  await must(t, 'POST', `/api/reviews/${reviewerAssignment}/accept`, tokens.reviewer);
  const completedAssignment = await acceptAndReview(t, secondToken, paperTitle, true);

  // The accepted paper: both reviewers reviewed it, the handling editor accepted it, the invoice followed.
  const acceptedTitle = 'Sorghum intercropping under reduced tillage';
  const acceptedPaper = await submit(acceptedTitle);
  await must(t, 'POST', `/api/editor/papers/${acceptedPaper}/assign-reviewers`, editor, { reviewers: [userIds.reviewer, second.id] });
  const reviewerCompletedAssignment = await acceptAndReview(t, tokens.reviewer!, acceptedTitle);
  await acceptAndReview(t, secondToken, acceptedTitle);
  await must(t, 'POST', `/api/editor/papers/${acceptedPaper}/decision`, editor, { decision: 'accept', letter: 'Dear authors, your paper is accepted.' });
  const invoice = (await must(t, 'GET', `/api/papers/${acceptedPaper}/invoice`, owner)).id as number;
  const waiver = await must(t, 'POST', `/api/papers/${acceptedPaper}/waiver-requests`, owner, { kind: 'financial-hardship', reason: 'Our project has no publication budget.' });
  const waiverRequest = (waiver.waiverRequest as { id: number }).id;

  const appeal = await createAppeal(t, people);

  // A published issue with a cover, and a paper the admin publishes in it.
  const issueRow = await createIssue(t, admin, { volume: 12, number: 1, cover: await jpeg() });
  const issue = { id: issueRow.id, volume: 12, number: 1 };
  const coverImage = issueRow.cover!.url.replace('/api/images/', '');
  const published = { volume: '12', issue: '1', year: '2026', doi: '10.5555/jals.authz.1' };
  const publishedPaper = await createAdminPaper(t, admin, { status: 'ACCEPTED', ...published });
  const publishedInvoice = (await must(t, 'GET', `/api/papers/${publishedPaper}/invoice`, admin)).id as number;
  await must(t, 'POST', `/api/admin/invoices/${publishedInvoice}/waive`, admin, { reason: 'An invited article.' });
  await must(t, 'PUT', `/api/admin/papers/${publishedPaper}`, admin, adminPaperForm({ status: 'PUBLISHED', ...published }));

  const announcement = await createAnnouncement(t, admin, true);
  const specialIssue = await createSpecialIssue(t, admin);
  // The board: an editor-in-chief and a managing editor (their profile pages), and a member.
  await createBoardMember(t, admin, 'chief_editor');
  await createBoardMember(t, admin, 'managing_editor');
  const boardMember = await createBoardMember(t, admin, 'member');

  // A message from the contact form (its spam guard wants a page token a little while old).
  await must(t, 'POST', '/api/contact', null, {
    name: 'Adaeze Okafor',
    email: 'adaeze.okafor@example.org',
    subject: 'Data availability',
    message: 'Could the authors share the plot-level yield data?',
    category: 'general',
    formToken: issueFormToken(new TextEncoder().encode(FIXTURE_JWT_SECRET), new Date(t.clock.now.getTime() - 30_000)),
    website: '',
  });
  const contactMessage = ((await must(t, 'GET', '/api/admin/contact-forms', admin)).items as { id: number }[])[0]!.id;

  // A newsletter subscription, confirmed from its mail; the welcome mail's unsubscribe link.
  const reader = 'newsletter.reader@example.org';
  await createSubscription(t, admin, reader);
  const link = (kind: string, text: string) => new RegExp(`/newsletter/${kind}\\?token=([0-9]+\\.[A-Za-z0-9_.-]+)`).exec(text)?.[1];
  const confirm = link('confirm', mailTo(await t.sentMail(), reader)[0]!.text)!;
  await must(t, 'POST', `/api/newsletter-subscriptions/confirm/${confirm}`, null, {});
  const unsubscribe = link('unsubscribe', mailTo(await t.sentMail(), reader)[1]!.text)!;

  const pageSlug = EDITABLE_PAGES[0]!.slug;
  const pageRevision = (await must(t, 'GET', `/api/admin/pages/${pageSlug}`, admin)).revisionId as number;

  // Crossref is not reachable from tests: a deposit on record, as the DOI manager writes it.
  const [deposit] = await t.db
    .insert(doiDeposits)
    .values({ batchId: 'authz-table-1', scope: 'paper', paperId: publishedPaper, submittedById: userIds.admin, submittedAt: t.clock.now })
    .returning({ id: doiDeposits.id });

  return {
    tokens,
    emails,
    userIds,
    paper,
    reviewerAssignment,
    completedAssignment,
    reviewerCompletedAssignment,
    acceptedPaper,
    invoice,
    waiverRequest,
    appeal,
    issue,
    publishedPaper,
    coverImage,
    announcement,
    specialIssue,
    boardMember,
    contactMessage,
    newsletterTokens: { confirm, unsubscribe },
    pageSlug,
    pageRevision,
    mailTemplate: MAIL_TEMPLATES[0]!.key,
    doiDeposit: deposit!.id,
    spareUser: spare.id,
  };
}

type People = Pick<AuthorizationFixtures, 'tokens' | 'userIds' | 'emails'>;

/** A paper the owner submits, the co-author listed by the address of their (confirmed) account, handled by the handling editor. */
export async function submitHandled(t: TestApp, people: People, title: string): Promise<number> {
  const authors = [
    { name: 'Olamide Owner', email: people.emails.owner, affiliation: 'University of Ibadan', isPrimaryContact: true },
    { name: 'Comfort Coauthor', email: people.emails.coAuthor, affiliation: 'University of Ghana', isPrimaryContact: false },
  ];
  const response = await submitPaper(t, people.tokens.owner, submissionFields({ title }, authors));
  expect(response.statusCode, response.body).toBe(201);
  const id = response.json().id as number;
  await must(t, 'POST', `/api/editor/papers/${id}/handling-editor`, people.tokens.handlingEditor, { editorId: people.userIds.handlingEditor });
  return id;
}

let appeals = 0;
/** A paper of the owner's that the handling editor rejected, and the owner's open appeal against it (with a file). */
export async function createAppeal(t: TestApp, people: People): Promise<number> {
  appeals += 1;
  const rejected = await submitHandled(t, people, `Poultry litter compost on sandy soils, trial ${appeals}`);
  await must(t, 'POST', `/api/editor/papers/${rejected}/decision`, people.tokens.handlingEditor, { decision: 'reject', letter: 'Dear authors, we cannot accept the paper.' });
  const filed = await must(t, 'POST', `/api/papers/${rejected}/appeals`, people.tokens.owner, {
    multipart: { fields: { reasons: 'The reviewers misread our design.' }, files: [{ bytes: SAMPLE_PDF, name: 'reply.pdf', field: 'file' }] },
  });
  expect(filed.id).toBe(rejected);
  const list = (await must(t, 'GET', '/api/editor/appeals', people.tokens.admin)) as unknown as { id: number; paper: { id: number } }[];
  return list.find((item) => item.paper.id === rejected)!.id;
}

/*
 * Things a call may delete: each call that could delete gets one of its own, so no row takes
 * away what another row (or the next caller) needs.
 */

let made = 0;

export async function createIssue(t: TestApp, adminToken: string, values: { volume?: number; number?: number; cover?: Buffer } = {}) {
  made += 1;
  const created = await must(t, 'POST', '/api/admin/issues', adminToken, {
    multipart: {
      fields: { title: 'Soils and water', volume: String(values.volume ?? 100 + made), issueNumber: String(values.number ?? 1), year: '2026', publicationDate: '2026-03-15', isPublished: 'true' },
      files: values.cover ? [{ field: 'coverImage', bytes: values.cover, name: 'cover.jpg', type: 'image/jpeg' }] : [],
    },
  });
  return created.issue as { id: number; cover: { url: string } | null };
}

export const adminPaperForm = (fields: Record<string, string>) => ({
  multipart: {
    fields: {
      title: 'Zinc biofortified maize in Kaduna',
      authors: JSON.stringify([{ name: 'Bola Published', email: 'bola.published@example.org', affiliation: 'University of Ilorin' }]),
      category: 'Crop Science',
      abstract: 'Three seasons of zinc biofortified maize trials.',
      keywords: 'maize, zinc',
      ...fields,
    },
    files: [{ bytes: SAMPLE_PDF }],
  },
});

/** A paper added by the admin's Papers tab (SUBMITTED unless told). */
export async function createAdminPaper(t: TestApp, adminToken: string, fields: Record<string, string> = {}): Promise<number> {
  return ((await must(t, 'POST', '/api/admin/papers', adminToken, adminPaperForm({ status: 'SUBMITTED', ...fields }))).paper as { id: number }).id;
}

export async function createBoardMember(t: TestApp, adminToken: string, role = 'member'): Promise<number> {
  made += 1;
  const member = await must(t, 'POST', '/api/admin/editorial-board', adminToken, {
    multipart: { fields: { name: `Prof. Member ${made}`, title: 'Professor of Soil Science', affiliation: 'University of Nigeria, Nsukka', email: `member${made}@unn.example.edu`, role } },
  });
  return (member.member as { id: number }).id;
}

/** A subscription from the public form, and its id as the admin's list shows it. */
export async function createSubscription(t: TestApp, adminToken: string, email = `reader${(made += 1)}@example.org`): Promise<number> {
  await must(t, 'POST', '/api/newsletter-subscriptions', null, { email, name: 'Nkechi Reader' });
  const page = await must(t, 'GET', `/api/admin/newsletter-subscriptions?q=${encodeURIComponent(email)}`, adminToken);
  return (page.items as { id: number }[])[0]!.id;
}

export async function createAnnouncement(t: TestApp, token: string, withAttachment = false): Promise<number> {
  const created = await must(t, 'POST', '/api/admin/announcements', token, {
    multipart: {
      fields: { title: 'Call for reviewers in soil science', content: 'We are looking for reviewers with experience in soil fertility.', author: 'Editorial Office' },
      files: withAttachment ? [{ field: 'attachment1', bytes: SAMPLE_PDF, name: 'Call.pdf', type: 'application/pdf' }] : [],
    },
  });
  return (created.announcement as { id: number }).id;
}

export async function createSpecialIssue(t: TestApp, token: string): Promise<number> {
  const created = await must(t, 'POST', '/api/admin/special-issues', token, {
    title: 'Agroforestry for Smallholder Resilience',
    description: 'Trees on farms: yields, incomes and biodiversity in mixed systems.',
    status: 'open',
    deadline: '2027-04-30',
    expectedPublication: 'October 2027',
    guestEditors: ['Prof. Wanjiku Kamau', 'Dr. Ibrahim Sow'],
    maxArticles: 10,
  });
  return (created.specialIssue as { id: number }).id;
}

let applicants = 0;
/** A reviewer application from the public form, and its id as the editors' list shows it. */
export async function createReviewerApplication(t: TestApp, staffToken: string): Promise<number> {
  applicants += 1;
  const email = `applicant${applicants}-${Date.now()}@example.org`;
  await must(t, 'POST', '/api/reviewer-applications', null, { name: `Kwesi Appiah ${applicants}`, email, institution: 'UCC', expertise: 'Agronomy', qualifications: 'MPhil' });
  const list = (await must(t, 'GET', '/api/editor/reviewer-applications', staffToken)) as unknown as { id: number; email: string }[];
  return list.find((item) => item.email === email)!.id;
}

/** A fresh assignment on the paper (a new reviewer), for a call that cancels it. */
export async function createAssignment(t: TestApp, staffToken: string, paperId: number): Promise<number> {
  const reviewer = await newReviewer(t, 'Cancelled');
  await must(t, 'POST', `/api/editor/papers/${paperId}/assign-reviewers`, staffToken, { reviewers: [reviewer.id] });
  const list = (await must(t, 'GET', `/api/papers/${paperId}`, staffToken)).workflow as unknown as { reviews: { assignmentId: number; reviewer: string }[] };
  return list.reviews.findLast((review) => review.reviewer === 'Cancelled Reviewer')!.assignmentId;
}

/** A fresh account, for a call that deletes it. */
export async function createSpareUser(t: TestApp): Promise<number> {
  return (await newReviewer(t, 'Deleted')).id;
}
