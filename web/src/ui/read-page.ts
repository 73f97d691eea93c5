/**
 * `?page=N` as a page number; anything else is the first page. A file of its own so that pages
 * reading it do not load the list pagination beside it in list-pages.
 */
export function readPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
}
