export interface PublicPageLink {
  to: string;
  label: string;
  /** Feeds are files, not pages: a plain link, and not listed in /sitemap.xml. */
  document?: boolean;
  /** Left out of /sitemap.xml: account screens, and aliases of pages listed already. */
  notIndexed?: boolean;
}

/**
 * Every public page of the route table (reading-side.md §2), grouped as the menu groups them:
 * the /sitemap page shows them all and /sitemap.xml lists the indexable ones.
 */
export const PUBLIC_PAGE_GROUPS: { title: string; links: PublicPageLink[] }[] = [
  {
    title: 'Journal',
    links: [
      { to: '/', label: 'Home' },
      { to: '/about', label: 'About the Journal' },
      { to: '/editorial-board', label: 'Editorial Board' },
      { to: '/editorial-team', label: 'Editorial Team' },
      { to: '/editor-in-chief', label: 'Editor-in-Chief' },
      { to: '/managing-editor', label: 'Managing Editor' },
      { to: '/contact', label: 'Contact' },
      { to: '/faq', label: 'Frequently Asked Questions' },
      { to: '/sitemap', label: 'Sitemap' },
    ],
  },
  {
    title: 'Publications',
    links: [
      { to: '/current-publications', label: 'Current Publications' },
      { to: '/issues/current', label: 'Current Issue', notIndexed: true },
      { to: '/issues', label: 'Journal Issues' },
      { to: '/archives', label: 'Archives' },
      { to: '/special-issues', label: 'Special Issues' },
      { to: '/announcements', label: 'Announcements' },
      { to: '/search', label: 'Search Articles' },
    ],
  },
  {
    title: 'Authors',
    links: [
      { to: '/authors', label: 'For Authors' },
      { to: '/guide-for-authors', label: 'Guide for Authors' },
      { to: '/manuscript-template', label: 'Manuscript Templates' },
      { to: '/submit-paper', label: 'Submit Paper', notIndexed: true },
      { to: '/review-process', label: 'Peer Review Process' },
      { to: '/guidelines', label: 'Editorial Guidelines' },
      { to: '/ethics', label: 'Publication Ethics' },
      { to: '/become-reviewer', label: 'Become a Reviewer' },
    ],
  },
  {
    title: 'Fees',
    links: [
      { to: '/publication-charges', label: 'Publication Charges' },
      { to: '/publication-fee', label: 'Publication Fee' },
      { to: '/manuscript-handling-fee', label: 'Manuscript Handling Fee' },
      { to: '/payment-methods', label: 'Payment Methods' },
    ],
  },
  {
    title: 'Policies',
    links: [
      { to: '/open-access-policy', label: 'Open Access Policy' },
      { to: '/copyright', label: 'Copyright' },
      { to: '/privacy-policy', label: 'Privacy Policy' },
      { to: '/terms', label: 'Terms of Use' },
    ],
  },
  {
    title: 'Readers',
    links: [
      { to: '/information-for-readers', label: 'Information for Readers' },
      { to: '/rss/latest-articles', label: 'RSS: Latest Articles', document: true },
      { to: '/rss/current-issue', label: 'RSS: Current Issue', document: true },
      { to: '/rss/announcements', label: 'RSS: Announcements', document: true },
    ],
  },
  {
    title: 'Account',
    links: [
      { to: '/login', label: 'Login', notIndexed: true },
      { to: '/register', label: 'Register', notIndexed: true },
      { to: '/dashboard', label: 'My Dashboard', notIndexed: true },
      { to: '/admin', label: 'Admin Portal', notIndexed: true },
    ],
  },
];

/** The pages /sitemap.xml lists besides issues and papers. */
export const INDEXED_PAGE_PATHS: string[] = PUBLIC_PAGE_GROUPS.flatMap((group) => group.links.filter((link) => !link.document && !link.notIndexed).map((link) => link.to));
