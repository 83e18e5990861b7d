import { SiteLink } from "./site-link";

export interface Crumb {
  label: string;
  /** Omitted for the current page, the last crumb. */
  to?: string;
}

/** Home › Section › Page: the trail on detail pages (products, blog posts, jobs). */
export function Breadcrumb({ items }: { items: Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className="text-sm text-secondary">
      <ol className="flex flex-wrap items-center gap-2">
        {items.map((item, i) => (
          <li key={`${i}-${item.label}`} className="flex items-center gap-2">
            {i > 0 ? <span aria-hidden="true">›</span> : null}
            {item.to ? (
              <SiteLink to={item.to} className="hover:text-primary">
                {item.label}
              </SiteLink>
            ) : (
              <span aria-current="page" className="line-clamp-1 font-medium text-slate-900">
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** The "← Back to ..." link under a breadcrumb. */
export function BackLink({ to, children }: { to: string; children: React.ReactNode }) {
  return (
    <SiteLink
      to={to}
      className="mt-6 inline-flex items-center gap-1 text-sm font-semibold text-primary hover:text-primary-dark"
    >
      <span aria-hidden="true">←</span> {children}
    </SiteLink>
  );
}
