import { useLayoutEffect, useRef, type MouseEventHandler } from "react";

/** One link of a LinkList: a path inside the site, its text and its classes. */
export interface ListedLink {
  href: string;
  label: string;
  className: string;
  /** `aria-current`: "page" for the page shown, "true" for the filter choice in force. */
  current?: "page" | "true";
  /** The label in a span of these classes (so it can wrap beside the count). */
  labelClassName?: string;
  /** A count after the label, in a span of its own. */
  count?: { text: string; className: string; testId?: string };
  /** Keep the scroll position when the app follows the link (filters). */
  keepScroll?: boolean;
}

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};
const SPECIAL = /[&<>"']/;
// Most texts (every class list, most names) have nothing to escape: tested before replacing.
const escapeHtml = (text: string) =>
  SPECIAL.test(text) ? text.replace(/[&<>"']/g, (c) => ESCAPES[c]) : text;

const span = (className: string, text: string, testId?: string) =>
  `<span class="${escapeHtml(className)}"${testId ? ` data-testid="${escapeHtml(testId)}"` : ""}>` +
  `${escapeHtml(text)}</span>`;

/**
 * The list items of `links` as HTML, each a plain site link as SiteLink writes it (so the layout's
 * SiteLinkBehaviour follows it inside the app). Every text and attribute is escaped: category, brand
 * and product names are typed by staff.
 */
export function linkItemsHtml(links: readonly ListedLink[]): string {
  let html = "";
  for (const link of links) {
    html +=
      `<li><a class="${escapeHtml(link.className)}" href="${escapeHtml(link.href)}"` +
      ` data-discover="true"${link.keepScroll ? ' data-keep-scroll="true"' : ""}` +
      `${link.current ? ` aria-current="${link.current}"` : ""}>` +
      (link.labelClassName ? span(link.labelClassName, link.label) : escapeHtml(link.label)) +
      (link.count ? span(link.count.className, link.count.text, link.count.testId) : "") +
      `</a></li>`;
  }
  return html;
}

/**
 * A long list of site links (the category menus: 50 and more links, three or four times on a page;
 * the filters' choices) written as one piece of HTML instead of three to five React elements per
 * link: the server renders these on every request, and react-dom's cost is per element. The browser
 * builds the same HTML from the same data, so hydration finds what it expects; a click on a link is
 * the layout's (SiteLinkBehaviour), and `onClick` sees it on its way up. When the list changes
 * under a link that has the keyboard focus (a filter just chosen), the focus moves to the link to
 * the same address in the new list instead of falling back to the top of the page.
 */
export function LinkList({
  links,
  className,
  testId,
  onClick,
}: {
  links: readonly ListedLink[];
  className?: string;
  testId?: string;
  onClick?: MouseEventHandler<HTMLUListElement>;
}) {
  const html = linkItemsHtml(links);
  const list = useRef<HTMLUListElement>(null);
  const focused = useRef<string | null>(null);
  // Read (not changed) before React replaces the list: which of its links has the focus.
  if (typeof document !== "undefined" && list.current) {
    const active = document.activeElement;
    focused.current =
      active instanceof HTMLAnchorElement && list.current.contains(active)
        ? active.getAttribute("href")
        : null;
  }
  useLayoutEffect(() => {
    const href = focused.current;
    focused.current = null;
    if (!href || list.current?.contains(document.activeElement)) return;
    for (const a of list.current?.querySelectorAll("a") ?? [])
      if (a.getAttribute("href") === href) return a.focus({ preventScroll: true });
  }, [html]);
  return (
    <ul
      ref={list}
      className={className}
      data-testid={testId}
      onClick={onClick}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
