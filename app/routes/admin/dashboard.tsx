import { Link } from "react-router";
import { ButtonLink, PageHeader } from "~/components/admin/admin-shell";
import { Thumb } from "~/components/admin/data-table";
import { FEATURES } from "~/config/site";
import { requireAdmin } from "~/server/auth/auth.server";
import { countBrands } from "~/server/models/brands.server";
import { listCategories } from "~/server/models/categories.server";
import {
  countProducts,
  countProductsWithCategoryContaining,
  listProducts,
} from "~/server/models/products.server";
import { countRecentInquiries, productTodoCounts } from "~/server/models/product-admin-list.server";
import { countQuoteRequests } from "~/server/models/quotes.server";
import { countUndelivered } from "~/server/models/mail-outbox.server";
import type { Route } from "./+types/dashboard";
import { shownPicture } from "~/server/files/picture-presence.server";

/** An inquiry counts as new for this many days (inquiries carry no read/unread state). */
const NEW_INQUIRY_DAYS = 7;

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const recentProducts = listProducts({ sort: "newest", perPage: 5 }).items;
  const recentCategories = listCategories().slice(0, 5);
  return {
    cards: {
      products: countProducts(),
      // The Categories card counts the recent categories it lists (at most 5).
      categories: recentCategories.length,
      brands: countBrands(),
      content: countProductsWithCategoryContaining("label"),
      // Quote requests nobody has answered yet (null when the Quotes tab is switched off).
      quotes: FEATURES.quotes ? countQuoteRequests("new") : null,
    },
    // What needs doing, each a number that opens the list showing exactly those items.
    todo: {
      ...productTodoCounts(),
      inquiries: FEATURES.inquiries ? countRecentInquiries(NEW_INQUIRY_DAYS) : null,
      // Mail the mail server has not taken (password resets...): shown only when there is some.
      mail: countUndelivered(),
    },
    recentProducts: recentProducts.map((p) => ({
      id: p.id,
      name: p.name,
      image: shownPicture(p.image),
      category: p.category_display_name ?? p.category,
      status: p.status,
    })),
    recentCategories: recentCategories.map((c) => ({
      id: c.id,
      name: c.name,
      display_name: c.display_name,
    })),
  };
}

