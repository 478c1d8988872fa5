import Button from 'react-bootstrap/Button';

interface SortHeaderProps<K extends string> {
  label: string;
  sortKey: K;
  /** The list's sort now, and its direction (undefined: the sort's natural one). */
  sort: K;
  order: 'asc' | 'desc';
  onSort(sort: K, order: 'asc' | 'desc'): void;
  /** The direction a first press sorts in (dates: newest first). */
  natural?: 'asc' | 'desc';
}

/** The header's sign (an image, so it is not text for screen readers or contrast checks): up, down, or both when not sorted. */
function SortIcon({ state }: { state: 'asc' | 'desc' | null }) {
  return (
    <svg aria-hidden="true" focusable="false" width="10" height="12" viewBox="0 0 10 12" className="ms-1" fill="currentColor">
      {state !== 'desc' && <path d="M5 0 10 5H0z" opacity={state === 'asc' ? 1 : 0.6} />}
      {state !== 'asc' && <path d="M5 12 0 7h10z" opacity={state === 'desc' ? 1 : 0.6} />}
    </svg>
  );
}

/**
 * A column header that sorts the list on the server: a button inside the `th`, which carries
 * `aria-sort` for screen readers. A press on the sorted column turns the order round.
 */
export function SortHeader<K extends string>({ label, sortKey, sort, order, onSort, natural = 'asc' }: SortHeaderProps<K>) {
  const active = sort === sortKey;
  const next = active ? (order === 'asc' ? 'desc' : 'asc') : natural;
  return (
    <th scope="col" aria-sort={active ? (order === 'asc' ? 'ascending' : 'descending') : undefined}>
      <Button variant="link" className="p-0 fw-semibold text-reset text-decoration-none text-nowrap" onClick={() => onSort(sortKey, next)}>
        {label}
        <SortIcon state={active ? order : null} />
        <span className="visually-hidden">{active ? `, sorted ${order === 'asc' ? 'ascending' : 'descending'}; press to reverse` : ', press to sort'}</span>
      </Button>
    </th>
  );
}
