/**
 * Every mail the journal sends from a template (issue 15 "Mail templates"; decision 0054): key,
 * title, when it is sent, its placeholders (with a sample value for previews) and the default
 * subject and body, which are the texts the modules wrote in code before, word for word. An
 * admin's edit overrides a default (table mail_templates); a reset deletes the override.
 * Zod-free: the content manager's page imports it.
 *
 * Not here: decision and appeal letters (the editor edits each letter before it goes) and the
 * newsletter's issues (written by whoever sends them).
 */

export interface MailPlaceholder {
  name: string;
  description: string;
  sample: string;
}

/** Filled in every mail by core (journalMailFacts and the site's address), never by the module. */
export const COMMON_MAIL_PLACEHOLDERS = [
  { name: 'journalName', description: "The journal's name", sample: 'Journal of Agriculture and Life Sciences' },
  { name: 'siteUrl', description: "The site's address, without a final slash", sample: 'https://journal.example.org' },
] as const satisfies readonly MailPlaceholder[];

const P = {
  recipientName: { description: "The recipient's full name", sample: 'Chinedu Eze' },
  email: { description: "The recipient's email address", sample: 'chinedu.eze@example.org' },
  link: { description: 'The one-time link the mail carries', sample: 'https://journal.example.org/reset-password?token=sample' },
  linkDays: { description: 'For how many days the link works', sample: '7' },
  roleLabel: { description: "The account's role", sample: 'Author' },
  invoiceNumber: { description: "The invoice's number", sample: 'JALS-2026-0042' },
  total: { description: "The invoice's total", sample: '$450.00' },
  dueDate: { description: 'The date payment is due', sample: 'December 25, 2026' },
  paperTitle: { description: "The manuscript's title", sample: 'Soil moisture and maize yield in the Sahel' },
  invoiceLines: { description: "The invoice's lines, one per line, indented", sample: '  Article processing charge: $450.00' },
  dueWithinDays: { description: 'The payment term in days', sample: '30' },
  paymentMethods: { description: 'The accepted payment methods', sample: 'Bank transfer, Card' },
  verificationDays: { description: 'How many business days verifying a payment takes', sample: '1-3' },
  waiverName: { description: 'The kind of waiver', sample: 'Low-income country author' },
  decisionNoteParagraph: { description: "A blank line and the office's note, or nothing (then its line disappears)", sample: '\nWe were glad to help.' },
  reviewerName: { description: "The reviewer's full name", sample: 'Kwame Mensah' },
  paperId: { description: "The manuscript's number", sample: '42' },
  responseDueDate: { description: 'The date the reviewer should answer the invitation by', sample: 'December 2, 2026' },
  reviewDueDate: { description: 'The date the review is due', sample: 'December 23, 2026' },
  assignmentId: { description: "The review assignment's number", sample: '17' },
  reviewerLabel: { description: "'Reviewer N', as the authors read the review", sample: 'Reviewer 1' },
  round: { description: 'The review round', sample: '1' },
  recommendation: { description: "The reviewer's recommendation", sample: 'Minor revision' },
  reason: { description: "The reviewer's reason", sample: 'I am travelling until January.' },
  suggestedLine: { description: 'Who the reviewer suggested instead, or that nobody was', sample: 'Suggested instead: Grace Wanjiru <grace.wanjiru@example.org>' },
  openLeftLine: { description: 'Who is still working on the round', sample: '1 reviewer is still invited or reviewing in this round.' },
  reviewList: { description: "The round's reviews, one per line", sample: '- Reviewer 1 (Kwame Mensah): Accept\n- Reviewer 2 (Grace Wanjiru): Minor revision' },
  senderName: { description: 'The name the sender gave', sample: 'Amina Bello' },
  senderEmail: { description: 'The address the sender gave', sample: 'amina.bello@example.org' },
  category: { description: 'The category chosen', sample: 'Submission question' },
  subject: { description: 'The subject the sender wrote', sample: 'Question about the template' },
  message: { description: 'The message, as sent', sample: 'Does the template apply to short communications?' },
  messageId: { description: "The message's number", sample: '5' },
  replySubject: { description: "The reply's subject ('Re: ' and the subject)", sample: 'Re: Question about the template' },
  replyBody: { description: "The admin's reply", sample: 'Yes, it does.' },
  adminName: { description: 'The admin who answered', sample: 'Ngozi Adeyemi' },
  sentDate: { description: 'When the sender wrote', sample: 'November 20, 2026' },
  quotedMessage: { description: "The sender's message, each line quoted with '> '", sample: '> Does the template apply to short communications?' },
  assignedBy: { description: 'Who assigned the handling editor', sample: 'Oluwaseun Bello' },
  paperCategory: { description: "The manuscript's category", sample: 'Crop Science' },
  statusLabel: { description: "The manuscript's status", sample: 'Under Review' },
  abstract: { description: "The manuscript's abstract", sample: 'We measured soil moisture on 40 farms over three seasons.' },
  version: { description: 'The version number of the revised manuscript', sample: '2' },
  nextRound: { description: 'The round the revision starts', sample: '2' },
  issue: { description: 'The issue the article is published in', sample: 'Volume 8, Issue 2 (2026)' },
  doiLine: { description: "'DOI: …' when the article has one, or nothing (then its line disappears)", sample: 'DOI: https://doi.org/10.0000/jals.2026.42' },
  decisionDate: { description: 'The date of the decision appealed', sample: 'November 1, 2026' },
  appealsAnsweredIn: { description: 'How long an appeal takes', sample: '4-6 weeks' },
  specialIssuePart: { description: "' for the special issue \"…\"' or nothing", sample: ' for the special issue "Climate-smart farming"' },
  specialIssueLine: { description: "'Special issue: …' or nothing (then its line disappears)", sample: 'Special issue: Climate-smart farming' },
  submittedBy: { description: 'Who submitted, with their address', sample: 'Chinedu Eze <chinedu.eze@example.org>' },
  confirmDays: { description: 'For how many days the confirmation link works', sample: '7' },
  applicantName: { description: "The applicant's name", sample: 'Samuel Otieno' },
  applicantEmail: { description: "The applicant's address", sample: 'samuel.otieno@example.org' },
  institution: { description: "The applicant's institution", sample: 'University of Nairobi' },
  expertise: { description: 'The areas of expertise the applicant gave', sample: 'Soil science, irrigation' },
  qualifications: { description: "The applicant's qualifications", sample: 'PhD in soil science; ten reviews for other journals.' },
  publicationsBlock: { description: "A blank line, 'Publications:' and the list, or nothing (then its line disappears)", sample: '\nPublications:\nOtieno S. (2024) Drip irrigation in Kenya.' },
  motivationBlock: { description: "A blank line, 'Motivation:' and the text, or nothing (then its line disappears)", sample: '\nMotivation:\nI would like to give back to the field.' },
  expertiseList: { description: "The reviewer's recorded expertise, separated by commas", sample: 'Soil science, Irrigation' },
} as const satisfies Record<string, Omit<MailPlaceholder, 'name'>>;

