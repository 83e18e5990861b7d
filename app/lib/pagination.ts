export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  perPage: number;
  pageCount: number;
}

/** Reads ?page= leniently: anything that is not a whole number from 1 up means page 1. */
export function parsePage(value: string | null | undefined): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : 1;
}

export function pageCountOf(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage));
}

/** An out-of-range page shows the last page rather than an empty one. */
export function clampPage(page: number, total: number, perPage: number): number {
  return Math.min(Math.max(1, page), pageCountOf(total, perPage));
}

/** 'Showing {from}-{to} of {total}' numbers, 1-based; from is 0 when there is nothing. */
export function pageRange(page: number, perPage: number, total: number) {
  const from = total === 0 ? 0 : (page - 1) * perPage + 1;
  const to = Math.min(page * perPage, total);
  return { from, to, total };
}
