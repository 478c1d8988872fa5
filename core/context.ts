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
