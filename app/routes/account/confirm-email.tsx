import type { MetaArgs } from 'react-router';
import { useEffect, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { Link, redirect, useNavigate, useSearchParams } from 'react-router';
import { AUTH_MESSAGES as M } from '../../../contract/auth/messages';
import { dashboardPathForRole } from '../../../contract/auth/roles';
import { AuthCard } from '../../components/forms/auth-card';
import { ApiError, storedToken } from '../../lib/api';
import { sendJson } from '../../lib/api-data';
import { pageTitle } from '../../lib/section-titles';
import { useSession } from '../../lib/session';
import type { Route } from './+types/confirm-email';

export const meta = ({ matches }: MetaArgs) => [{ title: pageTitle('Confirm Your Email Address', matches) }];

/** Where to sign in and come back to this link (login follows only same-site paths). */
function loginPathFor(search: string): string {
  return `/login?redirectTo=${encodeURIComponent(`/confirm-email${search}`)}`;
}

/**
 * Decision 0021, amended: the link confirms only in a session of the account that asked for it,
 * so a visitor who is not signed in goes to log in first and comes back here.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  if (!context.viewer) throw redirect(loginPathFor(new URL(request.url).search));
  return null;
}

type State =
  | { kind: 'working' }
  | { kind: 'done'; message: string }
  | { kind: 'failed'; message: string }
  | { kind: 'other-account'; message: string };

/**
 * The link mailed at registration (decision 0021). The page confirms with a POST once it runs in
 * the browser, so a mail scanner that only fetches the link confirms nothing; the POST carries the
 * session's bearer token, and the server confirms only the account the link was made for.
 */
export default function ConfirmEmail() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const { user, signOut } = useSession();
  const [state, setState] = useState<State>(token ? { kind: 'working' } : { kind: 'failed', message: M.emailConfirmLinkInvalid });
  const [signingOut, setSigningOut] = useState(false);
  const sent = useRef(false);
  const loginPath = loginPathFor(`?${new URLSearchParams({ token }).toString()}`);

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    // The page cookie said who is signed in, but the API needs the browser's bearer token.
    if (!storedToken()) {
      void navigate(loginPath, { replace: true });
      return;
    }
    // The answer's schema (and zod with it) loads with the request, not with the page (decision 0032).
    import('../../../contract/auth/auth.schema')
      .then(({ messageResponseSchema }) => sendJson('/auth/confirm-email', { token }, messageResponseSchema))
      .then(({ message }) => setState({ kind: 'done', message }))
      .catch((error: unknown) => {
        // A 401 ends the session, and the session sends the reader to log in and back here.
        if (error instanceof ApiError && error.status === 401) return;
        const detail = error instanceof ApiError && error.problem ? error.problem.detail : M.emailConfirmFailed;
        setState(error instanceof ApiError && error.status === 403 ? { kind: 'other-account', message: detail } : { kind: 'failed', message: detail });
      });
  }, [token, loginPath, navigate]);

  async function signInAsOwner() {
    setSigningOut(true);
    await signOut({ navigate: false });
    void navigate(loginPath, { replace: true });
  }

  const dashboard = { to: user ? dashboardPathForRole(user.role) : '/dashboard', label: 'Go to My Dashboard' };
  return (
    <AuthCard title="Confirm Your Email Address">
      {state.kind === 'working' && (
        <div role="status" className="py-2">
          <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
          Confirming your email address...
        </div>
      )}
      {state.kind === 'other-account' && (
        <>
          <Alert variant="warning" role="alert" data-testid="confirm-email-result">
            {state.message}
          </Alert>
          {user && (
            <p data-testid="confirm-email-signed-in-as">
              You are logged in as {user.firstName} {user.lastName} ({user.email}).
            </p>
          )}
          <Button className="w-100 mb-2" onClick={() => void signInAsOwner()} disabled={signingOut}>
            {signingOut ? 'Logging out...' : 'Log out and log in as that account'}
          </Button>
          <Link to={dashboard.to} className="btn btn-outline-secondary w-100">
            {dashboard.label}
          </Link>
        </>
      )}
      {(state.kind === 'done' || state.kind === 'failed') && (
        <>
          <Alert variant={state.kind === 'done' ? 'success' : 'danger'} role={state.kind === 'done' ? 'status' : 'alert'} data-testid="confirm-email-result">
            {state.message}
          </Alert>
          <Link to={dashboard.to} className="btn btn-primary w-100">
            {dashboard.label}
          </Link>
        </>
      )}
    </AuthCard>
  );
}
