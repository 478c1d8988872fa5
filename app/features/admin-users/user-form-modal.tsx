import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Row from 'react-bootstrap/Row';
import Spinner from 'react-bootstrap/Spinner';
import { ROLE_LABELS, ROLES } from '../../../contract/auth/roles';
import type { AdminUser } from '../../../contract/users/users.schema';
import { describedBy, RequiredMark, TextField } from '../../components/forms/text-field';
import { useContractForm } from '../../lib/forms';
import type { UserIntent, UserOutcome } from './user-actions';
import { useTabAction } from '../../components/admin-dashboard/use-tab-action';

const loadCreateSchema = () => import('../../../contract/users/users.schema').then((m) => m.adminUserCreateSchema);
const loadUpdateSchema = () => import('../../../contract/users/users.schema').then((m) => m.adminUserUpdateSchema);

interface UserFormProps {
  /** The account being edited, or null for a new one. */
  user: AdminUser | null;
  onDone(outcome: UserOutcome): void;
  onCancel(): void;
}

type Values = { firstName: string; lastName: string; email: string; role: string; institution: string; passwordSetup: string; password: string };
const FIELDS = ['firstName', 'lastName', 'email', 'role', 'institution', 'password'] as const;

/**
 * The admin user form (acting-side.md §5): firstName, lastName, email, role required; password
 * on create only, or a mailed link to choose it; institution optional; role AUTHOR by default.
 * Checked with the contract's schema (react-hook-form + zod), then by the server.
 */
function UserForm({ user, onDone, onCancel }: UserFormProps) {
  const creating = user === null;
  const { field, handleSubmit, formState, setError, watch, getValues } = useContractForm<never>((creating ? loadCreateSchema : loadUpdateSchema) as never, {
    defaultValues: {
      firstName: user?.firstName ?? '',
      lastName: user?.lastName ?? '',
      email: user?.email ?? '',
      role: user?.role ?? 'AUTHOR',
      institution: user?.institution ?? '',
      ...(creating ? { passwordSetup: 'password', password: '' } : {}),
    } as never,
  });
  const errors = formState.errors as Partial<Record<keyof Values, { message?: string }>>;
  const submit = useTabAction<UserIntent, UserOutcome>((outcome) => {
    if (!outcome.ok) for (const name of FIELDS) if (outcome.fieldErrors?.[name]) setError(name as never, { message: outcome.fieldErrors[name] });
    onDone(outcome);
  });
  const byLink = creating && (watch('passwordSetup' as never) as unknown) === 'link';
  const onSubmit = handleSubmit(async () => {
    const values = getValues() as unknown as Values;
    await submit.send(
      creating
        ? { intent: 'createUser', firstName: values.firstName, lastName: values.lastName, email: values.email, role: values.role, institution: values.institution, passwordSetup: values.passwordSetup, password: values.passwordSetup === 'link' ? undefined : values.password }
        : { intent: 'updateUser', userId: user.id, firstName: values.firstName, lastName: values.lastName, email: values.email, role: values.role, institution: values.institution },
    );
  });
  const reg = (name: keyof Values) => field(name as never);
  const roleError = errors.role?.message;

  return (
    <Form noValidate onSubmit={onSubmit} aria-label={creating ? 'New user' : `Edit ${user.firstName} ${user.lastName}`}>
      <Modal.Body>
        {!creating && user.role !== 'ADMIN' && (
          <p className="small text-body-secondary">A change of role signs the account out everywhere: it signs in again with its new role.</p>
        )}
        <Row className="g-0 gx-3">
          <Col sm={6}>
            <TextField id="user-first-name" label="First name" required autoComplete="off" registration={reg('firstName')} error={errors.firstName?.message} />
          </Col>
          <Col sm={6}>
            <TextField id="user-last-name" label="Last name" required autoComplete="off" registration={reg('lastName')} error={errors.lastName?.message} />
          </Col>
        </Row>
        <TextField id="user-email" label="Email" type="email" required autoComplete="off" registration={reg('email')} error={errors.email?.message} />
        <Form.Group className="mb-3" controlId="user-role">
          <Form.Label>
            Role
            <RequiredMark />
          </Form.Label>
          <Form.Select {...reg('role')} aria-required isInvalid={Boolean(roleError)} aria-describedby={describedBy('user-role', null, roleError)}>
            {ROLES.map((role) => (
              <option key={role} value={role}>
                {ROLE_LABELS[role]}
              </option>
            ))}
          </Form.Select>
          {roleError && (
            <Form.Control.Feedback type="invalid" id="user-role-error">
              {roleError}
            </Form.Control.Feedback>
          )}
        </Form.Group>
        <TextField id="user-institution" label="Institution (optional)" autoComplete="off" registration={reg('institution')} error={errors.institution?.message} />
        {creating && (
          <fieldset className="mb-2">
            <legend className="fs-6 mb-2">Password</legend>
            <Form.Check type="radio" id="user-password-typed" value="password" label="Set a password now" {...reg('passwordSetup')} />
            <Form.Check type="radio" id="user-password-link" value="link" label="Email the user a link to choose a password" {...reg('passwordSetup')} />
            {!byLink && (
              <div className="mt-2">
                <TextField
                  id="user-password"
                  label="Password"
                  type="password"
                  required
                  autoComplete="new-password"
                  registration={reg('password')}
                  error={errors.password?.message}
                  hint="At least 8 characters; not a common password. Give it to the user in person, not by email."
                />
              </div>
            )}
            {byLink && <p className="small text-body-secondary mt-2 mb-0">The link is valid for 7 days. Until it is used, nobody can sign in to the account.</p>}
          </fieldset>
        )}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onCancel} disabled={submit.busy}>
          Cancel
        </Button>
        <Button type="submit" variant="primary" disabled={submit.busy}>
          {submit.busy ? (
            <>
              <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
              Saving...
            </>
          ) : creating ? (
            'Create User'
          ) : (
            'Save Changes'
          )}
        </Button>
      </Modal.Footer>
    </Form>
  );
}

interface UserFormModalProps {
  /** undefined: closed; null: a new account; a user: that account. */
  user: AdminUser | null | undefined;
  onDone(outcome: UserOutcome): void;
  onCancel(): void;
}

/** The create and edit dialog of the Users tab. A failed save stays open, showing the server's field messages. */
export function UserFormModal({ user, onDone, onCancel }: UserFormModalProps) {
  const open = user !== undefined;
  return (
    <Modal show={open} onHide={onCancel} centered aria-labelledby="user-form-title">
      <Modal.Header closeButton>
        <Modal.Title id="user-form-title" as="h2" className="h5">
          {user ? `Edit User: ${user.firstName} ${user.lastName}` : 'New User'}
        </Modal.Title>
      </Modal.Header>
      {open && <UserForm key={user?.id ?? 'new'} user={user} onDone={onDone} onCancel={onCancel} />}
    </Modal>
  );
}
