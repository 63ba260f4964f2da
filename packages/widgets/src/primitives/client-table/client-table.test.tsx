import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ClientTable, type ColumnDef } from './client-table';

interface Row {
  name: string;
  score: number;
}
const columns: ColumnDef<Row, unknown>[] = [
  { accessorKey: 'name', header: 'Name', size: 160 },
  { accessorKey: 'score', header: 'Score', size: 100 },
];
const rows = (n: number): Row[] => Array.from({ length: n }, (_, i) => ({ name: `Kit ${String(i + 1).padStart(3, '0')}`, score: (i * 7) % 11 }));
const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const firstCells = () => bodyRows().map((r) => within(r).getAllByRole('cell')[0]?.textContent);

describe('ClientTable (spec 001 §2 client table)', () => {
  it("shows the loading text while loading and 'No Results Found.' when empty", () => {
    const { rerender } = render(<ClientTable data={undefined} columns={columns} label="Kits" loadingText="Loading Test Results" />);
    expect(screen.getByRole('status').textContent).toBe('Loading Test Results');
    expect(screen.getByRole('table').getAttribute('aria-busy')).toBe('true');
    rerender(<ClientTable data={[]} columns={columns} label="Kits" loadingText="Loading Test Results" />);
    expect(screen.getByText('No Results Found.')).toBeTruthy();
    expect(screen.getByText('Page 1 of 1')).toBeTruthy();
  });

  it("pages with 'First Page', 'Previous', 'Next', 'Last Page' and 'Page X of Y'", async () => {
    render(<ClientTable data={rows(25)} columns={columns} label="Kits" loadingText="Loading" />);
    expect(bodyRows()).toHaveLength(10);
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'First Page' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Page 2 of 3')).toBeTruthy();
    expect(firstCells()[0]).toBe('Kit 011');
    await userEvent.click(screen.getByRole('button', { name: 'Last Page' }));
    expect(screen.getByText('Page 3 of 3')).toBeTruthy();
    expect(bodyRows()).toHaveLength(5);
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Last Page' }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByText('Page 2 of 3')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'First Page' }));
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
  });

  it('shows 100 rows and no pagination when pagination is off (spec 001 §9)', () => {
    render(<ClientTable data={rows(130)} columns={columns} label="Kits" loadingText="Loading" pagination={false} />);
    expect(bodyRows()).toHaveLength(100);
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  });

  it('sorts by a column header, ascending then descending, with aria-sort', async () => {
    render(<ClientTable data={rows(5)} columns={columns} label="Kits" loadingText="Loading" />);
    const score = screen.getByRole('button', { name: /Score/ });
    await userEvent.click(score);
    expect(screen.getByRole('columnheader', { name: /Score/ }).getAttribute('aria-sort')).not.toBeNull();
    const values = () => bodyRows().map((r) => Number(within(r).getAllByRole('cell')[1]?.textContent));
    const first = values();
    expect([...first].sort((a, b) => a - b).join() === first.join() || [...first].sort((a, b) => b - a).join() === first.join()).toBe(true);
    await userEvent.click(score);
    expect(values()).toEqual([...first].reverse());
  });

  it("searches every column and shows 'No Results Found.' when nothing matches", async () => {
    render(<ClientTable data={rows(25)} columns={columns} label="Kits" loadingText="Loading" />);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'Kit 02');
    expect(firstCells()).toEqual(['Kit 020', 'Kit 021', 'Kit 022', 'Kit 023', 'Kit 024', 'Kit 025']);
    expect(screen.getByText('Page 1 of 1')).toBeTruthy();
    await userEvent.clear(screen.getByRole('searchbox', { name: 'Search' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'nothing like this');
    expect(screen.getByText('No Results Found.')).toBeTruthy();
  });

  it('resizes a column with the keyboard on its handle', () => {
    render(<ClientTable data={rows(3)} columns={columns} label="Kits" loadingText="Loading" />);
    const handle = screen.getByRole('separator', { name: 'Resize Name' });
    expect(handle.getAttribute('aria-valuenow')).toBe('160');
    fireEvent.keyDown(handle, { key: 'ArrowRight' });
    fireEvent.keyDown(handle, { key: 'ArrowRight' });
    expect(screen.getByRole('separator', { name: 'Resize Name' }).getAttribute('aria-valuenow')).toBe('192');
    fireEvent.keyDown(screen.getByRole('separator', { name: 'Resize Name' }), { key: 'ArrowLeft' });
    expect(screen.getByRole('separator', { name: 'Resize Name' }).getAttribute('aria-valuenow')).toBe('176');
    expect((screen.getByRole('columnheader', { name: /Name/ }) as HTMLElement).style.width).toBe('176px');
  });
});
