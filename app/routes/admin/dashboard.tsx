import { Link } from "react-router";
import { ButtonLink, PageHeader } from "~/components/admin/admin-shell";
import { Thumb } from "~/components/admin/data-table";
import { requireAdmin } from "~/server/auth/auth.server";
import { countBrands } from "~/server/models/brands.server";
import { listCategories } from "~/server/models/categories.server";
import { countProducts, listProducts } from "~/server/models/products.server";
import { attentionTiles } from "~/server/admin/dashboard-tiles.server";
import { ServiceTiles } from "~/components/admin/service-tiles";
import { serviceFigures } from "~/server/service/queue.server";
import type { Route } from "./+types/dashboard";
import { QuotePipelineTiles } from "~/components/admin/quote-pipeline-tiles";
import { quotePipeline } from "~/server/quotes/pipeline.server";
import { shownPicture } from "~/server/files/picture-presence.server";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const recentProducts = listProducts({ sort: "newest", perPage: 5 }).items;
  const categories = listCategories();
  return {
    // What needs doing first, each a number that opens the list showing exactly those items.
    attention: attentionTiles(),
    quotes: quotePipeline(),
    cards: {
      products: countProducts(),
      active: countProducts({ status: "active" }),
      categories: categories.length,
      brands: countBrands(),
    },
    service: serviceFigures(),
    recentProducts: recentProducts.map((p) => ({
      id: p.id,
      name: p.name,
      image: shownPicture(p.image),
      category: p.category_display_name ?? p.category,
      status: p.status,
    })),
    recentCategories: categories.slice(0, 5).map((c) => ({
      id: c.id,
      name: c.name,
      display_name: c.display_name,
    })),
    categoryCount: categories.length,
  };
}

export function meta() {
  return [{ title: "Dashboard | Admin Panel" }];
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { cards, attention } = loaderData;
  // Each tile names what it counts and opens that list.
  const items = [
    {
      key: "products",
      label: "Products",
      value: cards.products,
      to: "/admin/products",
      note: "All products, active and inactive",
    },
    {
      key: "active",
      label: "On the site",
      value: cards.active,
      to: "/admin/products?status=active",
      note: "Active products visitors see",
    },
    {
      key: "categories",
      label: "Categories",
      value: cards.categories,
      to: "/admin/categories",
      note: "All categories",
    },
    {
      key: "brands",
      label: "Brands",
      value: cards.brands,
      to: "/admin/brands",
      note: "All brands",
    },
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
            <Link
              to="/admin/history"
              className="rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-700 hover:border-primary hover:text-primary"
            >
              History
            </Link>
          </>
        }
      />
      <section aria-labelledby="needs-attention" className="mb-8">
        <h2 id="needs-attention" className="mb-3 text-lg font-semibold text-slate-900">
          Needs attention
        </h2>
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5">
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
      <QuotePipelineTiles pipeline={loaderData.quotes} />
      <ServiceTiles figures={loaderData.service} />
      <h2 className="mb-3 text-lg font-semibold text-slate-900">Catalogue</h2>
      <ul className="grid grid-cols-2 gap-4 xl:grid-cols-4">
        {items.map((c) => (
          <li key={c.key}>
            <Link
              to={c.to}
              data-testid={`card-${c.key}`}
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
          <p className="text-xs text-secondary">
            The latest {loaderData.recentCategories.length} of {loaderData.categoryCount}
          </p>
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
