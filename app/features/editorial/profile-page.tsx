import type { ReactNode } from 'react';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { ProfileContact } from './profile-list';
import './editorial.css';

interface ProfileLayoutProps {
  profile: { name: string; position: string; title: string; department: string | null; institution: string; email: string; phone: string | null };
  /** The long sections: biography, lists, messages. */
  children: ReactNode;
  /** Below the contact card (e.g. office hours, links). */
  aside?: ReactNode;
}

/** The two-column body of an editor's profile page: the sections, and a contact card beside them. */
export function ProfileLayout({ profile, children, aside }: ProfileLayoutProps) {
  return (
    <Row className="g-4 editor-profile">
      <Col lg={8} className="order-2 order-lg-1">
        {children}
      </Col>
      <Col lg={4} className="order-1 order-lg-2">
        <Card className="editorial-card">
          <Card.Body>
            <h2 className="h5">Contact</h2>
            <p className="fw-semibold mb-2">{profile.name}</p>
            <ProfileContact profile={profile} />
          </Card.Body>
        </Card>
        {aside}
      </Col>
    </Row>
  );
}
