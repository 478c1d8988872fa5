import { z } from 'zod';
import { BackupError } from './backup-error';

/** What a backup archive holds (decision 0061); restore refuses any other format version. */
export const BACKUP_FORMAT = 'jals-backup';
export const BACKUP_FORMAT_VERSION = 1;
export const MANIFEST_PATH = 'manifest.json';
export const DUMP_PATH = 'database.sql';
/** A stored file in the archive: `files/<first two hex digits>/<sha256>`, as in DATA_DIR/files. */
export const STORED_FILE_PATH = /^files\/([0-9a-f]{2})\/([0-9a-f]{64})$/;

const sha256 = z.string().regex(/^[0-9a-f]{64}$/);
const archivedFile = z.object({ path: z.string(), sha256, size: z.number().int().nonnegative() });
export type ArchivedFile = z.infer<typeof archivedFile>;

export const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  formatVersion: z.literal(BACKUP_FORMAT_VERSION),
  createdAt: z.iso.datetime(),
  database: z.object({
    kind: z.enum(['pglite', 'postgres']),
    /** The server the dump came from, e.g. "18.6" for PGlite 0.5. */
    serverVersion: z.string(),
    /** The pg_dump that wrote it. */
    dumpedWith: z.string(),
    /** The latest migration applied (its tag in db/migrations/meta/_journal.json) and how many are. */
    schemaVersion: z.string(),
    migrationsApplied: z.number().int().nonnegative(),
    /** Rows per table ("schema.table"), counted in the dump's own snapshot. */
    rowCounts: z.record(z.string(), z.number().int().nonnegative()),
  }),
  dump: archivedFile.extend({ path: z.literal(DUMP_PATH) }),
  files: z.array(archivedFile.extend({ path: z.string().regex(STORED_FILE_PATH) })),
});
export type Manifest = z.infer<typeof manifestSchema>;

/** The manifest's text checked: one clear line for another format version or a damaged manifest. */
export function parseManifest(text: string, archive: string): Manifest {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new BackupError(`${archive} is not a backup of this platform: its manifest.json is not JSON`);
  }
  const head = z.object({ format: z.literal(BACKUP_FORMAT), formatVersion: z.number() }).safeParse(json);
  if (!head.success) throw new BackupError(`${archive} is not a backup of this platform: its manifest.json does not say "format": "${BACKUP_FORMAT}"`);
  if (head.data.formatVersion !== BACKUP_FORMAT_VERSION) {
    throw new BackupError(`${archive} is a backup in format version ${head.data.formatVersion}; this version of the platform restores format version ${BACKUP_FORMAT_VERSION} only`);
  }
  const manifest = manifestSchema.safeParse(json);
  if (!manifest.success) {
    const issue = manifest.error.issues[0]!;
    throw new BackupError(`${archive} has a damaged manifest.json: ${issue.path.join('.')} ${issue.message}`);
  }
  return manifest.data;
}

/** Every file the manifest lists (the dump first), by its path in the archive. */
export const listedFiles = (manifest: Manifest): Map<string, ArchivedFile> => new Map([manifest.dump, ...manifest.files].map((file) => [file.path, file]));
