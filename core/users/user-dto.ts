import type { User } from '../../contract/auth/auth.schema';
import type { UserRow } from './users.repo';

/** The public shape of an account: never the hash or the token version. */
export function toUserDto(row: UserRow): User {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    role: row.role,
    institution: row.institution,
    academicDegree: row.academicDegree,
    department: row.department,
    researchInterests: row.researchInterests,
    emailVerified: row.emailVerifiedAt !== null,
    orcid: row.orcid,
    createdAt: row.createdAt.toISOString(),
  };
}
