import { useEffect, useId, useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Container from 'react-bootstrap/Container';
import Form from 'react-bootstrap/Form';
import Nav from 'react-bootstrap/Nav';
import NavDropdown from 'react-bootstrap/NavDropdown';
import Navbar from 'react-bootstrap/Navbar';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { dashboardPathForRole } from '../../../contract/auth/roles';
import { JOURNAL_NAME, JOURNAL_SHORT_NAME } from '../../../contract/journal';
import { useSession } from '../../lib/session';
import { NAVBAR_SCROLL_THRESHOLD, SITE_MENU } from './site-menu';

function SearchIcon() {
  return (
    <svg aria-hidden="true" width="16" height="16" viewBox="0 0 16 16" className="me-1 align-text-bottom" fill="currentColor">
      <path d="M11.74 10.34a6.5 6.5 0 1 0-1.4 1.4l3.85 3.85a1 1 0 0 0 1.41-1.41zM6.5 11a4.5 4.5 0 1 1 0-9 4.5 4.5 0 0 1 0 9" />
    </svg>
  );
}

function SearchForm({ id, className, autoFocus }: { id: string; className?: string; autoFocus?: boolean }) {
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  function submit(event: FormEvent) {
    event.preventDefault();
    const q = query.trim();
    navigate(q ? `/search?query=${encodeURIComponent(q)}` : '/search');
  }
  return (
    <Form role="search" className={`d-flex gap-2 ${className ?? ''}`} onSubmit={submit}>
      <Form.Label htmlFor={id} visuallyHidden>
        Search articles
      </Form.Label>
      <Form.Control id={id} type="search" placeholder="Search articles..." value={query} onChange={(e) => setQuery(e.target.value)} autoFocus={autoFocus} />
      <Button type="submit" variant="light">
        Search
      </Button>
    </Form>
  );
}

/** reading-side.md §2 "Global navigation": menu tree, search, Login and Submit, mobile menu. */
export function SiteHeader() {
  const { user, signOut } = useSession();
  const location = useLocation();
  const [expanded, setExpanded] = useState(false);
  const [openMenu, setOpenMenu] = useState<string | null>(null);
  const [searchOpen, setSearchOpen] = useState(false);
  const [scrolled, setScrolled] = useState(false);
  const baseId = useId();

  // Menus close on route change.
  useEffect(() => {
    setExpanded(false);
    setOpenMenu(null);
    setSearchOpen(false);
  }, [location.pathname, location.search]);

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > NAVBAR_SCROLL_THRESHOLD);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  return (
    <header>
      <Navbar
        expand="lg"
        variant="dark"
        sticky="top"
        expanded={expanded}
        onToggle={setExpanded}
        className={`site-navbar${scrolled ? ' site-navbar--scrolled' : ''}`}
        data-scrolled={scrolled ? 'true' : 'false'}
      >
        <Container>
          <Navbar.Brand as={Link} to="/" className="site-brand">
            <span className="site-brand__mark" aria-hidden="true">
              {JOURNAL_SHORT_NAME}
            </span>
            <span className="site-brand__name">{JOURNAL_NAME}</span>
          </Navbar.Brand>
          <Navbar.Toggle aria-controls={`${baseId}-nav`} label="Menu" />
          <Navbar.Collapse id={`${baseId}-nav`}>
            <Nav className="me-auto" as="ul">
              {SITE_MENU.map((item) =>
                item.children ? (
                  <NavDropdown
                    as="li"
                    key={item.label}
                    id={`${baseId}-${item.label.toLowerCase()}`}
                    title={item.label}
                    show={openMenu === item.label}
                    onToggle={(next) => setOpenMenu(next ? item.label : null)}
                    active={location.pathname === item.to || item.children.some((child) => child.to === location.pathname)}
                  >
                    {!item.children.some((child) => child.to === item.to) && (
                      <NavDropdown.Item as={Link} to={item.to}>
                        {`For ${item.label}`}
                      </NavDropdown.Item>
                    )}
                    {item.children.map((child) => (
                      // Not the `active` prop: it renders aria-selected, which links may not carry (axe).
                      <NavDropdown.Item
                        as={Link}
                        to={child.to}
                        key={child.to}
                        className={location.pathname === child.to ? 'active' : undefined}
                        aria-current={location.pathname === child.to ? 'page' : undefined}
                      >
                        {child.label}
                      </NavDropdown.Item>
                    ))}
                  </NavDropdown>
                ) : (
                  <Nav.Item as="li" key={item.label}>
                    <Nav.Link as={NavLink} to={item.to} end>
                      {item.label}
                    </Nav.Link>
                  </Nav.Item>
                ),
              )}
            </Nav>
            <SearchForm id={`${baseId}-mobile-search`} className="d-lg-none my-3" />
            <div className="site-actions d-flex flex-column flex-lg-row align-items-lg-center gap-2">
              <Button
                variant="outline-light"
                className="d-none d-lg-inline-block"
                aria-expanded={searchOpen}
                aria-controls={`${baseId}-search-panel`}
                onClick={() => setSearchOpen((open) => !open)}
              >
                <SearchIcon /> Search
              </Button>
              {user ? (
                <>
                  <Nav.Link as={Link} to={dashboardPathForRole(user.role)} className="site-user" data-testid="header-user">
                    {user.firstName} {user.lastName}
                  </Nav.Link>
                  <Button variant="outline-light" onClick={() => void signOut()}>
                    Logout
                  </Button>
                </>
              ) : (
                <>
                  <Nav.Link as={Link} to="/login" className="d-none d-lg-block">
                    Login
                  </Nav.Link>
                  <Nav.Link as={Link} to="/login" className="d-lg-none">
                    Login / Register
                  </Nav.Link>
                </>
              )}
              <Link to="/submit-paper" className="btn btn-warning site-submit">
                Submit
              </Link>
            </div>
          </Navbar.Collapse>
        </Container>
      </Navbar>
      <div id={`${baseId}-search-panel`} className="site-search-panel py-3" hidden={!searchOpen}>
        <Container>{searchOpen && <SearchForm id={`${baseId}-search`} autoFocus />}</Container>
      </div>
    </header>
  );
}
