import { Button, useMessages } from '@healthdeck/widgets';
import { adminMessages } from './messages.js';

export interface PaginationProps {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  /** The total under the buttons ('12 records'). */
  total: string;
  /** The page label's id, for a table's aria-describedby. */
  labelId?: string;
}

/** spec 001 §2 server table paging: First Page / Previous / 'Page X of Y' / Next / Last Page. */
export function Pagination({ page, pages, onPage, total, labelId }: PaginationProps) {
  const t = useMessages(adminMessages);
  return (
    <nav className="hd-pagination" aria-label={t.pagination}>
      <Button type="button" variant="outlined" disabled={page <= 1} onClick={() => onPage(1)}>
        {t.firstPage}
      </Button>
      <Button type="button" variant="outlined" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t.previous}
      </Button>
      <span id={labelId} className="hd-pagination__page" aria-live="polite">
        {t.pageLabel(page, pages)}
      </span>
      <Button type="button" variant="outlined" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t.next}
      </Button>
      <Button type="button" variant="outlined" disabled={page >= pages} onClick={() => onPage(pages)}>
        {t.lastPage}
      </Button>
      <span className="hd-pagination__total">{total}</span>
    </nav>
  );
}
