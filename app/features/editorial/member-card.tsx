import type { ReactNode } from 'react';
import Card from 'react-bootstrap/Card';
import type { EditorialMember } from '../../../contract/editorial/editorial.schema';
import './editorial.css';

/** An editorial member (reading-side.md §2 "Editorial Team" card: name, position, department, institution, specialization, email). */
export function MemberCard({ member, headingLevel = 3, children }: { member: EditorialMember; headingLevel?: 2 | 3; children?: ReactNode }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <Card as="article" className="h-100 editorial-card" aria-labelledby={`member-${member.id}`}>
      <Card.Body className="d-flex flex-column">
        {member.photoUrl && member.photoWidth && member.photoHeight && (
          // Uploaded photos only (decision 0046): served from this site, with their size so nothing shifts.
          <img src={member.photoUrl} alt={`Photo of ${member.name}`} width={member.photoWidth} height={member.photoHeight} loading="lazy" className="editorial-card__photo mb-3" />
        )}
        <Heading id={`member-${member.id}`} className="h5 mb-1">
          {member.name}
        </Heading>
        <p className="fw-semibold mb-1 text-success-emphasis">{member.position}</p>
        <p className="small text-body-secondary mb-2">{member.title}</p>
        <dl className="small mb-2">
          {member.department && (
            <>
              <dt className="visually-hidden">Department</dt>
              <dd className="mb-0">{member.department}</dd>
            </>
          )}
          <dt className="visually-hidden">Institution</dt>
          <dd className="mb-0">{member.institution}</dd>
          {member.specialization && (
            <>
              <dt className="d-inline">Specialization: </dt>
              <dd className="d-inline mb-0">{member.specialization}</dd>
            </>
          )}
        </dl>
        <p className="small mb-0 mt-auto">
          <a className="editorial-card__email" href={`mailto:${member.email}`}>
            {member.email}
          </a>
        </p>
        {children}
      </Card.Body>
    </Card>
  );
}
