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
        <span aria-hidden="true" className="ms-1 small">
          {active ? (order === 'asc' ? '▲' : '▼') : '↕'}
        </span>
        <span className="visually-hidden">{active ? `, sorted ${order === 'asc' ? 'ascending' : 'descending'}; press to reverse` : ', press to sort'}</span>
      </Button>
    </th>
  );
}
