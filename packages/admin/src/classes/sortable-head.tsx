import type { ReactNode } from 'react';

/** What a sortable header cell needs of a TanStack Table header (both admin tables' headers fit). */
interface SortableHeader {
  id: string;
  column: { getIsSorted(): false | 'asc' | 'desc'; getCanSort(): boolean; getToggleSortingHandler(): ((event: unknown) => void) | undefined };
}

/**
 * The header row of an admin table (class lists, server tables): each sortable column a button
 * with its sort mark and aria-sort; `render` draws the header's own content (table.FlexRender).
 */
export function SortableHead<H extends SortableHeader>({ groups, render }: { groups: readonly { id: string; headers: readonly H[] }[]; render: (header: H) => ReactNode }) {
  return (
    <thead>
      {groups.map((group) => (
        <tr key={group.id}>
          {group.headers.map((header) => {
            const sorted = header.column.getIsSorted();
            const ariaSort = sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : header.column.getCanSort() ? 'none' : undefined;
            return (
              <th key={header.id} scope="col" aria-sort={ariaSort}>
                {header.column.getCanSort() ? (
                  <button type="button" className="hd-sort" onClick={header.column.getToggleSortingHandler()}>
                    {render(header)}
                    <span aria-hidden="true" className="hd-sort__mark">
                      {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
                    </span>
                  </button>
                ) : (
                  render(header)
                )}
              </th>
            );
          })}
        </tr>
      ))}
    </thead>
  );
}