type PlaceholderName = keyof typeof P;

interface TemplateSource {
  title: string;
  when: string;
  placeholders: readonly PlaceholderName[];
  subject: string;
  body: readonly string[];
}

const SIGNATURE = ['', 'The editorial office, {{journalName}}'] as const;
const REMINDER_TAIL = (answer: boolean) =>
  [
    '',
    'Open the assignment from the link in your invitation email, or sign in and go to {{siteUrl}}/review/{{assignmentId}}.',
    answer ? 'If you cannot review it, please decline there: the editor will then invite someone else.' : 'If you can no longer review it, please reply to this email.',
    ...SIGNATURE,
  ] as const;
const REVIEWER_PROFILE = [
  'Your expertise is recorded as: {{expertiseList}}.',
  'Editors match invitations to it. You can change it, your institution, and the dates you are unavailable, in the Reviewer Profile on your dashboard ({{siteUrl}}/dashboard).',
] as const;

/** The confirmation mails' link and what to do if the reader did not register (decision 0021). */
const CONFIRMATION_LINK = [
  'To confirm that this address belongs to that account, open this link within {{linkDays}} days. The link works only in a browser signed in to the account of {{recipientName}}; if you are not signed in, it asks you to log in first.',
  '',
  '{{link}}',
  '',
  'Until the address is confirmed, papers that other authors submit listing it are not shown in the account.',
  '',
  'If you did not register this account, ignore this message and do not pass the link on: this address will not be linked to that account, and the account shows none of the papers that list this address. To have the account removed, contact the journal office at {{siteUrl}}/contact.',
  '',
  'The editorial office, {{journalName}}',
] as const;

