/** Keywords as badges (reading-side.md §2 "Paper detail", "Paper search"). */
export function KeywordBadges({ keywords, label }: { keywords: readonly string[]; label: string }) {
  const shown = keywords.map((k) => k.trim()).filter(Boolean);
  if (shown.length === 0) return null;
  return (
    <ul className="list-inline mb-0 keyword-badges" aria-label={label}>
      {shown.map((keyword) => (
        <li key={keyword} className="list-inline-item mb-1">
          <span className="badge rounded-pill text-bg-light border">{keyword}</span>
        </li>
      ))}
    </ul>
  );
}
