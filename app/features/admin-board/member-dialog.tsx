import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Row from 'react-bootstrap/Row';
import type { z } from 'zod';
import { BOARD_ROLE_LABELS, BOARD_ROLES, BOARD_TYPE_LABELS, BOARD_TYPES } from '../../../contract/editorial/admin-board.messages';
import type { AdminBoardMember, BoardMemberForm, BoardMemberFormInput } from '../../../contract/editorial/admin-board.schema';
import { FileField } from '../../components/forms/file-field';
import { SaveDialogFooter } from '../../components/forms/save-dialog-footer';
import { TextField } from '../../components/forms/text-field';
import { useContractForm } from '../../lib/forms';
import { useTabAction } from '../../components/admin-dashboard/use-tab-action';
import type { BoardOutcome } from './board-actions';

/** The dialog's fields as the page's clientAction gets them (files as they are). */
type FormIntent = { intent: string } & Record<string, string | File | undefined>;
interface Submit {
  busy: boolean;
  /** The last refusal, until the next send (the dialog shows it). */
  failure: BoardOutcome | null;
  send(intent: FormIntent): Promise<void>;
}

/** The dialog's fields, as text (the contract coerces the display order). */
type MemberFormValues = { [K in Exclude<keyof BoardMemberFormInput, 'removePhoto'>]: string } & { removePhoto: boolean };

const loadSchema = () => import('../../../contract/editorial/admin-board.schema').then((m) => m.boardMemberFormSchema as unknown as z.ZodType<BoardMemberForm, MemberFormValues>);

/** The values a new member starts with (acting-side.md §5: role member, display order 999). */
const EMPTY: MemberFormValues = {
  name: '',
  title: '',
  affiliation: '',
  email: '',
  department: '',
  bio: '',
  role: 'member',
  displayOrder: '999',
  position: '',
  boardType: 'EDITORIAL_BOARD',
  institution: '',
  specialization: '',
  phone: '',
  biography: '',
  qualifications: '',
  researchInterests: '',
  achievements: '',
  responsibilities: '',
  expertise: '',
  services: '',
  officeHours: '',
  editorialMessage: '',
  removePhoto: false,
};

function valuesOf(member: AdminBoardMember | null): MemberFormValues {
  if (!member) return EMPTY;
  const { profile } = member;
  return {
    ...EMPTY,
    name: member.name,
    title: member.title,
    affiliation: member.affiliation,
    email: member.email,
    department: member.department,
    bio: member.bio,
    role: member.role,
    displayOrder: String(member.displayOrder),
    position: member.position,
    boardType: member.boardType,
    institution: member.institution,
    specialization: member.specialization,
    phone: member.phone,
    biography: profile.biography,
    qualifications: profile.qualifications.join('\n'),
    researchInterests: profile.researchInterests.join('\n'),
    achievements: profile.achievements.join('\n'),
    responsibilities: profile.responsibilities.join('\n'),
    expertise: profile.expertise.join('\n'),
    services: profile.services.join('\n'),
    officeHours: profile.officeHours,
    editorialMessage: profile.editorialMessage,
  };
}

interface MemberDialogProps {
  member: AdminBoardMember | null;
  show: boolean;
  onClose(): void;
  onSaved(outcome: BoardOutcome): void;
}

/**
 * Add or edit an editorial board member (acting-side.md §5 "Editorial member"; decision 0046),
 * with the long profile of the Editor-in-Chief and Managing Editor pages (reading-side.md §3).
 */
export function MemberDialog({ member, show, onClose, onSaved }: MemberDialogProps) {
  const [failure, setFailure] = useState<BoardOutcome | null>(null);
  const action = useTabAction<FormIntent, BoardOutcome>((outcome) => (outcome.ok ? onSaved(outcome) : setFailure(outcome)));
  const submit: Submit = {
    busy: action.busy,
    failure,
    send: (intent) => {
      setFailure(null);
      return action.send(intent);
    },
  };
  return (
    <Modal show={show} onHide={submit.busy ? undefined : onClose} backdrop={submit.busy ? 'static' : true} keyboard={!submit.busy} centered scrollable size="lg" aria-labelledby="member-dialog-title" data-testid="member-dialog" onExited={() => setFailure(null)}>
      <Modal.Header closeButton={!submit.busy}>
        <Modal.Title id="member-dialog-title" as="h2" className="h5">
          {member ? `Edit Member: ${member.name}` : 'Add Member'}
        </Modal.Title>
      </Modal.Header>
      {show && <MemberFormBody key={member?.id ?? 'new'} member={member} submit={submit} onClose={onClose} />}
    </Modal>
  );
}

const LIST_HINT = 'One per line.';

