/**
 * The admin frame: a sidebar with the tabs, the signed-in user, 'Logout' and
 * 'Back to Site', and the page area with the flash banner. Rendered by routes/admin/layout.tsx; a tab's
 * route renders only its own content (start it with <PageHeader title="Brands" actions={...} />).
 */
import { useEffect, useRef } from "react";
import { Form, Link, NavLink, useLocation } from "react-router";
import { FEATURES, site } from "~/config/site";
import { FlashBanner, type FlashMessage } from "./flash-banner";

type Feature = keyof typeof FEATURES;

/** The sidebar's groups, in order; a group without a visible tab is not drawn. */
const ADMIN_GROUPS = ["Catalogue", "Sales", "Service", "Content", "Insights", "Settings"] as const;
type AdminGroup = (typeof ADMIN_GROUPS)[number];

/**
 * The tabs in sidebar order. `group: null` is pinned above the groups, always in view (the
 * dashboard, History and the Trash: the safety nets are never a scroll away); `feature: null` is
 * always shown. A new tab is one entry here.
 */
const ADMIN_TABS: {
  key: string;
  label: string;
  to: string;
  feature: Feature | null;
  group: AdminGroup | null;
}[] = [
  { key: "dashboard", label: "Dashboard", to: "/admin", feature: null, group: null },
  { key: "history", label: "History", to: "/admin/history", feature: null, group: null },
  { key: "trash", label: "Trash", to: "/admin/trash", feature: null, group: null },
  {
    key: "products",
    label: "Products",
    to: "/admin/products",
    feature: "products",
    group: "Catalogue",
  },
  {
    key: "categories",
    label: "Categories",
    to: "/admin/categories",
    feature: "categories",
    group: "Catalogue",
  },
  { key: "brands", label: "Brands", to: "/admin/brands", feature: "brands", group: "Catalogue" },
  {
    key: "drivers",
    label: "Drivers",
    to: "/admin/drivers",
    feature: "drivers",
    group: "Catalogue",
  },
  {
    key: "import",
    label: "Data Import",
    to: "/admin/import",
    feature: "import",
    group: "Catalogue",
  },
  { key: "quotes", label: "Quotes", to: "/admin/quotes", feature: "quotes", group: "Sales" },
  {
    key: "inquiries",
    label: "Inquiries",
    to: "/admin/inquiries",
    feature: "inquiries",
    group: "Sales",
  },
  {
    key: "newsletter",
    label: "Newsletter",
    to: "/admin/newsletter",
    feature: null,
    group: "Sales",
  },
  { key: "service", label: "Service", to: "/admin/service", feature: null, group: "Service" },
  { key: "blogs", label: "Blogs", to: "/admin/blogs", feature: "blogs", group: "Content" },
  { key: "jobs", label: "Jobs", to: "/admin/jobs", feature: "jobs", group: "Content" },
  { key: "redirects", label: "Redirects", to: "/admin/redirects", feature: null, group: "Content" },
  { key: "search", label: "Search", to: "/admin/search", feature: null, group: "Insights" },
  {
    key: "backlinks",
    label: "Backlinks",
    to: "/admin/backlinks",
    feature: "backlinks",
    group: "Insights",
  },
  {
    key: "seo-validator",
    label: "SEO Validator",
    to: "/admin/seo-validator",
    feature: "seo",
    group: "Insights",
  },
  { key: "tasks", label: "Tasks", to: "/admin/tasks", feature: null, group: "Settings" },
  { key: "mail", label: "Mail", to: "/admin/mail", feature: null, group: "Settings" },
];

function visibleTabs(features: Record<string, boolean> = FEATURES) {
  return ADMIN_TABS.filter((t) => t.feature === null || features[t.feature]);
}

type Tab = (typeof ADMIN_TABS)[number];

/** Whether `pathname` is in the tab (the dashboard only itself). */
const isIn = (t: Tab, pathname: string) =>
  t.key === "dashboard"
    ? pathname === "/admin" || pathname === "/admin/dashboard"
    : pathname === t.to || pathname.startsWith(`${t.to}/`);

export interface ShellUser {
  username: string;
  role: string;
}

