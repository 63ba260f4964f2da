/** Number of pages for a total (at least 1, so an empty table still reads 'Page 1 of 1'). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
