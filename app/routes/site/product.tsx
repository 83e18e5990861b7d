import { data, Link } from "react-router";
import { Breadcrumb } from "~/components/breadcrumb";
import type { Route } from "./+types/product";
import { NotFoundPage } from "~/components/not-found-page";
import { ProductCard } from "~/components/product-card";
import { ProductImage } from "~/components/product-image";
import { ShareButton } from "~/components/share-button";
import { SpecTable } from "~/components/spec-table";
import { assetUrl } from "~/lib/asset-url";
import {
  absoluteUrl,
  breadcrumbJsonLd,
  notFoundMeta,
  pageMeta,
  pageTitle,
  productJsonLd,
} from "~/lib/seo";
import { parseSpecifications, showSpecHeader } from "~/lib/spec-table";
import { env } from "~/server/env.server";
import { getProductBySlug, listRelatedProducts } from "~/server/models/products.server";

/** SPEC 9: up to 4 random related products of the same category. */
const RELATED_COUNT = 4;
/** SPEC 9: related product descriptions are cut at 100 characters. */
const RELATED_EXCERPT = 100;

export function loader({ params }: Route.LoaderArgs) {
  const product = getProductBySlug(params.slug);
  // Inactive products stay in the admin but are not public: the same 404 as an unknown slug.
  if (!product || product.status !== "active") {
    return data({ product: null, related: [], siteUrl: env.SITE_URL }, { status: 404 });
  }
  const related = listRelatedProducts(product.category, product.slug, RELATED_COUNT).map(
    ({ id, name, slug, image, in_stock, category, category_display_name, description }) => ({
      id,
      name,
      slug,
      image,
      in_stock,
      category,
      category_display_name,
      description,
    }),
  );
  return data({ product, related, siteUrl: env.SITE_URL });
}

const NOT_FOUND_TITLE = "Product Not Found";
const NOT_FOUND_TEXT = "The product you're looking for doesn't exist or has been removed.";

export function meta({ loaderData }: Route.MetaArgs) {
  const product = loaderData?.product;
  if (!loaderData || !product) return notFoundMeta(NOT_FOUND_TITLE, NOT_FOUND_TEXT);
  const { siteUrl } = loaderData;
  const path = `/products/${product.slug}`;
  return pageMeta({
    siteUrl,
    path,
    title: product.meta_title?.trim() || pageTitle(product.name),
    description: product.meta_description?.trim() || product.short_description,
    keywords: product.meta_keywords,
    image: product.image || undefined,
    type: "product",
    robots: "index, follow",
    jsonLd: [
      productJsonLd(product, siteUrl),
      breadcrumbJsonLd(siteUrl, [
        { name: "Home", path: "/" },
        { name: "Products", path: "/products" },
        { name: product.name, path },
      ]),
    ],
  });
}

function lines(text: string | null | undefined): string[] {
  return (text ?? "")
    .split(/\r?\n/)
    .map((l) => l.replace(/^\s*[-*•✓]\s*/, "").trim())
    .filter(Boolean);
}

