/**
 * Issue 17: who may call every /api route (and the operator's GET /metrics), written down as the
 * outcome each caller expects, one row per route as the app registers it ("METHOD /api/url"), not
 * derived from the code. The test
 * (authorization-matrix.api.test.ts) calls every route as every caller, with the real ids of its
 * fixtures (tests/support/authorization-fixtures.ts), and fails when a row and an answer differ,
 * when a route has no row, and when a row names a route the app no longer has.
 *
 * The columns are the callers, each in one relation to the paper under review (decisions 0034,
 * 0035): nobody signed in; the author who submitted it (owner); a co-author listed by the
 * confirmed address of their account; an author with no part in it; the reviewer who accepted its
 * invitation; a reviewer not invited; the editor handling it; another editor; an admin.
 *
 * The outcomes, a closed set:
 * - ok: the caller got through every check of who they are: 2xx, or a 4xx that is not about them
 *   (400 for the test's deliberately incomplete body, 409 for the state the fixture is in, 415
 *   for JSON sent to an upload); precisely, a status below 500 and not 401, 403 or 404.
 * - signin: 401 asking to sign in: 'Please log in to continue.' (a dead token: 'Your session has
 *   expired or was ended. Please log in again.'), or, on the reviewer's workspace, 'Open this
 *   review from the link in your invitation, or sign in.' (decision 0041).
 * - denied: 403 'You are not allowed to do this.': the route's role rule refuses the caller's role.
 * - refused: 403 with another sentence: a rule about this caller and this paper refuses.
 * - hidden: 404: the thing is not shown to this caller (DESIGN.md: 404 "also for things the
 *   caller may not know exist"), e.g. someone else's paper, review or invoice.
 * A forged token (well-formed, signed with another key) is answered as nobody: the anonymous column.
 */
export const OUTCOMES = ['ok', 'signin', 'denied', 'refused', 'hidden'] as const;
export type Outcome = (typeof OUTCOMES)[number];

/** The columns of every row, in order. */
export const CALLERS = ['anonymous', 'owner', 'coAuthor', 'otherAuthor', 'reviewer', 'otherReviewer', 'handlingEditor', 'otherEditor', 'admin'] as const;
export type Caller = (typeof CALLERS)[number];

export const parseRow = (row: string) => row.trim().split(/\s+/) as Outcome[];

