import { SiteLink } from "./site-link";

/**
 * One filter choice as a plain link (so filtering works without JavaScript): it keeps the scroll
 * position, says which choice is current, and shows how many products it leaves. A category page
 * lists its choices as rows; the search page shows them as pills.
 */
export function FilterLink({
  href,
  label,
  count,
  current,
  look,
}: {
  href: string;
  label: string;
  count: number;
  current: boolean;
  look: "row" | "pill";
}) {
  const row = look === "row";
  const shape = row
    ? "flex min-h-9 items-center justify-between gap-2 rounded-md px-3 py-1.5"
    : "inline-flex min-h-6 items-center gap-1 rounded-full border px-3 py-1";
  const colours = row
    ? current
      ? "bg-primary font-semibold text-white"
      : "text-slate-700 hover:bg-slate-100 hover:text-primary"
    : current
      ? "border-primary bg-primary text-white"
      : "border-slate-300 bg-white text-slate-700 hover:border-primary hover:text-primary";
  const countColour = current ? "text-white" : "text-slate-600";
  return (
    <li>
      <SiteLink
        to={href}
        preventScrollReset
        aria-current={current ? "true" : undefined}
        className={`${shape} text-sm ${colours}`}
      >
        {row ? (
          <>
            <span className="min-w-0 break-words">{label}</span>
            <span className={countColour} data-testid="filter-count">
              {count}
            </span>
          </>
        ) : (
          <>
            {label}
            <span className={countColour}>({count})</span>
          </>
        )}
      </SiteLink>
    </li>
  );
}