export function meta() {
  return [{ title: "Dashboard | Admin Panel" }];
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { cards, todo } = loaderData;
  const attention = [
    ...(todo.inquiries === null
      ? []
      : [
          {
            key: "inquiries",
            label: "New inquiries",
            value: todo.inquiries,
            to: "/admin/inquiries",
            note: `Last ${NEW_INQUIRY_DAYS} days`,
          },
        ]),
    ...(cards.quotes === null
      ? []
      : [
          {
            key: "quotes",
            label: "New quote requests",
            value: cards.quotes,
            to: "/admin/quotes?status=new",
            note: "Not answered yet",
          },
        ]),
    ...(todo.mail > 0
      ? [
          {
            key: "mail",
            label: "Mail not delivered",
            value: todo.mail,
            to: "/admin/mail",
            note: "The mail server has not taken it yet",
          },
        ]
      : []),
    {
      key: "out-of-stock",
      label: "Out of stock",
      value: todo.outOfStock,
      to: "/admin/products?stock=out",
      note: "Products marked out of stock",
    },
    {
      key: "inactive",
      label: "Inactive",
      value: todo.inactive,
      to: "/admin/products?status=inactive",
      note: "Hidden from the site",
    },
    {
      key: "no-image",
      label: "No picture",
      value: todo.noImage,
      to: "/admin/products?missing=image",
      note: "Products without a picture",
    },
    {
      key: "no-specs",
      label: "No specifications",
      value: todo.noSpecs,
      to: "/admin/products?missing=specs",
      note: "Products without a spec table",
    },
    {
      key: "no-meta",
      label: "No SEO title or description",
      value: todo.noMeta,
      to: "/admin/products?missing=meta",
      note: "Search engines guess these",
    },
  ];
  const items = [
    { label: "Products", value: cards.products, to: "/admin/products", note: "Total products" },
    {
      label: "Categories",
      value: cards.categories,
      to: "/admin/categories",
      note: "Recent categories",
    },
    { label: "Brands", value: cards.brands, to: "/admin/brands", note: "Total brands" },
    { label: "Content", value: cards.content, to: "/admin/products", note: "Label products" },
    ...(cards.quotes === null
      ? []
      : [
          {
            label: "Quotes",
            value: cards.quotes,
            to: "/admin/quotes?status=new",
            note: "New quote requests",
          },
        ]),
  ];
  return (
    <>
      <PageHeader
        title="Dashboard"
        description="What needs doing, and an overview of the catalogue."
        actions={
          <>
            <ButtonLink to="/admin/products/new">Add Product</ButtonLink>
            <Link
              to="/admin/import"
              className="rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-700 hover:border-primary hover:text-primary"
            >
              Import CSV
            </Link>
            {cards.quotes === null ? null : (
              <Link
                to="/admin/quotes"
                className="rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-700 hover:border-primary hover:text-primary"
              >
                View quotes
              </Link>
            )}
          </>
        }
      />
      <section aria-labelledby="needs-attention" className="mb-8">
        <h2 id="needs-attention" className="mb-3 text-lg font-semibold text-slate-900">
          Needs attention
        </h2>
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-7">
          {attention.map((c) => (
            <li key={c.key}>
              <Link
                to={c.to}
                data-testid={`todo-${c.key}`}
                aria-label={`${c.label}: ${c.value}`}
                className={`flex h-full flex-col rounded-xl border bg-white p-4 shadow-sm transition hover:border-primary hover:shadow ${
                  c.value > 0 ? "border-amber-300" : "border-slate-200"
                }`}
              >
                <span className="text-3xl font-bold text-slate-900">{c.value}</span>
                <span className="mt-1 text-sm font-medium text-slate-900">{c.label}</span>
                <span className="mt-auto pt-1 text-xs text-secondary">{c.note}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <h2 className="mb-3 text-lg font-semibold text-slate-900">Catalogue</h2>
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-5">
        {items.map((c) => (
          <li key={c.label}>
            <Link
              to={c.to}
              data-testid={`card-${c.label.toLowerCase()}`}
              className="block rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-primary hover:shadow"
            >
              <p className="text-sm font-medium text-secondary">{c.label}</p>
              <p className="mt-2 text-3xl font-bold text-slate-900">{c.value}</p>
              <p className="mt-1 text-xs text-secondary">{c.note}</p>
            </Link>
          </li>
        ))}
      </ul>
      <div className="mt-8 grid gap-6 lg:grid-cols-2">
        <section
          className="min-w-0 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
          aria-labelledby="recent-products"
        >
          <h2 id="recent-products" className="text-lg font-semibold text-slate-900">
            Recent Products
          </h2>
          {loaderData.recentProducts.length === 0 ? (
            <p className="mt-4 text-sm text-secondary">No products yet.</p>
          ) : (
            <ul className="mt-4 divide-y divide-slate-100">
              {loaderData.recentProducts.map((p) => (
                <li key={p.id} className="flex items-center gap-3 py-3">
                  <Thumb src={p.image} />
                  <div className="min-w-0 flex-1">
                    <Link
                      to={`/admin/products/${p.id}/edit`}
                      className="block truncate font-medium text-slate-900 hover:text-primary"
                    >
                      {p.name}
                    </Link>
                    <p className="text-xs text-secondary">{p.category}</p>
                  </div>
                  <span className="text-xs font-semibold uppercase text-secondary">{p.status}</span>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section
          className="min-w-0 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
          aria-labelledby="recent-categories"
        >
          <h2 id="recent-categories" className="text-lg font-semibold text-slate-900">
            Recent Categories
          </h2>
          {loaderData.recentCategories.length === 0 ? (
            <p className="mt-4 text-sm text-secondary">No categories yet.</p>
          ) : (
            <ul className="mt-4 divide-y divide-slate-100">
              {loaderData.recentCategories.map((c) => (
                <li key={c.id} className="py-3">
                  <p className="font-medium text-slate-900">{c.display_name}</p>
                  <p className="text-xs text-secondary">{c.name}</p>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </>
  );
}
