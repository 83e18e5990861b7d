import { useEffect, useState } from "react";

/** A form section's anchor: the title in lower case with hyphens ("Price and tax" → section-price-and-tax). */
export const sectionAnchor = (title: string) =>
  `section-${title.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;

/**
 * A long form's sections as a bar of links that stays at the top of the window (below the phone's
 * admin bar): plain anchors, so they work without JavaScript; with it the section in view is marked.
 * On a narrow screen the links scroll sideways inside the bar, never the page.
 */
export function SectionNav({ titles }: { titles: readonly string[] }) {
  const [current, setCurrent] = useState<string | null>(null);
  useEffect(() => {
    const sections = titles
      .map((t) => document.getElementById(sectionAnchor(t)))
      .filter((el): el is HTMLElement => el !== null);
    if (!("IntersectionObserver" in window) || sections.length === 0) return;
    const seen = new Map<string, boolean>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const e of entries) seen.set(e.target.id, e.isIntersecting);
        const first = sections.find((s) => seen.get(s.id));
        if (first) setCurrent(first.id);
      },
      { rootMargin: "-30% 0px -60% 0px" },
    );
    sections.forEach((s) => observer.observe(s));
    return () => observer.disconnect();
  }, [titles]);
  return (
    <nav
      aria-label="Form sections"
      data-testid="section-nav"
      className="sticky top-16 z-20 -mx-4 border-b border-slate-200 bg-white/95 px-2 backdrop-blur md:top-0 md:mx-0 md:rounded-b-xl md:border md:border-t-0"
    >
      <ul className="flex gap-1 overflow-x-auto py-1.5 [scrollbar-width:thin]">
        {titles.map((title) => {
          const id = sectionAnchor(title);
          return (
            <li key={id} className="shrink-0">
              <a
                href={`#${id}`}
                aria-current={current === id ? "location" : undefined}
                className="block whitespace-nowrap rounded-md px-2.5 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-100 aria-[current]:bg-primary aria-[current]:text-white aria-[current]:hover:bg-primary"
              >
                {title}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
