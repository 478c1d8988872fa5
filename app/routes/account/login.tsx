import type { MetaArgs } from 'react-router';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { AUTH_MESSAGES as M } from '../../../contract/auth/messages';
import { homePathForRole } from '../../../contract/auth/roles';
import { AuthCard } from '../../components/forms/auth-card';
import { TextField } from '../../components/forms/text-field';
import { ApiError } from '../../lib/api';
import { sendJson } from '../../lib/api-data';
import { useContractForm } from '../../lib/forms';
import { pageTitle } from '../../lib/section-titles';
import { useSession } from '../../lib/session';
import { noticeForDestination, withRedirect } from '../../lib/sign-in-redirect';

export const meta = ({ matches }: MetaArgs) => [{ title: pageTitle('Login', matches) }];

interface LoginState {
  isAdmin?: boolean;
  isEditor?: boolean;
  from?: string;
  message?: string;
}

/** reading-side.md §8 "Login failure". */
export function loginErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 401) return M.invalidCredentials;
    if (error.problem?.detail) return error.problem.detail;
  }
  return M.loginFailed;
}

export default function Login() {
  const location = useLocation();
  const state = (location.state ?? {}) as LoginState;
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const session = useSession();
  const [serverError, setServerError] = useState<string | null>(null);
  const clearServerError = () => setServerError(null);
  const { field, handleSubmit, formState } = useContractForm(() => import('../../../contract/auth/auth.schema').then((schemas) => schemas.loginSchema), { defaultValues: { email: '', password: '' } });
  const { errors, isSubmitting } = formState;

  const heading = state.isAdmin ? 'Admin Login' : state.isEditor ? 'Editor Login' : 'Login';
  const tone = state.isAdmin ? 'admin' : state.isEditor ? 'editor' : 'user';
  const requestedPath = state.from ?? params.get('redirectTo');
  // Decision 0021 (amended): a confirmation link sends its reader here first; say why.
  const notice =
    state.message ??
    session.notice ??
    (requestedPath?.startsWith('/confirm-email') ? M.emailConfirmSignIn : noticeForDestination(requestedPath));

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      const { token, user } = await sendJson('/auth/login', values, (await import('../../../contract/auth/auth.schema')).loginResponseSchema, { anonymous: true });
      session.signIn(token, user);
      navigate(homePathForRole(user.role, requestedPath), { replace: true });
    } catch (error) {
      setServerError(loginErrorMessage(error));
    }
  });

  return (
    <AuthCard title={heading} tone={tone}>
      {notice && !serverError && (
        <Alert variant="info" onClose={session.clearNotice}>
          {notice}
        </Alert>
      )}
      {serverError && (
        <Alert variant="danger" role="alert">
          {serverError}
        </Alert>
      )}
      <Form method="post" noValidate onSubmit={onSubmit} onInput={clearServerError}>
        <TextField id="login-email" label="Email" type="email" autoComplete="email" required registration={field('email')} error={errors.email?.message} />
        <TextField id="login-password" label="Password" type="password" autoComplete="current-password" required registration={field('password')} error={errors.password?.message} />
        <div className="d-flex justify-content-end mb-3">
          <Link to="/forgot-password">Forgot password?</Link>
        </div>
        <Button type="submit" className="w-100" size="lg" disabled={isSubmitting}>
          {isSubmitting ? 'Logging in...' : 'Login'}
        </Button>
      </Form>
      <p className="mt-4 mb-0 text-center">
        Don&apos;t have an account? <Link to={withRedirect('/register', requestedPath)}>Register</Link>
      </p>
    </AuthCard>
  );
}
