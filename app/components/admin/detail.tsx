/**
 * Small pieces the admin's read-only screens share: one labelled fact in a `<dl>` (an inquiry's or a
 * quote request's sender), and the look of a plain text box outside the form kit.
 */
import type { ReactNode } from "react";

export function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold uppercase tracking-wide text-slate-500">{term}</dt>
      <dd className="mt-0.5 break-words text-slate-900">{children}</dd>
    </div>
  );
}

export const plainInput =
  "mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-sm focus:border-primary focus:outline-none";
