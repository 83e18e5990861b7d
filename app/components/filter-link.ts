import type { ListedLink } from "./link-list";

/**
 * One filter choice as a plain link for a LinkList (so filtering works without JavaScript): it keeps
 * the scroll position, says which choice is in force, and shows how many products it leaves. A
 * category page lists its choices as rows; the search page shows them as pills.
 */
export function filterLink({
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
}): ListedLink {
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
  return {
    href,
    label,
    className: `${shape} text-sm ${colours}`,
    current: current ? "true" : undefined,
    keepScroll: true,
    labelClassName: row ? "min-w-0 break-words" : undefined,
    count: row
      ? { text: String(count), className: countColour, testId: "filter-count" }
      : { text: `(${count})`, className: countColour },
  };
}
