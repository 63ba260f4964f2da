import { describe, expect, it } from 'vitest';
import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Pagination } from './pagination';

function Harness({ pages, total }: { pages: number; total?: string }) {
  const [page, setPage] = useState(1);
  return <Pagination page={page} pages={pages} onPage={setPage} total={total} labelId="page-label" />;
}

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

describe('Pagination (spec 001 §2)', () => {
  it("moves with 'First Page', 'Previous', 'Next' and 'Last Page', says 'Page X of Y', and disables what leads nowhere", async () => {
    render(<Harness pages={3} />);
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeTruthy();
    expect(screen.getByText('Page 1 of 3').id).toBe('page-label');
    expect([button('First Page').disabled, button('Previous').disabled, button('Next').disabled, button('Last Page').disabled]).toEqual([true, true, false, false]);
    await userEvent.click(button('Next'));
    expect(screen.getByText('Page 2 of 3')).toBeTruthy();
    await userEvent.click(button('Last Page'));
    expect(screen.getByText('Page 3 of 3')).toBeTruthy();
    expect([button('Next').disabled, button('Last Page').disabled]).toEqual([true, true]);
    await userEvent.click(button('Previous'));
    expect(screen.getByText('Page 2 of 3')).toBeTruthy();
    await userEvent.click(button('First Page'));
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
  });

  it('shows a total only when given one, and a single page disables every button', () => {
    const { unmount } = render(<Harness pages={1} total="12 records" />);
    expect(screen.getByText('12 records')).toBeTruthy();
    expect(['First Page', 'Previous', 'Next', 'Last Page'].every((name) => button(name).disabled)).toBe(true);
    unmount();
    render(<Harness pages={1} />);
    expect(document.querySelector('.hd-pagination__total')).toBeNull();
  });
});
