import { useEffect, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { NAV_LINKS } from "~/config/site";
import { categoryHref } from "~/lib/categories";
import type { NavCategory } from "./site-layout";

/**
 * The hamburger menu with its overlay. A <details> element works without JavaScript; with it, the
 * overlay and Escape close the menu, and it closes after navigating.
 */
export function MobileMenu({ categories }: { categories: NavCategory[] }) {
  const [open, setOpen] = useState(false);
  // The close button needs JavaScript; without it the hamburger (kept above the overlay) closes the menu.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const ref = useRef<HTMLDetailsElement>(null);
  const location = useLocation();

  useEffect(() => setOpen(false), [location.pathname, location.search]);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && setOpen(false);
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);

  return (
    <details
      ref={ref}
      className="ml-auto lg:hidden md:ml-2"
      open={open}
      onToggle={(e) => setOpen(e.currentTarget.open)}
    >
      <summary
        className="relative z-[60] flex h-10 w-10 cursor-pointer items-center justify-center rounded-md bg-white text-slate-700 hover:bg-slate-100"
        aria-label="Menu"
      >
        <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
          <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" />
        </svg>
      </summary>
      <div
        className="fixed inset-0 z-40 bg-slate-900/50"
        aria-hidden="true"
        onClick={() => setOpen(false)}
        data-testid="mobile-menu-overlay"
      />
      <nav
        aria-label="Mobile"
        className="fixed inset-y-0 left-0 z-50 w-80 max-w-[85vw] overflow-y-auto bg-white p-5 shadow-xl"
      >
        <div className="mb-4 flex items-center justify-between">
          <span className="font-semibold">Menu</span>
          {hydrated ? (
            <button
              type="button"
              className="rounded-md px-2 py-1 text-slate-600 hover:bg-slate-100"
              onClick={() => setOpen(false)}
              aria-label="Close menu"
            >
              ✕
            </button>
          ) : null}
        </div>
        <p className="mb-2 text-xs font-semibold uppercase tracking-wide text-secondary">
          Products
        </p>
        <ul className="mb-4 space-y-1">
          {categories.map((c) => (
            <li key={c.name}>
              <Link
                to={categoryHref(c.display_name)}
                className="block rounded px-2 py-2 text-slate-700 hover:bg-slate-50"
              >
                {c.display_name}
              </Link>
            </li>
          ))}
        </ul>
        <ul className="space-y-1 border-t border-slate-100 pt-4">
          {NAV_LINKS.map((l) => (
            <li key={l.to}>
              <Link
                to={l.to}
                className="block rounded px-2 py-2 font-medium text-slate-800 hover:bg-slate-50"
              >
                {l.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </details>
  );
}