// prettier-ignore
export const AUTHORIZATION_TABLE: Record<string, string> = {
  //                                                                     anon    owner   coauth  author  review  rev-no  handler editor  admin
  // Anyone, signed in or not: the site's public calls (reading-side.md §7, acting-side.md §6 "Visitors"). Forms sent with {} answer 400.
  'GET /api/health':                                                    'ok      ok      ok      ok      ok      ok      ok      ok      ok',
  'GET /api/ready':                                                     'ok      ok      ok      ok      ok      ok      ok      ok      ok',
  // The operator's Prometheus scrape (decision 0064; on in this test, without METRICS_TOKEN): no journal role is asked.
  'GET /metrics':                                                       'ok      ok      ok      ok      ok      ok      ok      ok      ok',
  'POST /api/auth/login':                                               'ok      ok      ok      ok      ok      ok      ok      ok      ok',
  'POST /api/auth/logout':                                              'ok      ok      ok      ok      ok      ok      ok      ok      ok',
  'POST /api/auth/password-reset':                                      'ok      ok      ok      ok      ok      ok      ok      ok      ok',
  'POST /api/auth/password-reset/confirm':                              'ok      ok      ok      ok      ok      ok      ok      ok      ok',
  'POST /api/users':                                                    'ok      ok      ok      ok      ok      ok      ok      ok      ok',
  'POST /api/newsletter-subscriptions':                                 'ok      ok      ok      ok      ok      ok      ok      ok      ok',
  'POST /api/newsletter-subscriptions/confirm/:token':                  'ok      ok      ok      ok      ok      ok      ok      ok      ok',
  'POST /api/newsletter-subscriptions/unsubscribe/:token':              'ok      ok      ok      ok      ok      ok      ok      ok      ok',
  'POST /api/contact':                                                  'ok      ok      ok      ok      ok      ok      ok      ok      ok',
  'POST /api/reviewer-applications':                                    'ok      ok      ok      ok      ok      ok      ok      ok      ok',
  'GET /api/manuscript-template':                                       'ok      ok      ok      ok      ok      ok      ok      ok      ok',
  'GET /api/categories':                                                'ok      ok      ok      ok      ok      ok      ok      ok      ok',
  'GET /api/papers':                                                    'ok      ok      ok      ok      ok      ok      ok      ok      ok',
  'GET /api/papers/search':                                             'ok      ok      ok      ok      ok      ok      ok      ok      ok',
  'GET /api/issues':                                                    'ok      ok      ok      ok      ok      ok      ok      ok      ok',
  'GET /api/issues/archives':                                           'ok      ok      ok      ok      ok      ok      ok      ok      ok',
  'GET /api/issues/current':                                            'ok      ok      ok      ok      ok      ok      ok      ok      ok',
  'GET /api/issues/:id':                                                'ok      ok      ok      ok      ok      ok      ok      ok      ok',
  'GET /api/issues/:volume/:number':                                    'ok      ok      ok      ok      ok      ok      ok      ok      ok',
  'GET /api/publications/current':                                      'ok      ok      ok      ok      ok      ok      ok      ok      ok',
  'GET /api/issues/:id/papers.csv':                                     'ok      ok      ok      ok      ok      ok      ok      ok      ok',
  'GET /api/issues/:id/pdf':                                            'ok      ok      ok      ok      ok      ok      ok      ok      ok',
  'GET /api/special-issues':                                            'ok      ok      ok      ok      ok      ok      ok      ok      ok',
  'GET /api/announcements':                                             'ok      ok      ok      ok      ok      ok      ok      ok      ok',
  'GET /api/announcements/:id/attachments/:index':                      'ok      ok      ok      ok      ok      ok      ok      ok      ok',
  'GET /api/editorial-board':                                           'ok      ok      ok      ok      ok      ok      ok      ok      ok',
  'GET /api/editorial-team':                                            'ok      ok      ok      ok      ok      ok      ok      ok      ok',
  'GET /api/editor-in-chief':                                           'ok      ok      ok      ok      ok      ok      ok      ok      ok',
  'GET /api/managing-editor':                                           'ok      ok      ok      ok      ok      ok      ok      ok      ok',
  'GET /api/images/:file':                                              'ok      ok      ok      ok      ok      ok      ok      ok      ok',

  // Any signed-in account, about itself (its own profile, submissions, fees, invitations): whatever its role.
  'GET /api/users/profile':                                             'signin  ok      ok      ok      ok      ok      ok      ok      ok',
  'GET /api/users/me/orcid':                                            'signin  ok      ok      ok      ok      ok      ok      ok      ok',
  'PUT /api/users/me/orcid':                                            'signin  ok      ok      ok      ok      ok      ok      ok      ok',
  'POST /api/users/me/orcid/connect':                                   'signin  ok      ok      ok      ok      ok      ok      ok      ok',
  'POST /api/auth/confirm-email':                                       'signin  ok      ok      ok      ok      ok      ok      ok      ok',
  'POST /api/auth/confirm-email/resend':                                'signin  ok      ok      ok      ok      ok      ok      ok      ok',
  'GET /api/reviewer-profile':                                          'signin  ok      ok      ok      ok      ok      ok      ok      ok',
  'PUT /api/reviewer-profile':                                          'signin  ok      ok      ok      ok      ok      ok      ok      ok',
  'GET /api/reviews':                                                   'signin  ok      ok      ok      ok      ok      ok      ok      ok',
  'POST /api/papers':                                                   'signin  ok      ok      ok      ok      ok      ok      ok      ok',
  'GET /api/papers/my-submissions':                                     'signin  ok      ok      ok      ok      ok      ok      ok      ok',
  'GET /api/papers/my-fees':                                            'signin  ok      ok      ok      ok      ok      ok      ok      ok',

  // The paper under review (decisions 0007, 0035): its authors and staff see it whole, the assigned reviewer anonymised and
  // without files (0035), the rest 404. Only the owner revises, withdraws and appeals; anyone else is answered 404 as for a
  // paper they may not see (0019). Completed reviews reach the authors only once a decision releases them (0035).
  'GET /api/papers/:id':                                                'hidden  ok      ok      hidden  ok      hidden  ok      ok      ok',
  'GET /api/papers/:id/download':                                       'hidden  ok      ok      hidden  hidden  hidden  ok      ok      ok',
  'GET /api/papers/:id/citation':                                       'hidden  ok      ok      hidden  ok      hidden  ok      ok      ok',
  'GET /api/papers/:id/versions/:version/download':                     'hidden  ok      ok      hidden  hidden  hidden  ok      ok      ok',
  'GET /api/papers/:id/rounds/:round/reviews/:reviewer/annotated-file': 'hidden  hidden  hidden  hidden  hidden  hidden  ok      ok      ok',
  'GET /api/papers/:id/revision':                                       'signin  ok      hidden  hidden  hidden  hidden  hidden  hidden  hidden',
  'POST /api/papers/:id/withdraw':                                      'signin  ok      hidden  hidden  hidden  hidden  hidden  hidden  hidden',
  'POST /api/papers/:id/appeals':                                       'signin  ok      hidden  hidden  hidden  hidden  hidden  hidden  hidden',

  // The accepted paper's invoice and waiver requests (decision 0048): its owner, its co-authors and the office (ADMIN) read
  // them; owner and co-authors ask for a waiver; editors, handling or not, and reviewers get 404.
  'GET /api/papers/:id/invoice':                                        'signin  ok      ok      hidden  hidden  hidden  hidden  hidden  ok',
  'GET /api/papers/:id/invoice.pdf':                                    'signin  ok      ok      hidden  hidden  hidden  hidden  hidden  ok',
  'GET /api/papers/:id/waiver-requests':                                'signin  ok      ok      hidden  hidden  hidden  hidden  hidden  ok',
  'POST /api/papers/:id/waiver-requests':                               'signin  ok      ok      hidden  hidden  hidden  hidden  hidden  hidden',

  // The reviewer's workspace (decision 0041): the assigned reviewer's own assignment; everyone else, staff included, 404.
  // Without a session the invitation link's token is asked for; a link session is opened only with that token.
  'GET /api/reviews/:id':                                               'signin  hidden  hidden  hidden  ok      hidden  hidden  hidden  hidden',
  'POST /api/reviews/:id/accept':                                       'signin  hidden  hidden  hidden  ok      hidden  hidden  hidden  hidden',
  'POST /api/reviews/:id/decline':                                      'signin  hidden  hidden  hidden  ok      hidden  hidden  hidden  hidden',
  'POST /api/reviews/:id/session':                                      'hidden  hidden  hidden  hidden  hidden  hidden  hidden  hidden  hidden',
  'GET /api/reviews/:id/manuscript':                                    'signin  hidden  hidden  hidden  ok      hidden  hidden  hidden  hidden',
  'PUT /api/reviews/:id':                                               'signin  hidden  hidden  hidden  ok      hidden  hidden  hidden  hidden',
  'POST /api/reviews/:id/submit':                                       'signin  hidden  hidden  hidden  ok      hidden  hidden  hidden  hidden',

  // Editors and admins (acting-side.md §6 "Editor: all submissions, filter, change status, assign reviewers"): any editor,
  // not only the handling one, takes the editorial actions (decision 0034); the editor who took the decision under appeal
  // may not consider the appeal (0034, COPE): here the handling editor rejected the paper. Also the applications to review (0041), the
  // announcements and special issues of the content manager and its DOI section (CMS_SECTION_ACCESS, decisions 0055, 0057).
  'GET /api/editor/submissions':                                        'signin  denied  denied  denied  denied  denied  ok      ok      ok',
  'GET /api/editor/stats':                                              'signin  denied  denied  denied  denied  denied  ok      ok      ok',
  'GET /api/editor/editors':                                            'signin  denied  denied  denied  denied  denied  ok      ok      ok',
  'GET /api/editor/reviewers':                                          'signin  denied  denied  denied  denied  denied  ok      ok      ok',
  'GET /api/editor/papers/:id/reviewer-candidates':                     'signin  denied  denied  denied  denied  denied  ok      ok      ok',
  'POST /api/editor/papers/:id/status':                                 'signin  denied  denied  denied  denied  denied  ok      ok      ok',
  'POST /api/editor/papers/:id/assign-reviewers':                       'signin  denied  denied  denied  denied  denied  ok      ok      ok',
  'POST /api/editor/papers/:id/reinvite-reviewers':                     'signin  denied  denied  denied  denied  denied  ok      ok      ok',
  'POST /api/editor/papers/:id/handling-editor':                        'signin  denied  denied  denied  denied  denied  ok      ok      ok',
  'POST /api/editor/papers/:id/decision-letter':                        'signin  denied  denied  denied  denied  denied  ok      ok      ok',
  'POST /api/editor/papers/:id/decision':                               'signin  denied  denied  denied  denied  denied  ok      ok      ok',
  'GET /api/editor/papers/:id/publication':                             'signin  denied  denied  denied  denied  denied  ok      ok      ok',
  'POST /api/editor/papers/:id/publish':                                'signin  denied  denied  denied  denied  denied  ok      ok      ok',
  'POST /api/editor/assignments/:id/rating':                            'signin  denied  denied  denied  denied  denied  ok      ok      ok',
  'POST /api/editor/assignments/:id/cancel':                            'signin  denied  denied  denied  denied  denied  ok      ok      ok',
  'GET /api/editor/appeals':                                            'signin  denied  denied  denied  denied  denied  ok      ok      ok',
  'GET /api/editor/appeals/:id/file':                                   'signin  denied  denied  denied  denied  denied  ok      ok      ok',
  'POST /api/editor/appeals/:id/letter':                                'signin  denied  denied  denied  denied  denied  refused ok      ok',
  'POST /api/editor/appeals/:id/decision':                              'signin  denied  denied  denied  denied  denied  refused ok      ok',
  'GET /api/editor/reviewer-applications':                              'signin  denied  denied  denied  denied  denied  ok      ok      ok',
  'POST /api/editor/reviewer-applications/:id/approve':                 'signin  denied  denied  denied  denied  denied  ok      ok      ok',
  'POST /api/editor/reviewer-applications/:id/decline':                 'signin  denied  denied  denied  denied  denied  ok      ok      ok',
  'GET /api/admin/announcements':                                       'signin  denied  denied  denied  denied  denied  ok      ok      ok',
  'POST /api/admin/announcements':                                      'signin  denied  denied  denied  denied  denied  ok      ok      ok',
  'PUT /api/admin/announcements/:id':                                   'signin  denied  denied  denied  denied  denied  ok      ok      ok',
  'DELETE /api/admin/announcements/:id':                                'signin  denied  denied  denied  denied  denied  ok      ok      ok',
  'POST /api/admin/special-issues':                                     'signin  denied  denied  denied  denied  denied  ok      ok      ok',
  'PUT /api/admin/special-issues/:id':                                  'signin  denied  denied  denied  denied  denied  ok      ok      ok',
  'DELETE /api/admin/special-issues/:id':                               'signin  denied  denied  denied  denied  denied  ok      ok      ok',
  'GET /api/admin/dois':                                                'signin  denied  denied  denied  denied  denied  ok      ok      ok',
  'POST /api/admin/dois/papers/:id/deposit':                            'signin  denied  denied  denied  denied  denied  ok      ok      ok',
  'POST /api/admin/dois/issues/:id/deposit':                            'signin  denied  denied  denied  denied  denied  ok      ok      ok',
  'POST /api/admin/dois/deposits/:id/refresh':                          'signin  denied  denied  denied  denied  denied  ok      ok      ok',
  'GET /api/admin/crossref/papers/:id.xml':                             'signin  denied  denied  denied  denied  denied  ok      ok      ok',
  'GET /api/admin/crossref/issues/:id.xml':                             'signin  denied  denied  denied  denied  denied  ok      ok      ok',
  'GET /api/admin/doaj/issues/:id.json':                                'signin  denied  denied  denied  denied  denied  ok      ok      ok',

  // Admins only (acting-side.md §6 "Admin: full management of users, papers, issues, editorial board, contact messages,
  // newsletter subscriptions"; the office's invoices, decision 0048; the content manager's other sections, 0055).
  'GET /api/admin/users':                                               'signin  denied  denied  denied  denied  denied  denied  denied  ok',
  'POST /api/admin/users':                                              'signin  denied  denied  denied  denied  denied  denied  denied  ok',
  'GET /api/admin/users/:id':                                           'signin  denied  denied  denied  denied  denied  denied  denied  ok',
  'PUT /api/admin/users/:id':                                           'signin  denied  denied  denied  denied  denied  denied  denied  ok',
  'DELETE /api/admin/users/:id':                                        'signin  denied  denied  denied  denied  denied  denied  denied  ok',
  'POST /api/admin/users/:id/password-reset':                           'signin  denied  denied  denied  denied  denied  denied  denied  ok',
  'GET /api/admin/mail':                                                'signin  denied  denied  denied  denied  denied  denied  denied  ok',
  'GET /api/admin/pages':                                               'signin  denied  denied  denied  denied  denied  denied  denied  ok',
  'POST /api/admin/pages/preview':                                      'signin  denied  denied  denied  denied  denied  denied  denied  ok',
  'GET /api/admin/pages/:slug':                                         'signin  denied  denied  denied  denied  denied  denied  denied  ok',
  'PUT /api/admin/pages/:slug':                                         'signin  denied  denied  denied  denied  denied  denied  denied  ok',
  'GET /api/admin/pages/:slug/revisions':                               'signin  denied  denied  denied  denied  denied  denied  denied  ok',
  'POST /api/admin/pages/:slug/revisions/:id/restore':                  'signin  denied  denied  denied  denied  denied  denied  denied  ok',
  'GET /api/admin/mail-templates':                                      'signin  denied  denied  denied  denied  denied  denied  denied  ok',
  'GET /api/admin/mail-templates/:key':                                 'signin  denied  denied  denied  denied  denied  denied  denied  ok',
  'PUT /api/admin/mail-templates/:key':                                 'signin  denied  denied  denied  denied  denied  denied  denied  ok',
  'DELETE /api/admin/mail-templates/:key':                              'signin  denied  denied  denied  denied  denied  denied  denied  ok',
  'POST /api/admin/mail-templates/:key/preview':                        'signin  denied  denied  denied  denied  denied  denied  denied  ok',
  'GET /api/admin/newsletter-subscriptions':                            'signin  denied  denied  denied  denied  denied  denied  denied  ok',
  'GET /api/admin/newsletter-subscriptions/export':                     'signin  denied  denied  denied  denied  denied  denied  denied  ok',
  'DELETE /api/admin/newsletter-subscriptions/:id':                     'signin  denied  denied  denied  denied  denied  denied  denied  ok',
  'GET /api/admin/issues':                                              'signin  denied  denied  denied  denied  denied  denied  denied  ok',
  'POST /api/admin/issues':                                             'signin  denied  denied  denied  denied  denied  denied  denied  ok',
  'PUT /api/admin/issues/:id':                                          'signin  denied  denied  denied  denied  denied  denied  denied  ok',
  'DELETE /api/admin/issues/:id':                                       'signin  denied  denied  denied  denied  denied  denied  denied  ok',
  'GET /api/admin/editorial-board':                                     'signin  denied  denied  denied  denied  denied  denied  denied  ok',
  'POST /api/admin/editorial-board':                                    'signin  denied  denied  denied  denied  denied  denied  denied  ok',
  'PUT /api/admin/editorial-board/:id':                                 'signin  denied  denied  denied  denied  denied  denied  denied  ok',
  'DELETE /api/admin/editorial-board/:id':                              'signin  denied  denied  denied  denied  denied  denied  denied  ok',
  'GET /api/admin/papers':                                              'signin  denied  denied  denied  denied  denied  denied  denied  ok',
  'POST /api/admin/papers':                                             'signin  denied  denied  denied  denied  denied  denied  denied  ok',
  'PUT /api/admin/papers/:id':                                          'signin  denied  denied  denied  denied  denied  denied  denied  ok',
  'DELETE /api/admin/papers/:id':                                       'signin  denied  denied  denied  denied  denied  denied  denied  ok',
  'GET /api/admin/settings':                                            'signin  denied  denied  denied  denied  denied  denied  denied  ok',
  'PUT /api/admin/settings/:group':                                     'signin  denied  denied  denied  denied  denied  denied  denied  ok',
  'GET /api/admin/usage':                                               'signin  denied  denied  denied  denied  denied  denied  denied  ok',
  'GET /api/admin/usage/pr.tsv':                                        'signin  denied  denied  denied  denied  denied  denied  denied  ok',
  'GET /api/admin/usage/tr.tsv':                                        'signin  denied  denied  denied  denied  denied  denied  denied  ok',
  'GET /api/admin/contact-forms':                                       'signin  denied  denied  denied  denied  denied  denied  denied  ok',
  'GET /api/admin/contact-forms/:id':                                   'signin  denied  denied  denied  denied  denied  denied  denied  ok',
  'PUT /api/admin/contact-forms/:id/read':                              'signin  denied  denied  denied  denied  denied  denied  denied  ok',
  'POST /api/admin/contact-forms/:id/replies':                          'signin  denied  denied  denied  denied  denied  denied  denied  ok',
  'GET /api/admin/invoices':                                            'signin  denied  denied  denied  denied  denied  denied  denied  ok',
  'GET /api/admin/invoices/report':                                     'signin  denied  denied  denied  denied  denied  denied  denied  ok',
  'GET /api/admin/invoices/report.csv':                                 'signin  denied  denied  denied  denied  denied  denied  denied  ok',
  'POST /api/admin/invoices/:id/payments':                              'signin  denied  denied  denied  denied  denied  denied  denied  ok',
  'POST /api/admin/invoices/:id/waive':                                 'signin  denied  denied  denied  denied  denied  denied  denied  ok',
  'PUT /api/admin/invoices/:id/charges':                                'signin  denied  denied  denied  denied  denied  denied  denied  ok',
  'POST /api/admin/waiver-requests/:id/grant':                          'signin  denied  denied  denied  denied  denied  denied  denied  ok',
  'POST /api/admin/waiver-requests/:id/refuse':                         'signin  denied  denied  denied  denied  denied  denied  denied  ok',
};
