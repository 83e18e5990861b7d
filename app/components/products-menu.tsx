import { useEffect, useRef, useState } from "react";
import { LinkList } from "./link-list";
import { categoryHref } from "~/lib/categories";
import type { NavCategory } from "./nav-categories";

const CLOSE_DELAY_MS = 300;

/**
 * The header's Products dropdown. A <details> element opens on click without JavaScript; with it,
 * hovering opens the menu and leaving closes it 300 ms later, and Escape closes it.
 */
export function ProductsMenu({ categories }: { categories: NavCategory[] }) {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const ref = useRef<HTMLDetailsElement>(null);

  // Hover opened the menu: the click that usually follows (the pointer is already on "Products")
  // must not toggle it shut again.
  const openedByHover = useRef(false);

  const cancelClose = () => clearTimeout(timer.current);
  const show = () => {
    cancelClose();
    setOpen((wasOpen) => {
      if (!wasOpen) openedByHover.current = true;
      return true;
    });
  };
  const closeSoon = () => {
    cancelClose();
    timer.current = setTimeout(() => setOpen(false), CLOSE_DELAY_MS);
  };

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") {
        setOpen(false);
        ref.current?.querySelector("summary")?.focus();
      }
    };
    const onClick = (e: MouseEvent) => {
      if (!ref.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("click", onClick);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("click", onClick);
    };
  }, [open]);

  useEffect(() => () => clearTimeout(timer.current), []);

  return (
    <details
      ref={ref}
      className="relative"
      open={open}
      onToggle={(e) => {
        if (!e.currentTarget.open) openedByHover.current = false;
        setOpen(e.currentTarget.open);
      }}
      onMouseEnter={show}
      onMouseLeave={closeSoon}
      data-testid="products-menu"
    >
      <summary
        onClick={(e) => {
          // With JavaScript the state decides, never the native toggle (it raced the hover). The
          // click that follows a hover-open keeps the menu open; any other click toggles it.
          e.preventDefault();
          if (openedByHover.current) {
            openedByHover.current = false;
            setOpen(true);
          } else {
            setOpen((o) => !o);
          }
        }}
        className="flex cursor-pointer items-center gap-1 rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-primary"
      >
        Products
        <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true">
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" />
        </svg>
      </summary>
      {/* A click on a category closes the menu; the layout follows the link. */}
      <LinkList
        className="absolute left-0 top-full z-50 mt-1 w-64 rounded-lg border border-slate-200 bg-white py-2 shadow-lg"
        links={categories.map((c) => ({
          href: categoryHref(c.display_name),
          label: c.display_name,
          className: "block px-4 py-2 text-sm text-slate-700 hover:bg-slate-50 hover:text-primary",
        }))}
        onClick={(e) => {
          if ((e.target as Element).closest("a")) setOpen(false);
        }}
      />
    </details>
  );
}
