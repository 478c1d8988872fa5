import './editorial.css';

/** A titled list section of an editor's profile; nothing when the list is empty. */
export function ProfileList({ id, title, items }: { id: string; title: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <section className="mb-4" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="h4">
        {title}
      </h2>
      <ul className="mb-0">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}

/** Name, title, position, department, institution and contact of an editor's profile. */
export function ProfileContact({ profile }: { profile: { position: string; title: string; department: string | null; institution: string; email: string; phone: string | null } }) {
  return (
    <dl className="row editor-profile__contact mb-0">
      <dt className="col-sm-4">Position</dt>
      <dd className="col-sm-8">{profile.position}</dd>
      <dt className="col-sm-4">Title</dt>
      <dd className="col-sm-8">{profile.title}</dd>
      {profile.department && (
        <>
          <dt className="col-sm-4">Department</dt>
          <dd className="col-sm-8">{profile.department}</dd>
        </>
      )}
      <dt className="col-sm-4">Institution</dt>
      <dd className="col-sm-8">{profile.institution}</dd>
      <dt className="col-sm-4">Email</dt>
      <dd className="col-sm-8">
        <a href={`mailto:${profile.email}`}>{profile.email}</a>
      </dd>
      {profile.phone && (
        <>
          <dt className="col-sm-4">Phone</dt>
          <dd className="col-sm-8">
            <a href={`tel:${profile.phone.replace(/[^\d+]/g, '')}`}>{profile.phone}</a>
          </dd>
        </>
      )}
    </dl>
  );
}
