import type { PaperVersion } from '../../../contract/papers/author-journey.schema';
import { formatFileSize, formatLongDate } from '../../lib/format';
import { TokenDownloadLink } from './token-download-link';
import { SectionCard } from './section-card';

/** One version's manuscript; like Download Manuscript it needs the bearer token, so it is fetched. */
function VersionDownloadLink({ paperId, version }: { paperId: number; version: PaperVersion }) {
  return (
    <TokenDownloadLink href={`/api/papers/${paperId}/versions/${version.version}/download`} fallbackName={version.fileName ?? `paper-${paperId}-v${version.version}`} testId="version-download">
      Download<span className="visually-hidden"> version {version.version}</span>
    </TokenDownloadLink>
  );
}

/**
 * Every submitted version of a paper, newest first, the newest marked current (DESIGN.md
 * "Data": paper_versions). The server fills `versions` for the paper's authors and staff only;
 * with none the card is not shown.
 */
export function VersionHistory({ paperId, versions }: { paperId: number; versions: readonly PaperVersion[] | undefined }) {
  if (!versions || versions.length === 0) return null;
  const newestFirst = [...versions].sort((a, b) => b.version - a.version);
  const current = newestFirst[0]!.version;

  return (
    <SectionCard id="version-history-heading" title="Version History" testId="version-history" flush>
      <ol className="list-group list-group-flush mb-0" reversed>
        {newestFirst.map((version) => (
          <li key={version.version} className="list-group-item px-3 px-md-4 py-3" data-testid="paper-version">
            <div className="d-flex flex-wrap justify-content-between align-items-center gap-2">
              <div>
                <div className="d-flex flex-wrap align-items-center gap-2 mb-1">
                  <h3 className="h6 mb-0" data-testid="version-label">
                    Version {version.version}
                  </h3>
                  {version.version === current && <span className="badge text-bg-success">Current</span>}
                </div>
                <p className="small text-body-secondary mb-1">Submitted on {formatLongDate(version.submittedAt)}</p>
                <p className="small mb-0 text-break">
                  {version.fileName ? (
                    <>
                      {version.fileName} <span className="text-body-secondary">({formatFileSize(version.sizeBytes)})</span>
                    </>
                  ) : (
                    <span className="text-body-secondary">No manuscript file</span>
                  )}
                </p>
              </div>
              {version.fileName && <VersionDownloadLink paperId={paperId} version={version} />}
            </div>
          </li>
        ))}
      </ol>
    </SectionCard>
  );
}
