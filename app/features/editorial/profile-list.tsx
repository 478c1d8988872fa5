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

/** The dialable part of a phone number (an extension such as 'ext. 4101' is not dialled). */
const telephoneNumber = (phone: string) => phone.split(/\s*(?:ext\.?|x)\s*\d/i)[0]!.replace(/[^\d+]/g, '');

/** Name, title, position, department, institution and contact of an editor's profile. */
export function ProfileContact({ profile }: { profile: { position: string; title: string; department: string | null; institution: string; email: string; phone: string | null } }) {
  return (
    <dl className="editor-profile__contact mb-0">
      <dt>Position</dt>
      <dd className="mb-2">{profile.position}</dd>
      <dt>Title</dt>
      <dd className="mb-2">{profile.title}</dd>
      {profile.department && (
        <>
          <dt>Department</dt>
          <dd className="mb-2">{profile.department}</dd>
        </>
      )}
      <dt>Institution</dt>
      <dd className="mb-2">{profile.institution}</dd>
      <dt>Email</dt>
      <dd className="mb-2">
        <a href={`mailto:${profile.email}`}>{profile.email}</a>
      </dd>
      {profile.phone && (
        <>
          <dt>Phone</dt>
          <dd className="mb-2">
            <a href={`tel:${telephoneNumber(profile.phone)}`}>{profile.phone}</a>
          </dd>
        </>
      )}
    </dl>
  );
}
