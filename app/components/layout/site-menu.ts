/** The global navigation tree of reading-side.md §2 "Global navigation". */
export interface MenuLink {
  label: string;
  to: string;
}
export interface MenuItem extends MenuLink {
  children?: MenuLink[];
}

export const SITE_MENU: MenuItem[] = [
  { label: 'Home', to: '/' },
  {
    label: 'About',
    to: '/about',
    children: [
      { label: 'About Journal', to: '/about' },
      { label: 'Editorial Board', to: '/editorial-board' },
      { label: 'Editorial Team', to: '/editorial-team' },
    ],
  },
  {
    label: 'Publications',
    to: '/current-publications',
    children: [
      { label: 'Current Publications', to: '/current-publications' },
      { label: 'Archives', to: '/archives' },
      { label: 'Announcements', to: '/announcements' },
      { label: 'Search Articles', to: '/search' },
    ],
  },
  {
    label: 'Authors',
    to: '/authors',
    children: [
      { label: 'Guide for Authors', to: '/guide-for-authors' },
      { label: 'Submit Paper', to: '/submit-paper' },
      { label: 'Manuscript Template', to: '/manuscript-template' },
      { label: 'Review Process', to: '/review-process' },
      { label: 'Guidelines', to: '/guidelines' },
      { label: 'Ethics', to: '/ethics' },
    ],
  },
  {
    label: 'Policies',
    to: '/open-access-policy',
    children: [
      { label: 'Open Access Policy', to: '/open-access-policy' },
      { label: 'Copyright', to: '/copyright' },
      { label: 'Privacy Policy', to: '/privacy-policy' },
      { label: 'Publication Charges', to: '/publication-charges' },
      { label: 'Payment Methods', to: '/payment-methods' },
    ],
  },
  { label: 'Contact', to: '/contact' },
];

/** Footer links: the spec's four plus the most used pages. */
export const FOOTER_LINKS: MenuLink[] = [
  { label: 'Special Issues', to: '/special-issues' },
  { label: 'Admin Portal', to: '/admin' },
  { label: 'Terms of Use', to: '/terms' },
  { label: 'Sitemap', to: '/sitemap' },
];

export const NAVBAR_SCROLL_THRESHOLD = 50;
export const PAGE_TRANSITION_MS = 600;
