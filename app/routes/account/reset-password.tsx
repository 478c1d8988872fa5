import type { MetaArgs } from 'react-router';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AUTH_MESSAGES as M } from '../../../contract/auth/messages';
import { AuthCard } from '../../components/forms/auth-card';
import { TextField } from '../../components/forms/text-field';
import { ApiError } from '../../lib/api';
import { sendJson } from '../../lib/api-data';
import { useContractForm } from '../../lib/forms';
import { pageTitle } from '../../lib/section-titles';
import { useSession } from '../../lib/session';

export const meta = ({ matches }: MetaArgs) => [{ title: pageTitle('Choose a New Password', matches) }];

export default function ResetPassword() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const session = useSession();
  const [serverError, setServerError] = useState<string | null>(null);
  const { field, handleSubmit, formState } = useContractForm(() => import('../../../contract/auth/auth.schema').then((schemas) => schemas.passwordResetConfirmSchema), {
    defaultValues: { token, password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      const { message } = await sendJson('/auth/password-reset/confirm', values, (await import('../../../contract/auth/auth.schema')).messageResponseSchema, { anonymous: true });
      // Every session ended with the change, this browser's too.
      if (session.user) await session.signOut({ navigate: false });
      navigate('/login', { replace: true, state: { message } });
    } catch (error) {
      setServerError(error instanceof ApiError && error.problem ? error.problem.detail : 'We could not change the password. Please try again.');
    }
  });

  return (
    <AuthCard title="Choose a New Password">
      {!token ? (
        <Alert variant="warning">
          {M.resetLinkInvalid} <Link to="/forgot-password">Request a new link</Link>.
        </Alert>
      ) : (
        <>
          {serverError && (
            <Alert variant="danger" role="alert">
              {serverError} {serverError === M.resetLinkInvalid && <Link to="/forgot-password">Request a new link</Link>}
            </Alert>
          )}
          <Form method="post" noValidate onSubmit={onSubmit} onInput={() => setServerError(null)}>
            <input type="hidden" {...field('token')} />
            <TextField id="reset-password" label="New Password" type="password" autoComplete="new-password" required registration={field('password')} error={errors.password?.message} hint="At least 8 characters." />
            <TextField id="reset-confirm" label="Confirm New Password" type="password" autoComplete="new-password" required registration={field('confirmPassword')} error={errors.confirmPassword?.message} />
            {errors.token?.message && <Alert variant="danger">{errors.token.message}</Alert>}
            <Button type="submit" className="w-100" disabled={isSubmitting}>
              {isSubmitting ? 'Saving...' : 'Set new password'}
            </Button>
          </Form>
        </>
      )}
    </AuthCard>
  );
}