function MemberFormBody({ member, submit, onClose }: { member: AdminBoardMember | null; submit: Submit; onClose(): void }) {
  const [photo, setPhoto] = useState<File | null>(null);
  const form = useContractForm(loadSchema, { defaultValues: valuesOf(member) });
  const errors = form.formState.errors;
  const server = submit.failure?.fieldErrors ?? {};
  const error = (name: keyof MemberFormValues) => errors[name]?.message ?? server[name];

  const save = form.handleSubmit(() => {
    const { removePhoto, ...values } = form.getValues();
    void submit.send({ intent: 'saveMember', memberId: member ? String(member.id) : undefined, ...values, removePhoto: removePhoto ? 'true' : undefined, photo: photo ?? undefined });
  });
  const text = (name: keyof MemberFormValues, label: string, options: { required?: boolean; rows?: number; hint?: string; type?: 'email' } = {}) => (
    <TextField id={`member-${name}`} label={label} registration={form.field(name)} error={error(name)} {...options} />
  );

  return (
    <>
      <Modal.Body>
        {submit.failure && (
          <Alert variant="danger" role="alert" data-testid="member-dialog-error">
            {submit.failure.message}
          </Alert>
        )}
        <Form id="member-form" noValidate onSubmit={save}>
          <Row className="g-3">
            <Col md={6}>{text('name', 'Name', { required: true })}</Col>
            <Col md={6}>{text('title', 'Title', { required: true, hint: 'e.g. Professor of Soil Science' })}</Col>
            <Col md={6}>{text('affiliation', 'Affiliation', { required: true })}</Col>
            <Col md={6}>{text('email', 'Email', { required: true, type: 'email' })}</Col>
            <Col md={6}>{text('department', 'Department')}</Col>
            <Col md={6}>{text('institution', 'Institution', { hint: 'When it differs from the affiliation.' })}</Col>
            <Col md={4}>
              <Form.Group className="mb-3" controlId="member-role">
                <Form.Label>Role</Form.Label>
                <Form.Select {...form.field('role')} isInvalid={Boolean(error('role'))}>
                  {BOARD_ROLES.map((role) => (
                    <option key={role} value={role}>
                      {BOARD_ROLE_LABELS[role]}
                    </option>
                  ))}
                </Form.Select>
              </Form.Group>
            </Col>
            <Col md={4}>{text('displayOrder', 'Display order', { hint: 'Lower numbers come first.' })}</Col>
            <Col md={4}>
              <Form.Group className="mb-3" controlId="member-boardType">
                <Form.Label>Listed on</Form.Label>
                <Form.Select {...form.field('boardType')}>
                  {BOARD_TYPES.map((type) => (
                    <option key={type} value={type}>
                      {BOARD_TYPE_LABELS[type]}
                    </option>
                  ))}
                </Form.Select>
              </Form.Group>
            </Col>
            <Col md={6}>{text('position', 'Position', { hint: "Shown on the pages; the role's name when empty." })}</Col>
            <Col md={6}>{text('specialization', 'Specialization')}</Col>
            <Col md={6}>{text('phone', 'Phone')}</Col>
            <Col md={6}>
              {member?.photo && (
                <div className="mb-2 d-flex align-items-center gap-3">
                  <img src={member.photo.url} width={member.photo.width} height={member.photo.height} alt={`Current photo of ${member.name}`} style={{ width: 56, height: 'auto' }} />
                  <Form.Check type="checkbox" id="member-remove-photo" label="Remove the photo" {...form.field('removePhoto')} />
                </div>
              )}
              <FileField id="member-photo" label={member?.photo ? 'Replace the photo' : 'Photo'} accept="image/jpeg,image/png,image/webp" hint="JPEG, PNG or WebP, up to 5MB; resized to 400 pixels wide." error={server.photo} onChange={setPhoto} />
            </Col>
          </Row>
          {text('bio', 'Bio', { rows: 3 })}
          <fieldset className="border-top pt-3 mt-2">
            <legend className="h6">Profile page (Editor-in-Chief and Managing Editor)</legend>
            {text('biography', 'Biography', { rows: 4, hint: 'The long biography; the bio above is used when empty.' })}
            <Row className="g-3">
              <Col md={6}>{text('qualifications', 'Qualifications', { rows: 3, hint: LIST_HINT })}</Col>
              <Col md={6}>{text('researchInterests', 'Research interests', { rows: 3, hint: LIST_HINT })}</Col>
              <Col md={6}>{text('achievements', 'Achievements', { rows: 3, hint: LIST_HINT })}</Col>
              <Col md={6}>{text('expertise', 'Expertise', { rows: 3, hint: LIST_HINT })}</Col>
              <Col md={6}>{text('responsibilities', 'Responsibilities', { rows: 3, hint: LIST_HINT })}</Col>
              <Col md={6}>{text('services', 'Services', { rows: 3, hint: LIST_HINT })}</Col>
            </Row>
            {text('officeHours', 'Office hours')}
            {text('editorialMessage', 'Editorial message', { rows: 4 })}
          </fieldset>
        </Form>
      </Modal.Body>
      <SaveDialogFooter formId="member-form" busy={submit.busy} onCancel={onClose}>
        Save Member
      </SaveDialogFooter>
    </>
  );
}
