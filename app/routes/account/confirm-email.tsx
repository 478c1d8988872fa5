import { useEffect, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Spinner from 'react-bootstrap/Spinner';
import { Link, useSearchParams } from 'react-router';
import { AUTH_MESSAGES as M } from '../../../contract/auth/messages';
import { AuthCard } from '../../components/forms/auth-card';
import { api, ApiError } from '../../lib/api';
import { pageTitle } from '../../lib/section-titles';
import { useSession } from '../../lib/session';

export const meta = () => [{ title: pageTitle('Confirm Your Email Address') }];

type State = { kind: 'working' } | { kind: 'done'; message: string } | { kind: 'failed'; message: string };

/**
 * The link mailed at registration (decision 0021). The page confirms with a POST once it runs in
 * the browser, so a mail scanner that only fetches the link confirms nothing.
 */
export default function ConfirmEmail() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { user } = useSession();
  const [state, setState] = useState<State>(token ? { kind: 'working' } : { kind: 'failed', message: M.emailConfirmLinkInvalid });
  const sent = useRef(false);

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    api<{ message: string }>('/auth/confirm-email', { method: 'POST', body: { token }, anonymous: true })
      .then(({ message }) => setState({ kind: 'done', message }))
      .catch((error: unknown) =>
        setState({ kind: 'failed', message: error instanceof ApiError && error.problem ? error.problem.detail : 'We could not confirm your email address. Please try again later.' }),
      );
  }, [token]);

  const next = user ? { to: '/dashboard', label: 'Go to My Dashboard' } : { to: '/login', label: 'Log in' };
  return (
    <AuthCard title="Confirm Your Email Address">
      {state.kind === 'working' && (
        <div role="status" className="py-2">
          <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
          Confirming your email address...
        </div>
      )}
      {state.kind !== 'working' && (
        <>
          <Alert variant={state.kind === 'done' ? 'success' : 'danger'} role={state.kind === 'done' ? 'status' : 'alert'} data-testid="confirm-email-result">
            {state.message}
          </Alert>
          <Link to={next.to} className="btn btn-primary w-100">
            {next.label}
          </Link>
        </>
      )}
    </AuthCard>
  );
}
