/**
 * Filters and sort on a phone: a <details> folded shut under the result count, so the first product
 * is on the first screen (a plain section that opens without JavaScript). From 1024 px the same
 * element shows its content open with no summary (app.css, .filter-drawer), so the filters are
 * rendered once. Give it a key that changes with the address: a new choice shows its products, the
 * drawer shut again as after a page load.
 */
export function FilterDrawer({
  total,
  noun = "result",
  children,
}: {
  total: number;
  noun?: string;
  children: React.ReactNode;
}) {
  return (
    <details className="filter-drawer mt-4" data-testid="filter-drawer">
      <summary className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800">
        <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
          <path d="M3 5h18l-7 8v6l-4-2v-4z" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
        Filter and sort
        <span className="ml-auto font-normal text-secondary">
          {`${total} ${total === 1 ? noun : `${noun}s`}`}
        </span>
      </summary>
      <div className="pt-2 lg:pt-0">{children}</div>
    </details>
  );
}
