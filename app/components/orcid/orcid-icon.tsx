/** The ORCID iD mark (green circle, 'iD'), drawn inline so no image is fetched; ORCID's guidelines ask for it beside every iD. */
export function OrcidIcon({ size = 16 }: { size?: number }) {
  return (
    <svg className="orcid-icon" viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="12" fill="#a6ce39" />
      <path fill="#fff" d="M8.3 18.3H6.8V7.9h1.5zM7.5 4.6a1 1 0 1 1 0 2 1 1 0 0 1 0-2zM10.4 7.9h4.1c3.9 0 5.6 2.8 5.6 5.2 0 2.6-2.1 5.2-5.6 5.2h-4.1zm1.5 9.1h2.4c3.4 0 4.2-2.6 4.2-3.9 0-2.1-1.3-3.9-4.2-3.9h-2.4z" />
    </svg>
  );
}
