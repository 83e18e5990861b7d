import { useEffect, useRef, useState } from "react";
import type { MouseEvent } from "react";
import { useLocation } from "react-router";
import { LinkList } from "./link-list";
import { categoryHref, isCategoryActive } from "~/lib/categories";
import type { NavCategory } from "./nav-categories";

const TITLE = "PRODUCT CATEGORIES";

function CategoryLinks({ categories, pathname }: { categories: NavCategory[]; pathname: string }) {
  return (
    <LinkList
      className="space-y-1"
      links={categories.map((c) => {
        const href = categoryHref(c.display_name);
        const current = isCategoryActive(href, pathname);
        return {
          href,
          label: c.display_name,
          current: current ? "page" : undefined,
          className: `block rounded-md px-3 py-2 text-sm ${
            current
              ? "bg-primary font-semibold text-white"
              : "text-slate-700 hover:bg-slate-100 hover:text-primary"
          }`,
        };
      })}
    />
  );
}

/**
 * The category sidebar: the shared category list (fixed order, then alphabetical) with the
 * current path's entry active. On small screens it folds into a <details> toggle that works
 * without JavaScript; with it, the overlay and Escape close it and it closes after navigating.
 */
export function CategorySidebar({ categories }: { categories: NavCategory[] }) {
  const { pathname, search } = useLocation();
  const [open, setOpen] = useState(false);
  const details = useRef<HTMLDetailsElement>(null);
  // Closed on the element itself too: a tap before the scripts ran opened it without React knowing.
  const closeList = () => {
    if (details.current) details.current.open = false;
    setOpen(false);
  };
  useEffect(closeList, [pathname, search]);
  // The close controls are links to this same page, so they close the list without JavaScript too.
  const here = pathname + search;
  const close = (e: MouseEvent) => {
    e.preventDefault();
    closeList();
  };
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape" && details.current?.open) closeList();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, []);

  return (
    <>
      <details
        ref={details}
        className="lg:hidden"
        open={open}
        onToggle={(e) => setOpen(e.currentTarget.open)}
        data-testid="category-sidebar-toggle"
      >
        <summary className="flex cursor-pointer items-center gap-2 rounded-lg border border-slate-200 bg-white px-4 py-3 text-sm font-semibold tracking-wide text-slate-800">
          <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
            <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" />
          </svg>
          {TITLE}
        </summary>
        <a
          href={here}
          className="fixed inset-0 z-40 bg-slate-900/50"
          aria-hidden="true"
          tabIndex={-1}
          onClick={close}
        />
        <nav
          aria-label="Product categories"
          className="fixed inset-y-0 left-0 z-50 w-72 max-w-[85vw] overflow-y-auto bg-white p-5 shadow-xl"
        >
          <div className="mb-4 flex items-center justify-between">
            <p className="text-sm font-bold tracking-wide text-slate-900">{TITLE}</p>
            <a
              href={here}
              className="rounded-md px-2 py-1 text-slate-600 hover:bg-slate-100"
              onClick={close}
              aria-label="Close categories"
            >
              ✕
            </a>
          </div>
          <CategoryLinks categories={categories} pathname={pathname} />
        </nav>
      </details>
      <nav
        aria-label="Product categories"
        className="hidden rounded-xl border border-slate-200 bg-white p-4 shadow-sm lg:block"
        data-testid="category-sidebar"
      >
        <h2 className="mb-3 border-b border-slate-100 px-3 pb-3 text-sm font-bold tracking-wide text-slate-900">
          {TITLE}
        </h2>
        <CategoryLinks categories={categories} pathname={pathname} />
      </nav>
    </>
  );
}