const SOURCES = {
  'account-created': {
    title: 'Account opened by an administrator',
    when: 'An admin creates an account with a set-password link (Users tab).',
    placeholders: ['recipientName', 'roleLabel', 'linkDays', 'link'],
    subject: 'Your account at {{journalName}}',
    body: [
      'Dear {{recipientName}},',
      '',
      'An administrator of {{journalName}} has opened an account for you with this email address (role: {{roleLabel}}).',
      'To choose your password, open this link within {{linkDays}} days:',
      '',
      '{{link}}',
      '',
      'Then sign in at {{siteUrl}}/login. If the link has expired, use "Forgot password" on the sign-in page.',
    ],
  },
  'email-confirmation-welcome': {
    title: 'Welcome and address confirmation',
    when: 'Someone registers an author account.',
    placeholders: ['recipientName', 'email', 'linkDays', 'link'],
    subject: 'Welcome to {{journalName}}: please confirm your email address',
    body: [
      'Dear {{recipientName}},',
      '',
      'This message is about the author account at {{journalName}} registered with this email address ({{email}}) in the name of {{recipientName}}, which has just been created.',
      '',
      'If you registered it: your account is ready. Sign in at {{siteUrl}}/login to submit and track your manuscripts.',
      '',
      ...CONFIRMATION_LINK,
    ],
  },
  'email-confirmation-resend': {
    title: 'New address confirmation link',
    when: 'A signed-in author asks for a new confirmation link.',
    placeholders: ['recipientName', 'email', 'linkDays', 'link'],
    subject: 'Confirm your email address - {{journalName}}',
    body: [
      'Dear {{recipientName}},',
      '',
      'This message is about the author account at {{journalName}} registered with this email address ({{email}}) in the name of {{recipientName}}, which asked for a new confirmation link.',
      '',
      ...CONFIRMATION_LINK,
    ],
  },
  'password-reset': {
    title: 'Password reset',
    when: 'Someone asks to reset a password ("Forgot password", or an admin sends it from the Users tab).',
    placeholders: ['recipientName', 'link'],
    subject: 'Reset your password - {{journalName}}',
    body: [
      'Dear {{recipientName}},',
      '',
      'Someone asked to reset the password of your account at {{journalName}}.',
      'To choose a new password, open this link within 1 hour:',
      '',
      '{{link}}',
      '',
      'The link works once. If you did not ask for this, ignore this message: your password stays as it is.',
    ],
  },
  'password-changed': {
    title: 'Password changed',
    when: 'A password is set from a reset link.',
    placeholders: ['recipientName'],
    subject: 'Your password was changed - {{journalName}}',
    body: [
      'Dear {{recipientName}},',
      '',
      'The password of your account at {{journalName}} was changed just now, and every device was signed out.',
      'If this was not you, reply to this message at once.',
    ],
  },
  'submission-received': {
    title: 'Submission received (to the authors)',
    when: 'An author submits a new manuscript: to the submitter and the primary contact.',
    placeholders: ['recipientName', 'paperTitle', 'paperId', 'specialIssuePart'],
    subject: '{{journalName}}: submission received — "{{paperTitle}}"',
    body: [
      'Dear {{recipientName}},',
      '',
      'Thank you: {{journalName}} has received your manuscript, "{{paperTitle}}" (manuscript no. {{paperId}}){{specialIssuePart}}.',
      'The editors will screen it first; you will hear from us when it goes to peer review or if anything is missing.',
      '',
      'Follow its progress at {{siteUrl}}/dashboard or {{siteUrl}}/paper/{{paperId}}.',
      ...SIGNATURE,
    ],
  },
  'revision-received': {
    title: 'Revision received (to the authors)',
    when: 'An author sends a revised manuscript: to the submitter and the primary contact.',
    placeholders: ['recipientName', 'paperTitle', 'paperId', 'version', 'specialIssuePart'],
    subject: '{{journalName}}: revision received (version {{version}}) — "{{paperTitle}}"',
    body: [
      'Dear {{recipientName}},',
      '',
      'Thank you: {{journalName}} has received version {{version}} of your manuscript, "{{paperTitle}}" (manuscript no. {{paperId}}){{specialIssuePart}}.',
      'It is back with the editors, who will check the changes against the reviewers’ comments.',
      '',
      'Follow its progress at {{siteUrl}}/dashboard or {{siteUrl}}/paper/{{paperId}}.',
      ...SIGNATURE,
    ],
  },
  'submission-editors-notice': {
    title: 'New submission (to the editors)',
    when: 'An author submits a new manuscript: to every editor.',
    placeholders: ['paperTitle', 'paperId', 'paperCategory', 'specialIssueLine', 'submittedBy'],
    subject: 'New submission no. {{paperId}}: "{{paperTitle}}"',
    body: [
      "A new manuscript is waiting in the editors' queue.",
      '',
      'Title: {{paperTitle}}',
      'Category: {{paperCategory}}',
      '{{specialIssueLine}}',
      'Submitted by: {{submittedBy}}',
      '',
      'Open it at {{siteUrl}}/paper/{{paperId}} or in {{siteUrl}}/editor-dashboard.',
    ],
  },
  'revision-editors-notice': {
    title: 'Revised manuscript (to the editors)',
    when: 'An author sends a revised manuscript: to every editor.',
    placeholders: ['paperTitle', 'paperId', 'version', 'paperCategory', 'specialIssueLine', 'submittedBy'],
    subject: 'Revised manuscript (version {{version}}) no. {{paperId}}: "{{paperTitle}}"',
    body: [
      "A revised version ({{version}}) is waiting in the editors' queue.",
      '',
      'Title: {{paperTitle}}',
      'Category: {{paperCategory}}',
      '{{specialIssueLine}}',
      'Submitted by: {{submittedBy}}',
      '',
      'Open it at {{siteUrl}}/paper/{{paperId}} or in {{siteUrl}}/editor-dashboard.',
    ],
  },
  'contact-received': {
    title: 'Contact form message (to the office)',
    when: 'Someone sends the contact form: to the editorial office or each admin, Reply-To the sender.',
    placeholders: ['senderName', 'senderEmail', 'category', 'subject', 'message', 'messageId'],
    subject: 'Contact form: {{subject}}',
    body: [
      'A message was sent from the contact page of {{journalName}}.',
      '',
      'From: {{senderName}} <{{senderEmail}}>',
      'Category: {{category}}',
      'Subject: {{subject}}',
      '',
      '{{message}}',
      '',
      '--',
      'Reply to this email to answer {{senderName}} directly, or read and answer it under Contact Forms on the admin dashboard, where replies are kept with the message: {{siteUrl}}/admin-dashboard?tab=contact-forms&message={{messageId}}',
    ],
  },
  'contact-reply': {
    title: 'Reply to a contact message',
    when: 'An admin answers a contact message from the Contact Forms tab.',
    placeholders: ['senderName', 'replySubject', 'replyBody', 'adminName', 'sentDate', 'quotedMessage'],
    subject: '{{replySubject}}',
    body: [
      'Dear {{senderName}},',
      '',
      '{{replyBody}}',
      '',
      '{{adminName}}',
      'The editorial office, {{journalName}}',
      '',
      'On {{sentDate}} you wrote through our contact page:',
      '{{quotedMessage}}',
    ],
  },
  'newsletter-confirmation': {
    title: 'Newsletter subscription confirmation',
    when: 'Someone subscribes to the newsletter (the only mail an unconfirmed address gets).',
    placeholders: ['recipientName', 'confirmDays', 'link'],
    subject: 'Please confirm your subscription to {{journalName}}',
    body: [
      'Dear {{recipientName}},',
      '',
      'Someone, we hope you, asked to receive notices of new publications from {{journalName}} at this address.',
      'To confirm, open this link within {{confirmDays}} days and press the button:',
      '{{link}}',
      '',
      'If you did not ask for this, ignore this message: nothing more will be sent to you.',
    ],
  },
  'invoice-issued': {
    title: 'Invoice issued',
    when: 'A manuscript with a publication charge is accepted: to the person billed.',
    placeholders: ['recipientName', 'invoiceNumber', 'total', 'dueDate', 'paperTitle', 'invoiceLines', 'dueWithinDays', 'paymentMethods', 'verificationDays'],
    subject: 'Invoice {{invoiceNumber}}: publication charge of {{total}} due by {{dueDate}}',
    body: [
      'Dear {{recipientName}},',
      '',
      'Congratulations again on the acceptance of "{{paperTitle}}". Invoice {{invoiceNumber}} for its publication charge is below; the article is published once payment is confirmed.',
      '',
      '{{invoiceLines}}',
      '  Total due: {{total}}',
      '',
      'Please pay within {{dueWithinDays}} days, by {{dueDate}}, quoting {{invoiceNumber}} as the reference. Accepted methods: {{paymentMethods}}. Verification takes {{verificationDays}} business days.',
      'Download the invoice as a PDF, or request a waiver, from your dashboard: {{siteUrl}}/dashboard',
      ...SIGNATURE,
    ],
  },
  'invoice-waived': {
    title: 'Publication charge waived',
    when: 'An invoice is issued waived in full.',
    placeholders: ['recipientName', 'invoiceNumber', 'total', 'paperTitle', 'waiverName'],
    subject: 'Invoice {{invoiceNumber}}: publication charge waived',
    body: [
      'Dear {{recipientName}},',
      '',
      'The publication charge of "{{paperTitle}}" is waived in full ({{waiverName}}). There is nothing to pay; invoice {{invoiceNumber}} is kept for your records with a total of {{total}}.',
      ...SIGNATURE,
    ],
  },
  'payment-received': {
    title: 'Payment received',
    when: 'The office records the payment of an invoice.',
    placeholders: ['recipientName', 'invoiceNumber', 'total', 'paperTitle'],
    subject: 'Invoice {{invoiceNumber}}: payment received',
    body: [
      'Dear {{recipientName}},',
      '',
      'Thank you: the payment of invoice {{invoiceNumber}} ({{total}}) for "{{paperTitle}}" is recorded. The article can now be published.',
      ...SIGNATURE,
    ],
  },
  'waiver-granted': {
    title: 'Waiver request granted',
    when: 'The office grants a request for a full waiver.',
    placeholders: ['recipientName', 'paperTitle', 'waiverName', 'decisionNoteParagraph'],
    subject: 'Waiver granted: "{{paperTitle}}"',
    body: [
      'Dear {{recipientName}},',
      '',
      'Your request for a full waiver of the publication charge of "{{paperTitle}}" ({{waiverName}}) is granted: there is nothing to pay.',
      '{{decisionNoteParagraph}}',
      '',
      'The request was decided by the editorial office apart from review; it plays no part in the editorial decision.',
      ...SIGNATURE,
    ],
  },
  'waiver-not-granted': {
    title: 'Waiver request not granted',
    when: 'The office declines a request for a full waiver.',
    placeholders: ['recipientName', 'paperTitle', 'waiverName', 'decisionNoteParagraph'],
    subject: 'Waiver request not granted: "{{paperTitle}}"',
    body: [
      'Dear {{recipientName}},',
      '',
      'Your request for a full waiver of the publication charge of "{{paperTitle}}" ({{waiverName}}) could not be granted. The reduced rates for developing countries and students still apply where you are eligible.',
      '{{decisionNoteParagraph}}',
      '',
      'The request was decided by the editorial office apart from review; it plays no part in the editorial decision.',
      ...SIGNATURE,
    ],
  },
  'handling-editor-assigned': {
    title: 'Handling editor assigned (to the editor)',
    when: 'An editor makes another editor (or themselves) the handling editor of a manuscript.',
    placeholders: ['recipientName', 'assignedBy', 'paperId', 'paperTitle', 'paperCategory', 'statusLabel'],
    subject: 'You handle manuscript no. {{paperId}}, "{{paperTitle}}"',
    body: [
      'Dear {{recipientName}},',
      '',
      '{{assignedBy}} has asked you to handle manuscript no. {{paperId}}, "{{paperTitle}}" ({{paperCategory}}, now {{statusLabel}}).',
      'As its handling editor you receive its mail and answer the authors; it is in the "Mine" view of your dashboard.',
      '',
      'Open it at {{siteUrl}}/paper/{{paperId}} or {{siteUrl}}/editor-dashboard?mine=true.',
      ...SIGNATURE,
    ],
  },
  'review-invitation': {
    title: 'Invitation to review (to the reviewer)',
    when: 'An editor invites a reviewer: the title and abstract only, never the authors (double-blind).',
    placeholders: ['recipientName', 'paperId', 'paperCategory', 'paperTitle', 'abstract', 'responseDueDate', 'reviewDueDate', 'link'],
    subject: '{{journalName}}: invitation to review manuscript no. {{paperId}}',
    body: [
      'Dear {{recipientName}},',
      '',
      'The editors invite you to review manuscript no. {{paperId}} ({{paperCategory}}). The review is double-blind: the authors will not learn who you are, and you will not learn who they are.',
      '',
      'Title: {{paperTitle}}',
      '',
      'Abstract:',
      '{{abstract}}',
      '',
      'Please answer by {{responseDueDate}}, and send your review by {{reviewDueDate}} if you accept.',
      '',
      'Accept or decline here (no password needed); if you decline, you may suggest another reviewer:',
      '{{link}}',
      '',
      'The link opens this invitation only. To read the manuscript and write your review, continue from the link or sign in to your account.',
      'If you know who the authors are or have a competing interest, please decline and say why.',
      ...SIGNATURE,
    ],
  },
  'revision-handling-editors': {
    title: 'Revision back in review (to the handling editor)',
    when: 'The authors send a revision after a decision: to the handling editor (or every editor while nobody handles it).',
    placeholders: ['recipientName', 'paperId', 'paperTitle', 'version', 'nextRound'],
    subject: 'Revised manuscript (version {{version}}) no. {{paperId}}: "{{paperTitle}}"',
    body: [
      'Dear {{recipientName}},',
      '',
      'The authors have sent version {{version}} of manuscript no. {{paperId}}, "{{paperTitle}}". It is under review again, in round {{nextRound}}: invite the reviewers again, or decide on it yourself after a minor revision.',
      '',
      'Open it at {{siteUrl}}/paper/{{paperId}}.',
    ],
  },
  'publication-notice': {
    title: 'Article published (to the authors)',
    when: 'An article is published: to every author.',
    placeholders: ['recipientName', 'paperId', 'paperTitle', 'issue', 'doiLine'],
    subject: '{{journalName}}: your article is published — "{{paperTitle}}"',
    body: [
      'Dear {{recipientName}},',
      '',
      'Your article "{{paperTitle}}" is now published in {{journalName}}, {{issue}}, open access under the CC BY 4.0 licence.',
      '{{doiLine}}',
      'Read and share it at {{siteUrl}}/paper/{{paperId}}.',
      ...SIGNATURE,
    ],
  },
  'appeal-received': {
    title: 'Appeal received (to the authors)',
    when: 'The authors appeal a rejection: to the corresponding authors.',
    placeholders: ['recipientName', 'paperId', 'paperTitle', 'decisionDate', 'appealsAnsweredIn'],
    subject: '{{journalName}}: appeal received for manuscript no. {{paperId}}',
    body: [
      'Dear {{recipientName}},',
      '',
      'We have received your appeal against the decision of {{decisionDate}} on manuscript no. {{paperId}}, "{{paperTitle}}". An editor who did not take that decision will consider it; appeals are answered in {{appealsAnsweredIn}}.',
      ...SIGNATURE,
    ],
  },
  'appeal-filed': {
    title: 'Appeal filed (to the editors)',
    when: 'The authors appeal a rejection: to the handling editor (or every editor).',
    placeholders: ['recipientName', 'paperId', 'paperTitle', 'decisionDate'],
    subject: 'Appeal filed: manuscript no. {{paperId}}',
    body: ['Dear {{recipientName}},', '', 'The authors of manuscript no. {{paperId}}, "{{paperTitle}}" appeal the rejection of {{decisionDate}}.', '', 'Read the appeal in {{siteUrl}}/editor-dashboard (Appeals).'],
  },
  'review-received': {
    title: 'Review received (to the editors)',
    when: 'A reviewer sends a review: to the handling editor (or every editor).',
    placeholders: ['recipientName', 'reviewerName', 'reviewerLabel', 'paperId', 'paperTitle', 'round', 'recommendation'],
    subject: 'Review received: {{reviewerLabel}} on manuscript no. {{paperId}}',
    body: [
      'Dear {{recipientName}},',
      '',
      '{{reviewerName}} ({{reviewerLabel}}) has sent a review of manuscript no. {{paperId}}, "{{paperTitle}}" (round {{round}}).',
      'Recommendation: {{recommendation}}.',
      '',
      'Read it at {{siteUrl}}/paper/{{paperId}}.',
    ],
  },
  'invitation-declined': {
    title: 'Invitation declined (to the editors)',
    when: 'A reviewer declines an invitation: to the handling editor (or every editor).',
    placeholders: ['recipientName', 'reviewerName', 'paperId', 'paperTitle', 'round', 'reason', 'suggestedLine', 'openLeftLine'],
    subject: 'Invitation declined: {{reviewerName}} on manuscript no. {{paperId}}',
    body: [
      'Dear {{recipientName}},',
      '',
      '{{reviewerName}} has declined the invitation to review manuscript no. {{paperId}}, "{{paperTitle}}" (round {{round}}).',
      '',
      'Reason:',
      '{{reason}}',
      '',
      '{{suggestedLine}}',
      '',
      '{{openLeftLine}}',
      '',
      'Invite another reviewer at {{siteUrl}}/paper/{{paperId}} or from {{siteUrl}}/editor-dashboard.',
    ],
  },
  'round-reviews-in': {
    title: 'All reviews are in (to the editors)',
    when: 'The last open review of a round is sent or withdrawn: to the handling editor (or every editor).',
    placeholders: ['recipientName', 'paperId', 'paperTitle', 'round', 'reviewList'],
    subject: 'All reviews are in: manuscript no. {{paperId}}, round {{round}}',
    body: [
      'Dear {{recipientName}},',
      '',
      'The last review of round {{round}} of manuscript no. {{paperId}}, "{{paperTitle}}" is in. The round is ready for your decision:',
      '',
      '{{reviewList}}',
      '',
      'Read the reviews side by side and decide at {{siteUrl}}/paper/{{paperId}}.',
    ],
  },
  'review-cancelled': {
    title: 'Review withdrawn (to the reviewer)',
    when: 'An editor cancels an accepted review assignment.',
    placeholders: ['recipientName', 'paperId', 'paperTitle', 'round'],
    subject: '{{journalName}}: review of manuscript no. {{paperId}} cancelled',
    body: [
      'Dear {{recipientName}},',
      '',
      'The editor has withdrawn your assignment to review manuscript no. {{paperId}}, "{{paperTitle}}" (round {{round}}). Your review is no longer needed, and no further action is needed from you.',
      '',
      'The link in the invitation no longer works. Thank you for your time; we hope to ask you again.',
      ...SIGNATURE,
    ],
  },
  'invitation-cancelled': {
    title: 'Invitation withdrawn (to the reviewer)',
    when: 'An editor cancels an invitation the reviewer has not answered.',
    placeholders: ['recipientName', 'paperId', 'paperTitle', 'round'],
    subject: '{{journalName}}: invitation to review of manuscript no. {{paperId}} cancelled',
    body: [
      'Dear {{recipientName}},',
      '',
      'The editor has withdrawn the invitation to review manuscript no. {{paperId}}, "{{paperTitle}}" (round {{round}}). No further action is needed from you.',
      '',
      'The link in the invitation no longer works. Thank you for your time; we hope to ask you again.',
      ...SIGNATURE,
    ],
  },
  'reminder-response-soon': {
    title: 'Reminder: answer the invitation',
    when: "The reminder worker, before an invitation's answer is due.",
    placeholders: ['reviewerName', 'paperId', 'paperTitle', 'responseDueDate', 'assignmentId'],
    subject: '{{journalName}}: please answer our invitation to review manuscript no. {{paperId}} by {{responseDueDate}}',
    body: [
      'Dear {{reviewerName}},',
      '',
      'This is a reminder of our invitation to review manuscript no. {{paperId}}, "{{paperTitle}}". Please accept or decline it by {{responseDueDate}}.',
      ...REMINDER_TAIL(true),
    ],
  },
  'reminder-response-overdue': {
    title: 'Reminder: answer overdue',
    when: "The reminder worker, after an invitation's answer was due.",
    placeholders: ['reviewerName', 'paperId', 'paperTitle', 'responseDueDate', 'assignmentId'],
    subject: '{{journalName}}: your answer to our invitation to review manuscript no. {{paperId}} is overdue',
    body: [
      'Dear {{reviewerName}},',
      '',
      'We have not yet had your answer to our invitation to review manuscript no. {{paperId}}, "{{paperTitle}}", which was due on {{responseDueDate}}. Please accept or decline it, so that the authors are not kept waiting.',
      ...REMINDER_TAIL(true),
    ],
  },
  'reminder-review-soon': {
    title: 'Reminder: review due soon',
    when: 'The reminder worker, before an accepted review is due.',
    placeholders: ['reviewerName', 'paperId', 'paperTitle', 'reviewDueDate', 'assignmentId'],
    subject: '{{journalName}}: your review of manuscript no. {{paperId}} is due on {{reviewDueDate}}',
    body: [
      'Dear {{reviewerName}},',
      '',
      'Thank you for agreeing to review manuscript no. {{paperId}}, "{{paperTitle}}". Your review is due on {{reviewDueDate}}.',
      ...REMINDER_TAIL(false),
    ],
  },
  'reminder-review-overdue': {
    title: 'Reminder: review overdue',
    when: 'The reminder worker, after an accepted review was due.',
    placeholders: ['reviewerName', 'paperId', 'paperTitle', 'reviewDueDate', 'assignmentId'],
    subject: '{{journalName}}: your review of manuscript no. {{paperId}} is overdue',
    body: [
      'Dear {{reviewerName}},',
      '',
      'Your review of manuscript no. {{paperId}}, "{{paperTitle}}" was due on {{reviewDueDate}}. Please send it as soon as you can, or tell the editor when you expect to.',
      ...REMINDER_TAIL(false),
    ],
  },
  'reviewer-application-received': {
    title: 'Reviewer application (to the editors)',
    when: 'Someone applies to review: to the editors (or the admins when there is no editor).',
    placeholders: ['recipientName', 'applicantName', 'applicantEmail', 'institution', 'expertise', 'qualifications', 'publicationsBlock', 'motivationBlock'],
    subject: 'New reviewer application: {{applicantName}}',
    body: [
      'Dear {{recipientName}},',
      '',
      '{{applicantName}} has applied to review for {{journalName}}.',
      '',
      'Name: {{applicantName}}',
      'Email: {{applicantEmail}}',
      'Institution: {{institution}}',
      '',
      'Areas of expertise:',
      '{{expertise}}',
      '',
      'Qualifications:',
      '{{qualifications}}',
      '{{publicationsBlock}}',
      '{{motivationBlock}}',
      '',
      'Approve or decline it under Applications on the editor dashboard: {{siteUrl}}/editor-dashboard?view=applications',
    ],
  },
  'reviewer-approved-new-account': {
    title: 'Reviewer approved (new account)',
    when: 'The editors approve an application from an address without an account.',
    placeholders: ['recipientName', 'email', 'linkDays', 'link', 'expertiseList'],
    subject: 'Welcome to the reviewers of {{journalName}}: set your password',
    body: [
      'Dear {{recipientName}},',
      '',
      "Thank you for offering to review for {{journalName}}. The editors have approved your application, and you are now in the journal's reviewer pool.",
      '',
      'We have created a reviewer account for you with this email address ({{email}}). It has no password yet. To choose one, open this link within {{linkDays}} days; it opens the journal\'s password page, titled "Choose a New Password":',
      '',
      '{{link}}',
      '',
      'The link works once. Then sign in at {{siteUrl}}/login with this email address and your new password. If the link has expired, ask for a new one at {{siteUrl}}/forgot-password.',
      '',
      ...REVIEWER_PROFILE,
      '',
      'When an editor invites you to review a manuscript, you will receive an email with its title and abstract, and you may accept or decline.',
      ...SIGNATURE,
    ],
  },
  'reviewer-approved-existing-account': {
    title: 'Reviewer approved (existing account)',
    when: 'The editors approve an application from an address that has an account.',
    placeholders: ['recipientName', 'email', 'expertiseList'],
    subject: 'Welcome to the reviewers of {{journalName}}',
    body: [
      'Dear {{recipientName}},',
      '',
      "Thank you for offering to review for {{journalName}}. The editors have approved your application, and you are now in the journal's reviewer pool.",
      '',
      "You already have an account with this email address ({{email}}): it is now also a reviewer's account. Sign in as usual at {{siteUrl}}/login; your submissions and everything else in your account stay as they were.",
      '',
      ...REVIEWER_PROFILE,
      '',
      'When an editor invites you to review a manuscript, you will receive an email with its title and abstract, and you may accept or decline.',
      ...SIGNATURE,
    ],
  },
  'reviewer-application-declined': {
    title: 'Reviewer application declined',
    when: 'The editors decline an application to review.',
    placeholders: ['recipientName'],
    subject: 'Your application to review for {{journalName}}',
    body: [
      'Dear {{recipientName}},',
      '',
      'Thank you for offering to review for {{journalName}}, and for the time you gave to your application.',
      '',
      'The editors have read it carefully, and they are not able to add you to the reviewer pool at present. This is often because the journal has enough reviewers in a field for now, and is no judgement of your work.',
      '',
      'You are welcome to apply again in the future ({{siteUrl}}/become-reviewer), and we hope you will consider {{journalName}} for your own research.',
      '',
      'With our thanks and best wishes,',
      'The editorial office, {{journalName}}',
    ],
  },
} as const satisfies Record<string, TemplateSource>;