function paragraphs(text: string): string[] {
  const blocks = text.split(/\r?\n\s*\r?\n/).map((p) => p.trim());
  return blocks.filter(Boolean);
}

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const { product, related, siteUrl } = loaderData;
  if (!product) {
    return (
      <NotFoundPage
        title={NOT_FOUND_TITLE}
        message={NOT_FOUND_TEXT}
        backTo="/products"
        backLabel="Back to Products"
      />
    );
  }
  const rows = parseSpecifications(product.specifications);
  const features = lines(product.features);
  const description = product.description?.trim();
  const pageUrl = absoluteUrl(siteUrl, `/products/${product.slug}`);
  const h2 = "text-xl font-bold text-slate-900";

  return (
    <main id="main" className="mx-auto max-w-7xl px-4 py-8">
      <Breadcrumb
        items={[
          { label: "Home", to: "/" },
          { label: "Products", to: "/products" },
          { label: product.name },
        ]}
      />

      <div className="mt-6 grid gap-10 lg:grid-cols-2">
        <div className="space-y-8">
          <div className="overflow-hidden rounded-xl border border-slate-200 bg-white">
            <ProductImage
              src={product.image}
              alt={product.name}
              eager
              width={800}
              height={600}
              sizes="(min-width: 1280px) 600px, (min-width: 1024px) 50vw, 100vw"
              className="aspect-[4/3] w-full object-contain p-6"
            />
          </div>
          <section aria-labelledby="specs-title">
            <h2 id="specs-title" className={`${h2} mb-4`}>
              Product Specifications
            </h2>
            <SpecTable rows={rows} showHeader={showSpecHeader(product.category)} />
          </section>
        </div>

        <div>
          <Link
            to={`/products?category=${encodeURIComponent(product.category)}`}
            className="inline-block rounded-full bg-blue-50 px-3 py-1 text-sm font-semibold text-blue-800 hover:bg-blue-100"
          >
            {product.category_display_name ?? product.category}
          </Link>
          <h1 className="mt-3 text-3xl font-bold leading-tight text-slate-900">{product.name}</h1>
          {product.model ? (
            <p className="mt-2 text-secondary">
              Model: <span className="font-medium text-slate-800">{product.model}</span>
            </p>
          ) : null}
          <p className="mt-2 text-sm">
            {product.in_stock ? (
              <span className="font-semibold text-green-700">In Stock</span>
            ) : (
              <span className="font-semibold text-red-700">Out of Stock</span>
            )}
            {product.brand ? (
              <span className="text-secondary"> · Brand: {product.brand}</span>
            ) : null}
          </p>

          <section className="mt-6" aria-labelledby="overview-title">
            <h2 id="overview-title" className={h2}>
              Overview
            </h2>
            <p className="mt-2 text-slate-700">{product.short_description}</p>
          </section>

          <section className="mt-6" aria-labelledby="description-title">
            <h2 id="description-title" className={h2}>
              Product Description
            </h2>
            {description ? (
              paragraphs(description).map((p, i) => (
                <p key={i} className="mt-2 whitespace-pre-line text-slate-700">
                  {p}
                </p>
              ))
            ) : (
              <p className="mt-2 text-secondary">
                No detailed description available for this product.
              </p>
            )}
          </section>

          {features.length > 0 ? (
            <section className="mt-6" aria-labelledby="features-title">
              <h2 id="features-title" className={h2}>
                Key Features
              </h2>
              <ul className="mt-3 space-y-2">
                {features.map((f, i) => (
                  <li key={i} className="flex gap-3 text-slate-700">
                    <span aria-hidden="true" className="font-bold text-green-600">
                      ✓
                    </span>
                    <span>{f}</span>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}

          <div className="mt-8 flex flex-wrap items-start gap-3">
            <Link
              to="/contact"
              className="inline-flex items-center rounded-lg bg-primary px-6 py-3 font-semibold text-white hover:bg-primary-dark"
            >
              Get Quote
            </Link>
            <ShareButton url={pageUrl} title={product.name} />
            {product.pdf ? (
              <a
                href={assetUrl(product.pdf)}
                className="inline-flex items-center rounded-lg border border-slate-300 bg-white px-5 py-3 font-semibold text-slate-800 hover:border-primary hover:text-primary"
              >
                Download Datasheet (PDF)
              </a>
            ) : null}
          </div>
        </div>
      </div>

      {related.length > 0 ? (
        <section className="mt-16" aria-labelledby="related-title">
          <h2 id="related-title" className="text-2xl font-bold text-slate-900">
            Related Products
          </h2>
          <ul
            className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4"
            data-testid="related-products"
          >
            {related.map((p) => (
              <li key={p.id}>
                <ProductCard
                  product={p}
                  showCategory
                  excerptLength={RELATED_EXCERPT}
                  imageFallback="printer-icon"
                />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </main>
  );
}
