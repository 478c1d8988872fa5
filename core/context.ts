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
  /** Crossref deposits (decision 0057); absent where no deposit is ever made (tests of other domains, the demo seed). */
  crossref?: CrossrefSettings;
  orcid?: OrcidSettings | null;
}

/** The journal's ORCID API client (ORCID_* in server/config.ts): linking an iD through ORCID's sign-in (decision 0060). */
export interface OrcidSettings {
  clientId: string;
  clientSecret: string;
  /** https://orcid.org, or https://sandbox.orcid.org while testing. */
  baseUrl: string;
}

/** Where and as whom the DOI manager deposits with Crossref (CROSSREF_* in server/config.ts). */
export interface CrossrefSettings {
  /** The deposit service's base address, e.g. https://doi.crossref.org (its /servlet/deposit and /servlet/submissionDownload). */
  depositUrl: string;
  /** Both set: deposits go over HTTPS; otherwise the office downloads the XML and uploads it by hand. */
  username: string | null;
  password: string | null;
  /** The deposit's <depositor>; null: the publisher and the contact email of the journal settings. */
  depositorName: string | null;
  depositorEmail: string | null;
}

/** The signed-in actor; routes declare 'signed-in', so this only guards a service called without one. */
export function requireActor(ctx: Pick<Ctx, 'actor'>): Actor {
  if (!ctx.actor) throw new AppError('UNAUTHENTICATED', 'Please sign in first.');
  return ctx.actor;
}
