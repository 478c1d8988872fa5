import { type RouteConfig, index, route } from '@react-router/dev/routes';

/**
 * The route table of reading-side.md §2 and acting-side.md §2. Sections whose screens
 * come in later issues render `routes/public/section-in-preparation.tsx` with their heading.
 */
const inPreparation = (path: string, id: string) => route(path, 'routes/public/section-in-preparation.tsx', { id });

export default [
  index('routes/public/home.tsx', { id: 'home' }),
  route('home', 'routes/public/home.tsx', { id: 'home-alias' }),

  route('about', 'routes/public/about.tsx'),
  route('contact', 'routes/public/contact.tsx'),
  route('search', 'routes/public/search.tsx'),
  inPreparation('current-publications', 'current-publications'),
  route('archives', 'routes/public/archives.tsx'),
  route('archive', 'routes/public/archive-redirect.tsx'),
  route('issues', 'routes/public/issues.tsx', { id: 'issues' }),
  route('issues/current', 'routes/public/issues.tsx', { id: 'issues-current' }),
  route('issues/:id', 'routes/public/issues.tsx', { id: 'issue' }),
  route('issues/:volume/:number', 'routes/public/issues.tsx', { id: 'issue-by-number' }),
  route('special-issues', 'routes/public/special-issues.tsx'),
  route('announcements', 'routes/public/announcements.tsx'),
  route('authors', 'routes/public/authors.tsx'),
  route('guide-for-authors', 'routes/public/guide-for-authors.tsx'),
  route('author-guidelines', 'routes/public/author-guidelines.tsx'),
  route('manuscript-template', 'routes/public/manuscript-template.tsx'),
  route('review-process', 'routes/public/review-process.tsx'),
  route('ethics', 'routes/public/ethics.tsx'),
  route('guidelines', 'routes/public/guidelines.tsx'),
  route('submit-paper', 'routes/author/submit-paper.tsx'),
  route('editorial-board', 'routes/public/editorial-board.tsx'),
  route('editorial-team', 'routes/public/editorial-team.tsx'),
  route('editor-in-chief', 'routes/public/editor-in-chief.tsx'),
  route('managing-editor', 'routes/public/managing-editor.tsx'),
  route('become-reviewer', 'routes/public/become-reviewer.tsx'),
  route('publication-charges', 'routes/public/publication-charges.tsx'),
  route('publication-fee', 'routes/public/publication-fee.tsx'),
  route('manuscript-handling-fee', 'routes/public/manuscript-handling-fee.tsx'),
  route('payment-methods', 'routes/public/payment-methods.tsx'),
  route('open-access-policy', 'routes/public/open-access-policy.tsx'),
  route('copyright', 'routes/public/copyright.tsx'),
  route('privacy-policy', 'routes/public/privacy-policy.tsx'),
  route('terms', 'routes/public/terms.tsx'),
  route('sitemap', 'routes/public/sitemap.tsx'),
  route('faq', 'routes/public/faq.tsx'),
  route('information-for-readers', 'routes/public/information-for-readers.tsx'),
  route('paper/:id', 'routes/public/paper.tsx'),
  route('newsletter/confirm', 'routes/public/newsletter-confirm.tsx'),
  route('newsletter/unsubscribe', 'routes/public/newsletter-unsubscribe.tsx'),

  route('login', 'routes/account/login.tsx'),
  route('register', 'routes/account/register.tsx'),
  route('forgot-password', 'routes/account/forgot-password.tsx'),
  route('reset-password', 'routes/account/reset-password.tsx'),
  route('confirm-email', 'routes/account/confirm-email.tsx'),

  route('dashboard', 'routes/author/dashboard.tsx'),
  route('review/:assignmentId', 'routes/reviewer/review.tsx'),
  route('editor-dashboard', 'routes/editorial/editor-dashboard.tsx'),
  route('admin', 'routes/admin/admin-portal.tsx'),
  route('admin-dashboard', 'routes/admin/admin-dashboard.tsx'),
  route('admin/mail', 'routes/admin/admin-mail.tsx'),
  route('admin/cms', 'routes/admin/admin-cms.tsx'),
  route('admin/style-guide', 'routes/admin/style-guide.tsx'),

  route('*', 'routes/public/not-found.tsx'),
] satisfies RouteConfig;
