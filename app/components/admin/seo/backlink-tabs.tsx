import { Link } from "react-router";
import { BACKLINK_TABS, type BacklinkTab } from "~/lib/backlinks";

/** The dashboard's tabs as links with ?tab=, so they work without JavaScript and can be shared. */
export function BacklinkTabs({ active }: { active: BacklinkTab }) {
  return (
    <nav aria-label="Backlink sections" className="mb-6 border-b border-slate-200">
      <ul className="-mb-px flex flex-wrap gap-1">
        {BACKLINK_TABS.map((t) => {
          const current = t.key === active;
          return (
            <li key={t.key}>
              <Link
                to={{ search: `?tab=${t.key}` }}
                aria-current={current ? "page" : undefined}
                preventScrollReset
                className={`inline-block border-b-2 px-4 py-2 text-sm font-medium ${
                  current
                    ? "border-primary text-primary"
                    : "border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900"
                }`}
              >
                {t.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** Analytics and Campaigns: placeholders. */
export function TabPlaceholder({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section
      aria-labelledby="placeholder-heading"
      className="rounded-xl border border-dashed border-slate-300 bg-white p-10 text-center"
    >
      <h2 id="placeholder-heading" className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <p className="mt-2 text-sm text-secondary">{children}</p>
    </section>
  );
}
