/** One page of a list, as every paginated answer carries it. */
export interface Page<T> {
  data: T[];
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
}

export function pageOf<T>(data: T[], total: number, page: number, perPage: number): Page<T> {
  return { data, current_page: page, last_page: Math.max(1, Math.ceil(total / perPage)), per_page: perPage, total };
}
