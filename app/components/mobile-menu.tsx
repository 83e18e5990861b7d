import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { LinkList } from "./link-list";
import { SiteLink } from "./site-link";
import { NAV_LINKS } from "~/config/site";
import { categoryHref } from "~/lib/categories";
import type { NavCategory } from "./nav-categories";

const FOCUSABLE = "a[href], button, summary";
const LEAD_LINK = "block rounded px-2 py-2 font-medium text-slate-800 hover:bg-slate-50";

/**
 * The hamburger menu with its overlay: a drawer the full height of the screen that scrolls on its own.
 * A <details> element works without JavaScript (the hamburger, kept above the overlay, closes it);
 * with it, the overlay, the close button and Escape close it, Tab stays inside it, and it closes after
 * navigating.
 */
export function MobileMenu({ categories }: { categories: NavCategory[] }) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDetailsElement>(null);
  const navRef = useRef<HTMLElement>(null);
  const location = useLocation();

  useEffect(() => setOpen(false), [location.pathname, location.search]);

  useEffect(() => {
    if (!open) return;
    const details = ref.current;
    const summary = details?.querySelector("summary");
    const focusables = () => [
      ...(summary ? [summary] : []),
      ...(navRef.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? []),
    ];
    focusables()[1]?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") {
        setOpen(false);
        summary?.focus();
        return;
      }
      if (e.key !== "Tab") return;
      // Keep keyboard focus inside the open menu: the page behind it is covered.
      const items = focusables();
      const first = items[0];
      const last = items[items.length - 1];
      const active = document.activeElement as HTMLElement | null;
      if (!active || !items.includes(active)) {
        e.preventDefault();
        first?.focus();
      } else if (e.shiftKey && active === first) {
        e.preventDefault();
        last?.focus();
      } else if (!e.shiftKey && active === last) {
        e.preventDefault();
        first?.focus();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);

  return (
    <details
      ref={ref}
      id="mobile-menu"
      className="lg:hidden"
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
        className="fixed inset-0 z-40 h-dvh w-screen bg-slate-900/50"
        aria-hidden="true"
        onClick={() => setOpen(false)}
        data-testid="mobile-menu-overlay"
      />
      <nav
        ref={navRef}
        aria-label="Mobile"
        className="fixed inset-y-0 left-0 z-50 h-dvh w-80 max-w-[85vw] overflow-y-auto overscroll-contain bg-white p-5 pb-10 shadow-xl"
      >
        <div className="mb-4 flex items-center justify-between">
          <span className="font-semibold">Menu</span>
          <CloseButton
            onClose={() => {
              setOpen(false);
              ref.current?.querySelector("summary")?.focus();
            }}
          />
        </div>
        <p className="mb-2 text-xs font-semibold uppercase tracking-wide text-secondary">
          Products
        </p>
        <LinkList
          className="mb-4 space-y-1"
          links={[
            { href: "/products", label: "All products", className: LEAD_LINK },
            { href: "/supplies", label: "Supplies finder", className: LEAD_LINK },
            ...categories.map((c) => ({
              href: categoryHref(c.display_name),
              label: c.display_name,
              className: "block rounded px-2 py-2 text-slate-700 hover:bg-slate-50",
            })),
          ]}
        />
        <ul className="space-y-1 border-t border-slate-100 pt-4">
          {NAV_LINKS.map((l) => (
            <li key={l.to}>
              <SiteLink to={l.to} className={LEAD_LINK}>
                {l.label}
              </SiteLink>
            </li>
          ))}
        </ul>
      </nav>
    </details>
  );
}

/**
 * The drawer's close button needs JavaScript; without it the hamburger (kept above the overlay)
 * closes the menu. It appears after hydration in a component of its own, so only this button renders
 * again then, not the whole menu with its links.
 */
function CloseButton({ onClose }: { onClose: () => void }) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  if (!hydrated) return null;
  return (
    <button
      type="button"
      className="rounded-md px-2 py-1 text-slate-600 hover:bg-slate-100"
      onClick={onClose}
      aria-label="Close menu"
    >
      ✕
    </button>
  );
}
