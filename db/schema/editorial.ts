import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { storedFiles } from './files';

/** Long-form profile of the editor-in-chief and the managing editor (reading-side.md §3). */
export interface EditorialProfile {
  biography?: string;
  qualifications?: string[];
  researchInterests?: string[];
  achievements?: string[];
  responsibilities?: string[];
  expertise?: string[];
  services?: string[];
  officeHours?: string;
  editorialMessage?: string;
}

export const EDITORIAL_ROLES = ['chief_editor', 'deputy_editor', 'managing_editor', 'associate_editor', 'member'] as const;

export const editorialMembers = pgTable(
  'editorial_members',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    title: text('title').notNull(),
    position: text('position').notNull(),
    role: text('role', { enum: EDITORIAL_ROLES }).notNull().default('member'),
    boardType: text('board_type', { enum: ['EDITORIAL_BOARD', 'EDITORIAL_TEAM'] }).notNull().default('EDITORIAL_BOARD'),
    affiliation: text('affiliation').notNull(),
    department: text('department'),
    institution: text('institution'),
    specialization: text('specialization'),
    expertise: text('expertise').array().notNull().default(sql`'{}'::text[]`),
    email: text('email').notNull(),
    phone: text('phone'),
    bio: text('bio'),
    photoUrl: text('photo_url'),
    /** The photo uploaded by the office (decision 0046): resized, served with its size so pages do not shift. */
    photoFileId: integer('photo_file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    photoWidth: integer('photo_width'),
    photoHeight: integer('photo_height'),
    displayOrder: integer('display_order').notNull().default(999),
    profile: jsonb('profile').$type<EditorialProfile>().notNull().default(sql`'{}'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('editorial_members_role_check', sql`${t.role} in ('chief_editor','deputy_editor','managing_editor','associate_editor','member')`),
    check('editorial_members_display_order_check', sql`${t.displayOrder} >= 1`),
  ],
);
