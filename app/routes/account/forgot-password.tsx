import type { MetaArgs } from 'react-router';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { Link } from 'react-router';
import { AuthCard } from '../../components/forms/auth-card';
import { TextField } from '../../components/forms/text-field';
import { ApiError } from '../../lib/api';
import { sendJson } from '../../lib/api-data';
import { useContractForm } from '../../lib/forms';
import { pageTitle } from '../../lib/section-titles';

export const meta = ({ matches }: MetaArgs) => [{ title: pageTitle('Forgot Password', matches) }];

export default function ForgotPassword() {
  const [sent, setSent] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const { field, handleSubmit, formState } = useContractForm(() => import('../../../contract/auth/auth.schema').then((schemas) => schemas.passwordResetRequestSchema), { defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      const { message } = await sendJson('/auth/password-reset', values, (await import('../../../contract/auth/auth.schema')).messageResponseSchema, { anonymous: true });
      setSent(message);
    } catch (error) {
      setServerError(error instanceof ApiError && error.problem ? error.problem.detail : 'We could not send the link. Please try again.');
    }
  });

  return (
    <AuthCard title="Forgot Password">
      {sent ? (
        <Alert variant="success" role="status">
          {sent}
        </Alert>
      ) : (
        <>
          <p>Enter the email address of your account and we will send you a link to choose a new password.</p>
          {serverError && (
            <Alert variant="danger" role="alert">
              {serverError}
            </Alert>
          )}
          <Form method="post" noValidate onSubmit={onSubmit} onInput={() => setServerError(null)}>
            <TextField id="forgot-email" label="Email" type="email" autoComplete="email" required registration={field('email')} error={formState.errors.email?.message} />
            <Button type="submit" className="w-100" disabled={formState.isSubmitting}>
              {formState.isSubmitting ? 'Sending...' : 'Send reset link'}
            </Button>
          </Form>
        </>
      )}
      <p className="mt-4 mb-0 text-center">
        <Link to="/login">Back to Login</Link>
      </p>
    </AuthCard>
  );
}
