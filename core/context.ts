import { AppError } from './errors';
import type { Role } from '../contract/auth/roles';
import type { Db } from '../db/client';
import type { FileStore } from './files/file-store';
import type { MailSender } from './mail/mail-sender';

/** The signed-in user a request acts for. */
export interface Actor {
  id: number;
  role: Role;
  email: string;
  firstName: string;
  lastName: string;
  /** The address is confirmed: only then does it make the actor an author of papers listing it. */
  emailVerified: boolean;
  /**
   * Set for a session opened from a review invitation's link (decision 0041): it may act on this
   * assignment only. The auth plugin refuses it on every other route; the reviews service checks again.
   */
  scope?: { assignmentId: number };
}

export interface Ctx {
  db: Db;
  actor: Actor | null;
  clock: () => Date;
  mail: MailSender;
  files: FileStore;
  settings: CoreSettings;
}

/** Facts the services need from the configuration, nothing more. */
export interface CoreSettings {
  jwtSecret: Uint8Array;
  publicUrl: string;
  demo: boolean;
  journalName: string;
}

/** The signed-in actor; routes declare 'signed-in', so this only guards a service called without one. */
export function requireActor(ctx: Pick<Ctx, 'actor'>): Actor {
  if (!ctx.actor) throw new AppError('UNAUTHENTICATED', 'Please sign in first.');
  return ctx.actor;
}
