import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    role: text('role', { enum: ['ADMIN', 'EDITOR', 'REVIEWER', 'AUTHOR'] }).notNull().default('AUTHOR'),
    institution: text('institution').notNull(),
    academicDegree: text('academic_degree'),
    department: text('department'),
    researchInterests: text('research_interests').array().notNull().default(sql`'{}'::text[]`),
    /** Bumped to revoke every token issued before (logout everywhere, password or role change). */
    tokenVersion: integer('token_version').notNull().default(0),
    /** Set when the owner proved the mailbox is theirs (a link from the mail); until then the
     *  address does not make them an author of papers that list it (decision 0021). */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** The person's ORCID iD (0000-0002-1825-0097), typed by them or linked through ORCID (decision 0060). */
    orcid: text('orcid'),
    /** Set when ORCID itself confirmed the iD is theirs (OAuth /authenticate); null for a typed iD. */
    orcidAuthenticatedAt: timestamp('orcid_authenticated_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    index('users_role_idx').on(t.role),
    check('users_role_check', sql`${t.role} in ('ADMIN','EDITOR','REVIEWER','AUTHOR')`),
  ],
);
