import { useState } from "react";
import { useHydrated } from "~/components/admin/use-hydrated";
import type { DiscoveryOpportunity } from "~/lib/backlinks";
import { ADD_NOTE_ID, DiscoveryCard, inertButton } from "./discovery-card";

/**
 * The discovery results with select-all and 'Add to Opportunities'. Both buttons are deliberately
 * inert (they are shown but do nothing); the note says so. Select-all needs JavaScript, like the admin table.
 */
export function DiscoveryResults({ items }: { items: readonly DiscoveryOpportunity[] }) {
  const hydrated = useHydrated();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const allSelected = items.length > 0 && items.every((i) => selected.has(i.id));
  return (
    <section aria-labelledby="discovery-results-heading">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id="discovery-results-heading" className="text-lg font-semibold text-slate-900">
          {items.length} {items.length === 1 ? "opportunity" : "opportunities"} found
        </h2>
        {items.length > 0 ? (
          <div className="flex flex-wrap items-center gap-3">
            {hydrated ? (
              <label className="inline-flex items-center gap-2 text-sm text-slate-700">
                <input
                  type="checkbox"
                  checked={allSelected}
                  onChange={(e) =>
                    setSelected(e.target.checked ? new Set(items.map((i) => i.id)) : new Set())
                  }
                  className="h-4 w-4 rounded border-slate-300"
                />
                Select all
              </label>
            ) : null}
            {hydrated ? (
              <span
                className="text-sm text-secondary"
                aria-live="polite"
                data-testid="selected-count"
              >
                {selected.size} selected
              </span>
            ) : null}
            <button type="button" aria-describedby={ADD_NOTE_ID} className={inertButton}>
              Add to Opportunities
            </button>
          </div>
        ) : null}
      </div>
      <p id={ADD_NOTE_ID} className="mb-4 text-xs text-secondary">
        Adding to opportunities is not connected yet: these are sample results, and the buttons do
        nothing.
      </p>
      {items.length === 0 ? (
        <p className="rounded-xl border border-slate-200 bg-white p-8 text-center text-sm text-secondary">
          No opportunities match these filters. Try fewer keywords or a wider authority range.
        </p>
      ) : (
        <ul className="grid gap-5 lg:grid-cols-2">
          {items.map((item) => (
            <li key={item.id} className="flex">
              <DiscoveryCard
                item={item}
                selected={selected.has(item.id)}
                onSelect={(checked) => {
                  const next = new Set(selected);
                  if (checked) next.add(item.id);
                  else next.delete(item.id);
                  setSelected(next);
                }}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
