import { type RouteConfig, index, route } from '@react-router/dev/routes';

/**
 * The route table of reading-side.md §2 and acting-side.md §2. Sections whose screens
 * come in later issues render `routes/public/section-in-preparation.tsx` with their heading.
 */
const inPreparation = (path: string, id: string) => route(path, 'routes/public/section-in-preparation.tsx', { id });

export default [
  index('routes/public/home.tsx', { id: 'home' }),
  route('home', 'routes/public/home.tsx', { id: 'home-alias' }),

  inPreparation('about', 'about'),
  inPreparation('contact', 'contact'),
  inPreparation('search', 'search'),
  inPreparation('current-publications', 'current-publications'),
  inPreparation('archives', 'archives'),
  inPreparation('archive', 'archive'),
  inPreparation('issues', 'issues'),
  inPreparation('issues/current', 'issues-current'),
  inPreparation('issues/:id', 'issue'),
  inPreparation('issues/:volume/:number', 'issue-by-number'),
  inPreparation('special-issues', 'special-issues'),
  inPreparation('announcements', 'announcements'),
  inPreparation('authors', 'authors'),
  inPreparation('guide-for-authors', 'guide-for-authors'),
  route('author-guidelines', 'routes/public/author-guidelines.tsx'),
  inPreparation('manuscript-template', 'manuscript-template'),
  inPreparation('review-process', 'review-process'),
  inPreparation('ethics', 'ethics'),
  inPreparation('guidelines', 'guidelines'),
  inPreparation('submit-paper', 'submit-paper'),
  inPreparation('editorial-board', 'editorial-board'),
  inPreparation('editorial-team', 'editorial-team'),
  inPreparation('editor-in-chief', 'editor-in-chief'),
  inPreparation('managing-editor', 'managing-editor'),
  inPreparation('become-reviewer', 'become-reviewer'),
  inPreparation('publication-charges', 'publication-charges'),
  inPreparation('publication-fee', 'publication-fee'),
  inPreparation('manuscript-handling-fee', 'manuscript-handling-fee'),
  inPreparation('payment-methods', 'payment-methods'),
  inPreparation('open-access-policy', 'open-access-policy'),
  inPreparation('copyright', 'copyright'),
  inPreparation('privacy-policy', 'privacy-policy'),
  inPreparation('terms', 'terms'),
  inPreparation('sitemap', 'sitemap'),
  inPreparation('faq', 'faq'),
  inPreparation('information-for-readers', 'information-for-readers'),
  inPreparation('paper/:id', 'paper'),

  route('login', 'routes/account/login.tsx'),
  route('register', 'routes/account/register.tsx'),
  route('forgot-password', 'routes/account/forgot-password.tsx'),
  route('reset-password', 'routes/account/reset-password.tsx'),

  route('dashboard', 'routes/author/dashboard.tsx'),
  route('editor-dashboard', 'routes/editorial/editor-dashboard.tsx'),
  route('admin', 'routes/admin/admin-portal.tsx'),
  route('admin-dashboard', 'routes/admin/admin-dashboard.tsx'),
  route('admin/mail', 'routes/admin/admin-mail.tsx'),
  route('admin/cms', 'routes/admin/admin-cms.tsx'),

  route('*', 'routes/public/not-found.tsx'),
] satisfies RouteConfig;
