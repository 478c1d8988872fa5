import { useCallback, useEffect, useId, useRef, useState, type FocusEvent, type ReactNode } from 'react';
import { Form, Link, NavLink, useLocation } from 'react-router';
import { dashboardPathForRole } from '../../../contract/auth/roles';
import { useJournalFacts } from '../../lib/journal-facts';
import { useSession } from '../../lib/session';
import './site-header.css';
import { NAVBAR_SCROLL_THRESHOLD, SITE_MENU, type MenuItem } from './site-menu';

/** The name /search reads its words from (app/routes/public/search.tsx). */
export const SEARCH_PARAM = 'query';

function SearchIcon() {
  return (
    <svg aria-hidden="true" focusable="false" width="16" height="16" viewBox="0 0 16 16" fill="currentColor">
      <path d="M11.74 10.34a6.5 6.5 0 1 0-1.4 1.4l3.85 3.85a1 1 0 0 0 1.41-1.41zM6.5 11a4.5 4.5 0 1 1 0-9 4.5 4.5 0 0 1 0 9" />
    </svg>
  );
}

function MenuIcon() {
  return (
    <svg aria-hidden="true" focusable="false" width="18" height="18" viewBox="0 0 16 16" fill="currentColor">
      <path d="M1 3h14v2H1zm0 4h14v2H1zm0 4h14v2H1z" />
    </svg>
  );
}

/**
 * A real GET form to /search, so it works before (or without) JavaScript; React Router's
 * Form turns it into a client navigation once the page is live.
 */
function SearchForm({ id, autoFocus }: { id: string; autoFocus?: boolean }) {
  return (
    <Form method="get" action="/search" role="search" className="site-search-form">
      <label htmlFor={id} className="visually-hidden">
        Search articles
      </label>
      <input id={id} name={SEARCH_PARAM} type="search" className="form-control" placeholder="Search articles..." autoFocus={autoFocus} />
      <button type="submit" className="btn btn-light">
        Search
      </button>
    </Form>
  );
}

interface DisclosureProps {
  id: string;
  /** What the toggle shows; it is also the toggle's accessible name. */
  label: ReactNode;
  /** After hydration: a button with aria-expanded controlling a panel; before it, <details>. */
  enhanced: boolean;
  open: boolean;
  onToggle(open: boolean): void;
  className: string;
  toggleClassName: string;
  panelClassName: string;
  /** Exclusive group for the no-JavaScript <details> (opening one closes the others). */
  group?: string;
  children: ReactNode;
}

/**
 * The disclosure pattern (WAI-ARIA APG "Disclosure Navigation Menu"), not role=menu: site
 * navigation is a list of links. Server HTML uses <details>/<summary> so every link is in the
 * page and reachable without JavaScript; once hydrated it becomes a button with aria-expanded,
 * so React owns the open state (closed on route change, Escape and outside click).
 */
function Disclosure({ id, label, enhanced, open, onToggle, className, toggleClassName, panelClassName, group, children }: DisclosureProps) {
  if (!enhanced) {
    return (
      <details className={className} name={group}>
        <summary className={toggleClassName}>{label}</summary>
        <div id={id} className={panelClassName}>
          {children}
        </div>
      </details>
    );
  }
  return (
    <div className={`${className}${open ? ' is-open' : ''}`}>
      <button type="button" className={toggleClassName} aria-expanded={open} aria-controls={id} onClick={() => onToggle(!open)}>
        {label}
      </button>
      <div id={id} className={panelClassName} data-open={open ? 'true' : 'false'}>
        {children}
      </div>
    </div>
  );
}

/** Becomes true once React has taken over the server HTML. */
function useEnhanced(): boolean {
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);
  return enhanced;
}

function groupLinks(item: MenuItem) {
  const children = item.children ?? [];
  // The parent's own page is a menu item too (Authors → /authors is not among its children).
  return children.some((child) => child.to === item.to) ? children : [{ label: `For ${item.label}`, to: item.to }, ...children];
}

