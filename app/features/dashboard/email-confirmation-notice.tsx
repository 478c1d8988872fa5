import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { messageResponseSchema } from '../../../contract/auth/auth.schema';
import { AUTH_MESSAGES as M } from '../../../contract/auth/messages';
import { ApiError } from '../../lib/api';
import { sendJson } from '../../lib/api-data';

/**
 * Decision 0021: until the address is confirmed, say what that hides and offer a new link
 * (amended: the link confirms only while this account is logged in).
 */
export function EmailConfirmationNotice({ email }: { email: string }) {
  const [state, setState] = useState<{ busy: boolean; message: string | null; failed: boolean }>({ busy: false, message: null, failed: false });

  async function resend() {
    setState({ busy: true, message: null, failed: false });
    try {
      const { message } = await sendJson('/auth/confirm-email/resend', undefined, messageResponseSchema);
      setState({ busy: false, message, failed: false });
    } catch (error) {
      const detail = error instanceof ApiError && error.problem ? error.problem.detail : 'We could not send a new link. Please try again later.';
      setState({ busy: false, message: detail, failed: true });
    }
  }

  return (
    <Alert variant="warning" data-testid="email-unconfirmed">
      <p className="mb-2">
        <strong>Your email address {email} is not confirmed yet.</strong> {M.emailUnconfirmed} {M.emailConfirmNeedsAccount}
      </p>
      <Button variant="outline-dark" size="sm" onClick={() => void resend()} disabled={state.busy}>
        {state.busy ? 'Sending...' : 'Send a new confirmation link'}
      </Button>
      {state.message && (
        <p className={`mt-2 mb-0 ${state.failed ? 'text-danger-emphasis' : ''}`} role="status">
          {state.message}
        </p>
      )}
    </Alert>
  );
}