export type MailTemplateKey = keyof typeof SOURCES;
export type MailTemplateValues<K extends MailTemplateKey> = Record<(typeof SOURCES)[K]['placeholders'][number], string>;

export interface MailTemplateDefinition {
  key: MailTemplateKey;
  title: string;
  when: string;
  /** The template's own placeholders, then the common ones. */
  placeholders: MailPlaceholder[];
  subject: string;
  body: string;
}

/** Every template, in the order the content manager lists them. */
export const MAIL_TEMPLATES: readonly MailTemplateDefinition[] = (Object.keys(SOURCES) as MailTemplateKey[]).map((key) => {
  const source: TemplateSource = SOURCES[key];
  return {
    key,
    title: source.title,
    when: source.when,
    placeholders: [...source.placeholders.map((name) => ({ name, ...P[name] })), ...COMMON_MAIL_PLACEHOLDERS],
    subject: source.subject,
    body: source.body.join('\n'),
  };
});

const BY_KEY = new Map(MAIL_TEMPLATES.map((t) => [t.key as string, t]));

/** The template of a key, or undefined for a key the site does not know (a 404 at the API). */
export function findMailTemplate(key: string): MailTemplateDefinition | undefined {
  return BY_KEY.get(key);
}

/** The sample values of a template's placeholders, for previews. */
export function sampleValuesOf(template: MailTemplateDefinition): Record<string, string> {
  return Object.fromEntries(template.placeholders.map((p) => [p.name, p.sample]));
}