export function AdminShell({
  user,
  flash,
  children,
}: {
  user: ShellUser;
  flash?: FlashMessage | null;
  children: React.ReactNode;
}) {
  const tabs = visibleTabs();
  const menu = useRef<HTMLDetailsElement>(null);
  const { pathname, search } = useLocation();
  // With JavaScript the phone menu folds again once a tab is chosen (the page changes under it).
  useEffect(() => {
    if (menu.current) menu.current.open = false;
  }, [pathname, search]);
  return (
    <div className="min-h-screen bg-background md:flex">
      <a
        href="#admin-main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      {/* On a phone: a bar with the menu folded in a <details>, so it opens without JavaScript. */}
      <details ref={menu} className="group sticky top-0 z-40 bg-slate-900 text-slate-200 md:hidden">
        <summary className="flex cursor-pointer list-none items-center justify-between px-4 py-3 [&::-webkit-details-marker]:hidden">
          <span className="min-w-0">
            <span className="block truncate text-base font-bold text-white">{site.shortName}</span>
            <span className="block text-xs text-slate-400">Admin Panel · {user.username}</span>
          </span>
          <span className="rounded-md border border-slate-700 px-3 py-2 text-sm font-medium text-white">
            <span className="group-open:hidden">Menu</span>
            <span className="hidden group-open:inline">Close</span>
          </span>
        </summary>
        <div className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-slate-800 px-3 pb-4">
          <TabLinks tabs={tabs} phone />
          <AccountButtons />
        </div>
      </details>
      <aside className="flex flex-col bg-slate-900 text-slate-200 max-md:hidden md:sticky md:top-0 md:h-screen md:w-64 md:shrink-0">
        <div className="border-b border-slate-800 px-5 py-3">
          <p className="text-lg font-bold text-white">{site.shortName}</p>
          <p className="text-xs text-slate-400">Admin Panel</p>
        </div>
        <TabLinks tabs={tabs} />
        <div className="border-t border-slate-800 px-5 py-3">
          <div className="flex items-center gap-3">
            <span
              aria-hidden="true"
              data-testid="user-initial"
              className="flex h-8 w-8 items-center justify-center rounded-full bg-primary text-lg font-bold uppercase text-white"
            >
              {user.username.charAt(0).toUpperCase()}
            </span>
            <div className="min-w-0">
              <p className="truncate text-sm font-semibold text-white" data-testid="user-name">
                {user.username}
              </p>
              <p className="text-xs capitalize text-slate-400" data-testid="user-role">
                {user.role}
              </p>
            </div>
          </div>
          <div className="mt-3">
            <AccountButtons />
          </div>
        </div>
      </aside>
      <main id="admin-main" className="min-w-0 flex-1 px-4 py-6 md:px-8 md:py-8">
        <FlashBanner flash={flash} />
        {children}
      </main>
    </div>
  );
}

/**
 * The tabs as links, the pinned ones first, then each group folded in a <details> (opens without
 * JavaScript); the group of the current page is open. The current tab is highlighted and, with
 * JavaScript, scrolled into view when the list is taller than the window.
 */
function TabLinks({ tabs, phone = false }: { tabs: Tab[]; phone?: boolean }) {
  const { pathname } = useLocation();
  const nav = useRef<HTMLElement>(null);
  useEffect(() => {
    nav.current?.querySelector('[aria-current="page"]')?.scrollIntoView({ block: "nearest" });
  }, [pathname]);
  const link = (t: Tab) => (
    <li key={t.key}>
      <NavLink
        to={t.to}
        end={t.key === "dashboard"}
        prefetch="intent"
        className={({ isActive }) =>
          `block rounded-md px-3 py-1.5 text-sm font-medium ${
            isActive
              ? "bg-primary text-white"
              : "text-slate-300 hover:bg-slate-800 hover:text-white"
          }`
        }
      >
        {t.label}
      </NavLink>
    </li>
  );
  const pinned = tabs.filter((t) => t.group === null);
  return (
    <nav
      ref={nav}
      aria-label="Admin"
      className={phone ? "py-3" : "flex-1 overflow-y-auto px-3 py-3"}
      data-testid={phone ? "admin-nav-phone" : "admin-nav"}
    >
      <ul className={phone ? "grid grid-cols-3 gap-1" : "space-y-0.5"}>{pinned.map(link)}</ul>
      {ADMIN_GROUPS.map((group) => {
        const mine = tabs.filter((t) => t.group === group);
        if (mine.length === 0) return null;
        const current = mine.some((t) => isIn(t, pathname));
        return (
          <details
            key={`${group}-${current}`}
            open={phone || current || undefined}
            className="group/nav mt-2 border-t border-slate-800 pt-2"
          >
            <summary className="flex cursor-pointer list-none items-center justify-between rounded-md px-3 py-1 text-xs font-semibold uppercase tracking-wide text-slate-400 hover:text-white [&::-webkit-details-marker]:hidden">
              {group}
              <span aria-hidden="true" className="transition-transform group-open/nav:rotate-90">
                ›
              </span>
            </summary>
            <ul className={phone ? "mt-1 grid grid-cols-2 gap-1" : "mt-1 space-y-0.5"}>
              {mine.map(link)}
            </ul>
          </details>
        );
      })}
    </nav>
  );
}

function AccountButtons() {
  return (
    <div className="flex gap-2">
      <Form method="post" action="/admin/logout" className="flex-1">
        <button
          type="submit"
          className="w-full rounded-md bg-slate-800 px-3 py-2 text-sm font-medium text-white hover:bg-slate-700"
        >
          Logout
        </button>
      </Form>
      <Link
        to="/"
        reloadDocument
        className="flex-1 rounded-md border border-slate-700 px-3 py-2 text-center text-sm font-medium text-slate-200 hover:bg-slate-800"
      >
        Back to Site
      </Link>
    </div>
  );
}

/** A tab's heading with optional buttons on the right (e.g. 'Add Product'). */
export function PageHeader({
  title,
  description,
  actions,
}: {
  title: string;
  description?: string;
  actions?: React.ReactNode;
}) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        {description ? <p className="mt-1 text-sm text-secondary">{description}</p> : null}
      </div>
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </div>
  );
}

/** The primary button-looking link used for 'Add ...' actions. */
export function ButtonLink({ to, children }: { to: string; children: React.ReactNode }) {
  return (
    <Link
      to={to}
      className="inline-flex items-center rounded-md bg-primary px-4 py-2 text-sm font-semibold text-white hover:bg-primary-dark"
    >
      {children}
    </Link>
  );
}
