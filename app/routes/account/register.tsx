import type { MetaArgs } from 'react-router';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { RegistrationInput } from '../../../contract/auth/auth.schema';
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

export const meta = ({ matches }: MetaArgs) => [{ title: pageTitle('Register', matches) }];

/** acting-side.md §8 "Registration failure". */
export function registrationErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    const emailError = error.fieldError('email');
    if (emailError && error.status >= 400 && error.status < 500) return `Email error: ${emailError}`;
    if (error.problem?.detail) return error.problem.detail;
    if (typeof error.body === 'string' && error.body) return error.body;
  }
  return M.registrationFailed;
}

const EMPTY: RegistrationInput = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  confirmPassword: '',
  institution: '',
  academicDegree: '',
  department: '',
  researchInterests: '',
};

export default function Register() {
  const navigate = useNavigate();
  // Where the visitor was going before signing in (e.g. Submit → /submit-paper), kept from /login.
  const [params] = useSearchParams();
  const requestedPath = params.get('redirectTo');
  const notice = noticeForDestination(requestedPath);
  const session = useSession();
  const [serverError, setServerError] = useState<string | null>(null);
  const { field, handleSubmit, formState } = useContractForm(() => import('../../../contract/auth/auth.schema').then((schemas) => schemas.registrationSchema), { defaultValues: EMPTY });
  const { errors, isSubmitting } = formState;
  const err = (name: keyof RegistrationInput) => errors[name]?.message;

  const onSubmit = handleSubmit(
    async (values) => {
      setServerError(null);
      try {
        const { loginResponseSchema, userSchema } = await import('../../../contract/auth/auth.schema');
        await sendJson('/users', values, userSchema, { anonymous: true });
        // acting-side.md §4: signed in automatically with the same credentials.
        const { token, user } = await sendJson('/auth/login', { email: values.email, password: values.password }, loginResponseSchema, { anonymous: true });
        session.signIn(token, user);
        navigate(homePathForRole(user.role, requestedPath), { replace: true });
      } catch (error) {
        setServerError(registrationErrorMessage(error));
        window.scrollTo({ top: 0 });
      }
    },
    () => window.scrollTo({ top: 0 }),
  );

  return (
    <AuthCard title="Create an Author Account" wide>
      {notice && !serverError && <Alert variant="info">{notice}</Alert>}
      {serverError && (
        <Alert variant="danger" role="alert">
          {serverError}
        </Alert>
      )}
      <Form method="post" noValidate onSubmit={onSubmit}>
        <Row>
          <Col md={6}>
            <TextField id="reg-first-name" label="First Name" required autoComplete="given-name" registration={field('firstName')} error={err('firstName')} />
          </Col>
          <Col md={6}>
            <TextField id="reg-last-name" label="Last Name" required autoComplete="family-name" registration={field('lastName')} error={err('lastName')} />
          </Col>
        </Row>
        <TextField id="reg-email" label="Email" type="email" required autoComplete="email" registration={field('email')} error={err('email')} />
        <Row>
          <Col md={6}>
            <TextField id="reg-password" label="Password" type="password" required autoComplete="new-password" registration={field('password')} error={err('password')} hint="At least 8 characters." />
          </Col>
          <Col md={6}>
            <TextField id="reg-confirm-password" label="Confirm Password" type="password" required autoComplete="new-password" registration={field('confirmPassword')} error={err('confirmPassword')} />
          </Col>
        </Row>
        <TextField id="reg-institution" label="Institution" required autoComplete="organization" registration={field('institution')} error={err('institution')} />
        <Row>
          <Col md={6}>
            <TextField id="reg-degree" label="Academic Degree" registration={field('academicDegree')} error={err('academicDegree')} hint="For example PhD, MSc." />
          </Col>
          <Col md={6}>
            <TextField id="reg-department" label="Department" registration={field('department')} error={err('department')} />
          </Col>
        </Row>
        <TextField id="reg-interests" label="Research Interests" registration={field('researchInterests')} error={err('researchInterests')} hint="Separate interests with commas." />
        <Button type="submit" size="lg" className="w-100" disabled={isSubmitting}>
          {isSubmitting ? 'Creating Account...' : 'Register'}
        </Button>
      </Form>
      <p className="mt-4 mb-0 text-center">
        Already have an account? <Link to={withRedirect('/login', requestedPath)}>Login</Link>
      </p>
    </AuthCard>
  );
}
