import type { MouseEventHandler } from "react";

/** One link of a LinkList: a path inside the site, its text and its classes. */
export interface ListedLink {
  href: string;
  label: string;
  className: string;
  /** The page being shown (`aria-current="page"`). */
  current?: boolean;
}

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]);

/**
 * The list items of `links` as HTML, each a plain site link as SiteLink writes it (so the layout's
 * SiteLinkBehaviour follows it inside the app). Every text and attribute is escaped: category names
 * are typed by staff.
 */
export function linkItemsHtml(links: readonly ListedLink[]): string {
  let html = "";
  for (const link of links) {
    html +=
      `<li><a class="${escapeHtml(link.className)}" href="${escapeHtml(link.href)}"` +
      ` data-discover="true"${link.current ? ' aria-current="page"' : ""}>` +
      `${escapeHtml(link.label)}</a></li>`;
  }
  return html;
}

/**
 * A long list of site links (the category menus: 50 and more links, three or four times on a page)
 * written as one piece of HTML instead of three React elements per link: the server renders each
 * public page's menus on every request, and react-dom's cost is per element. The browser builds the
 * same HTML from the same data, so hydration finds what it expects; a click on a link is the
 * layout's (SiteLinkBehaviour), and `onClick` sees it on its way up.
 */
export function LinkList({
  links,
  className,
  onClick,
}: {
  links: readonly ListedLink[];
  className?: string;
  onClick?: MouseEventHandler<HTMLUListElement>;
}) {
  return (
    <ul
      className={className}
      onClick={onClick}
      dangerouslySetInnerHTML={{ __html: linkItemsHtml(links) }}
    />
  );
}