/** reading-side.md §2 "Global navigation": menu tree, search, Login and Submit, mobile menu. */
export function SiteHeader() {
  const { name, shortName } = useJournalFacts().identity;
  const { user, signOut } = useSession();
  const location = useLocation();
  const enhanced = useEnhanced();
  const baseId = useId();
  const headerRef = useRef<HTMLElement>(null);
  /** The open dropdown or the search panel (one at a time). */
  const [openPanel, setOpenPanel] = useState<string | null>(null);
  /** The phone menu (below the desktop breakpoint). */
  const [menuOpen, setMenuOpen] = useState(false);
  const [scrolled, setScrolled] = useState(false);

  const closeAll = useCallback(() => {
    setOpenPanel(null);
    setMenuOpen(false);
  }, []);

  // Menus close on route change.
  useEffect(closeAll, [location.pathname, location.search, closeAll]);

  // Escape closes the innermost open panel and returns focus to its toggle; a click or tap
  // outside the header closes everything.
  useEffect(() => {
    if (!openPanel && !menuOpen) return;
    const focusToggle = (panelId: string) => headerRef.current?.querySelector<HTMLElement>(`[aria-controls="${CSS.escape(panelId)}"]`)?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      if (openPanel) {
        setOpenPanel(null);
        focusToggle(openPanel);
      } else {
        setMenuOpen(false);
        focusToggle(`${baseId}-menu`);
      }
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!headerRef.current?.contains(event.target as Node)) closeAll();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [openPanel, menuOpen, baseId, closeAll]);

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > NAVBAR_SCROLL_THRESHOLD);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  /** A dropdown closes when keyboard focus leaves it. */
  const closeOnFocusOut = (panelId: string) => (event: FocusEvent<HTMLElement>) => {
    if (openPanel === panelId && !event.currentTarget.contains(event.relatedTarget as Node | null)) setOpenPanel(null);
  };
  const toggle = (panelId: string) => (open: boolean) => setOpenPanel(open ? panelId : null);
  const isCurrent = (to: string) => location.pathname === to;

  const menuId = `${baseId}-menu`;
  const searchId = `${baseId}-search`;

  return (
    <header ref={headerRef} className="site-header sticky-top">
      <div className={`site-navbar${scrolled ? ' site-navbar--scrolled' : ''}`} data-scrolled={scrolled ? 'true' : 'false'} data-enhanced={enhanced ? 'true' : 'false'}>
        <div className="container site-bar">
          <Link to="/" className="site-brand navbar-brand">
            <span className="site-brand__mark" aria-hidden="true">
              {shortName}
            </span>
            <span className="site-brand__name">{name}</span>
          </Link>

          <Disclosure
            id={menuId}
            label={
              <>
                <MenuIcon />
                <span>Menu</span>
              </>
            }
            enhanced={enhanced}
            open={menuOpen}
            onToggle={setMenuOpen}
            className="site-menu"
            toggleClassName="site-menu__toggle btn btn-outline-light"
            panelClassName="site-menu__panel"
          >
            <div className="site-menu__search">
              <SearchForm id={`${baseId}-menu-search`} />
            </div>
            <nav aria-label="Main" className="site-nav">
              <ul className="site-nav__list">
                {SITE_MENU.map((item) => {
                  if (!item.children) {
                    return (
                      <li key={item.label} className="site-nav__item">
                        <NavLink to={item.to} end className="nav-link">
                          {item.label}
                        </NavLink>
                      </li>
                    );
                  }
                  const panelId = `${baseId}-${item.label.toLowerCase()}`;
                  const links = groupLinks(item);
                  const active = links.some((link) => isCurrent(link.to));
                  return (
                    <li key={item.label} className={`site-nav__item site-nav__group${active ? ' is-active' : ''}`} onBlur={enhanced ? closeOnFocusOut(panelId) : undefined}>
                      <Disclosure
                        id={panelId}
                        label={item.label}
                        enhanced={enhanced}
                        open={openPanel === panelId}
                        onToggle={toggle(panelId)}
                        group={`${baseId}-nav`}
                        className="site-dropdown"
                        toggleClassName="nav-link site-dropdown__toggle"
                        panelClassName="site-dropdown__panel"
                      >
                        <ul className="site-dropdown__list">
                          {links.map((link) => (
                            <li key={link.to}>
                              <NavLink to={link.to} end className="site-dropdown__link">
                                {link.label}
                              </NavLink>
                            </li>
                          ))}
                        </ul>
                      </Disclosure>
                    </li>
                  );
                })}
              </ul>
            </nav>
            <div className="site-account">
              {user ? (
                <>
                  <Link to={dashboardPathForRole(user.role)} className="nav-link site-user" data-testid="header-user" title={`${user.firstName} ${user.lastName}: my dashboard`}>
                    {user.firstName} {user.lastName}
                  </Link>
                  <button type="button" className="btn btn-outline-light site-logout" onClick={() => void signOut()}>
                    Logout
                  </button>
                </>
              ) : (
                <Link to="/login" className="nav-link site-login">
                  Login<span className="site-login__register"> / Register</span>
                </Link>
              )}
            </div>
          </Disclosure>

          <div className="site-search" onBlur={enhanced ? closeOnFocusOut(searchId) : undefined}>
            <Disclosure
              id={searchId}
              label={
                <>
                  <SearchIcon />
                  <span className="site-search__label">Search</span>
                </>
              }
              enhanced={enhanced}
              open={openPanel === searchId}
              onToggle={toggle(searchId)}
              group={`${baseId}-nav`}
              className="site-search__disclosure"
              toggleClassName="btn btn-outline-light site-search__toggle"
              panelClassName="site-search__panel"
            >
              <div className="container">
                {(!enhanced || openPanel === searchId) && <SearchForm id={`${baseId}-search-input`} autoFocus={enhanced} />}
              </div>
            </Disclosure>
          </div>

          <Link to="/submit-paper" className="btn btn-warning site-submit">
            Submit
          </Link>
        </div>
      </div>
    </header>
  );
}
