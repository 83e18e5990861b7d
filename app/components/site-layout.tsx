import { SiteLink, SiteLinkBehaviour } from "./site-link";
import { NAV_LINKS, site } from "~/config/site";
import { businessYear } from "~/lib/dates";
import { categoryHref } from "~/lib/categories";
import { HeaderSearch } from "./header-search";
import { MobileMenu } from "./mobile-menu";
import { ProductsMenu } from "./products-menu";
import { QuoteHeaderLink } from "./quote-header-link";
import { SocialIcon } from "./social-icon";
import type { NavCategory } from "./nav-categories";

/** The frame of every public page. */
export function SiteLayout({
  categories,
  children,
}: {
  categories: NavCategory[];
  children: React.ReactNode;
}) {
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <TopStrip />
      {/* Opaque, with no backdrop filter: a filter would make the header the containing block of the
          menu drawer's fixed layers, squeezing them into the header's height. */}
      <header className="sticky top-0 z-40 border-b border-slate-200 bg-white">
        {/* From 1024 to 1279 px the nav takes a second row of its own, so the search field keeps a
            width that shows a whole query and every link (Supplies too) fits; from 1280 px one row. */}
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-1 px-4 py-3 lg:pb-1 xl:flex-nowrap xl:pb-3">
          <SiteLink
            to="/"
            className="flex shrink-0 items-center gap-2"
            aria-label={`${site.name} home`}
          >
            <Logo />
            <span className="text-lg font-bold leading-tight text-slate-900">
              {site.shortName}
              <span className="block text-xs font-medium text-secondary">{`Since ${site.since}`}</span>
            </span>
          </SiteLink>
          <nav
            aria-label="Main"
            className="hidden items-center gap-1 lg:order-last lg:-ml-3 lg:flex lg:w-full xl:order-none xl:ml-2 xl:w-auto"
          >
            <ProductsMenu categories={categories} />
            <SiteLink
              to="/supplies"
              className="rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-primary xl:px-2"
            >
              Supplies
            </SiteLink>
            {NAV_LINKS.map((l) => (
              <SiteLink
                key={l.to}
                to={l.to}
                className="rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-primary xl:px-2"
              >
                {l.label}
              </SiteLink>
            ))}
          </nav>
          <div className="ml-auto hidden w-72 md:block lg:w-auto lg:max-w-xl lg:flex-1 xl:min-w-72">
            <HeaderSearch />
          </div>
          {/* Pushes itself and the menu button to the right on phones, where the search has a row
              of its own. */}
          <QuoteHeaderLink className="ml-auto md:ml-0" />
          <MobileMenu categories={categories} />
        </div>
        <div className="border-t border-slate-100 px-4 py-2 md:hidden">
          <HeaderSearch />
        </div>
      </header>
      <div className="flex-1">{children}</div>
      <Footer categories={categories} />
      <SiteLinkBehaviour />
    </div>
  );
}

function Logo() {
  return (
    <svg width="36" height="36" viewBox="0 0 36 36" aria-hidden="true">
      <rect width="36" height="36" rx="8" fill="#2563eb" />
      <g fill="#fff">
        <rect x="8" y="9" width="2" height="18" />
        <rect x="12" y="9" width="1" height="18" />
        <rect x="15" y="9" width="3" height="18" />
        <rect x="20" y="9" width="1" height="18" />
        <rect x="23" y="9" width="2" height="18" />
        <rect x="27" y="9" width="1" height="18" />
      </g>
    </svg>
  );
}

function TopStrip() {
  // A landmark of its own: everything on the page sits in one (axe "region"), and the strip is not
  // part of the sticky header.
  return (
    <aside aria-label="Contact details" className="bg-slate-900 text-xs text-slate-200">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-5 gap-y-1 px-4 py-2">
        {/* One line on a phone: the second number waits for wider screens (the footer and the
            contact page list both). */}
        {site.phones.map((p, i) => (
          <a
            key={p}
            href={`tel:${p.replace(/\s/g, "")}`}
            className={`hover:text-white ${i > 0 ? "hidden sm:inline" : ""}`}
          >
            {p}
          </a>
        ))}
        <a href={`mailto:${site.emails[0]}`} className="hover:text-white">
          {site.emails[0]}
        </a>
        <span className="hidden sm:inline">{`GSTIN: ${site.gstin}`}</span>
        <span className="ml-auto hidden sm:inline">{site.city}</span>
      </div>
    </aside>
  );
}

function Footer({ categories }: { categories: NavCategory[] }) {
  const heading = "mb-3 text-sm font-semibold uppercase tracking-wide text-white";
  const link = "text-slate-300 hover:text-white";
  return (
    <footer className="mt-16 bg-slate-900 text-sm text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className={heading}>{site.name}</p>
          <p>
            Barcode and label printers, ribbons, labels, scanners and print heads since {site.since}
            .
          </p>
          <address className="mt-4 not-italic leading-6">
            {site.address.street}
            <br />
            {site.address.locality} {site.address.postalCode}, India
          </address>
        </div>
        <nav aria-label="Quick links">
          <p className={heading}>Quick Links</p>
          <ul className="space-y-2">
            <li>
              <SiteLink className={link} to="/">
                Home
              </SiteLink>
            </li>
            {NAV_LINKS.map((l) => (
              <li key={l.to}>
                <SiteLink className={link} to={l.to}>
                  {l.label}
                </SiteLink>
              </li>
            ))}
            <li>
              <SiteLink className={link} to="/popular-products">
                Popular Products
              </SiteLink>
            </li>
            <li>
              <SiteLink className={link} to="/drivers">
                Driver Downloads
              </SiteLink>
            </li>
          </ul>
        </nav>
        <nav aria-label="Products">
          <p className={heading}>Products</p>
          <ul className="space-y-2">
            {categories.slice(0, 8).map((c) => (
              <li key={c.name}>
                <SiteLink className={link} to={categoryHref(c.display_name)}>
                  {c.display_name}
                </SiteLink>
              </li>
            ))}
            <li>
              <SiteLink className={link} to="/supplies">
                Supplies finder
              </SiteLink>
            </li>
            <li>
              <SiteLink className={`${link} font-semibold`} to="/desktop-printers">
                View All Products
              </SiteLink>
            </li>
          </ul>
        </nav>
        <div>
          <p className={heading}>Contact</p>
          <ul className="space-y-2">
            {site.phones.map((p) => (
              <li key={p}>
                <a className={link} href={`tel:${p.replace(/\s/g, "")}`}>
                  {p}
                </a>
              </li>
            ))}
            {site.emails.map((e) => (
              <li key={e}>
                <a className={link} href={`mailto:${e}`}>
                  {e}
                </a>
              </li>
            ))}
            <li>{site.hours}</li>
          </ul>
          <p className={`${heading} mt-6`}>Follow us</p>
          <ul className="flex flex-wrap gap-3">
            {site.social.map((s) => (
              <li key={s.name}>
                <a
                  className={`${link} inline-flex h-10 w-10 items-center justify-center rounded-full bg-slate-800 hover:bg-slate-700`}
                  href={s.href}
                  rel="noopener noreferrer"
                  target="_blank"
                  aria-label={`${s.name} (opens in a new tab)`}
                  title={s.name}
                >
                  <SocialIcon name={s.name} />
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-slate-800 px-4 py-4 text-center text-xs text-slate-400">
        © {businessYear()} {site.name}. GSTIN {site.gstin}. All trademarks belong to their owners.
      </div>
    </footer>
  );
}
