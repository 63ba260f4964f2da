import { Button } from '../button/button';
import { useMessages } from '../../i18n/language';
import { paginationMessages } from './messages';

export interface PaginationProps {
  /** The page shown, from 1. */
  page: number;
  /** How many pages there are (at least 1: an empty table reads 'Page 1 of 1'). */
  pages: number;
  onPage: (page: number) => void;
  /** A total after the buttons (the server table's '12 records'). */
  total?: string;
  /** The page label's id, for a table's aria-describedby. */
  labelId?: string;
}

/**
 * spec 001 §2 pagination, of the client table and the admin's server table: First Page, Previous,
 * 'Page X of Y', Next and Last Page. Where the four buttons do not fit one row (narrower than 35rem:
 * a phone), 'Page X of Y' goes above them and they stand two by two (pagination.css).
 */
export function Pagination({ page, pages, onPage, total, labelId }: PaginationProps) {
  const t = useMessages(paginationMessages);
  return (
    <nav className="hd-pagination" part="pagination" aria-label={t.pagination}>
      <Button variant="outlined" color="gray" disabled={page <= 1} onClick={() => onPage(1)}>
        {t.firstPage}
      </Button>
      <Button variant="outlined" color="gray" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t.previous}
      </Button>
      <span id={labelId} className="hd-pagination__page" aria-live="polite">
        {t.pageOf(page, pages)}
      </span>
      <Button variant="outlined" color="gray" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t.next}
      </Button>
      <Button variant="outlined" color="gray" disabled={page >= pages} onClick={() => onPage(pages)}>
        {t.lastPage}
      </Button>
      {total ? <span className="hd-pagination__total">{total}</span> : null}
    </nav>
  );
}
