import { data, Link } from "react-router";
import { Breadcrumb } from "~/components/breadcrumb";
import { redirectIfMoved } from "~/server/models/redirects.server";
import type { Route } from "./+types/product";
import { NotFoundPage } from "~/components/not-found-page";
import { ProductCard } from "~/components/product-card";
import { ProductGallery } from "~/components/product-gallery";
import { productPictures } from "~/lib/gallery";
import { ProductFits } from "~/components/product-fits";
import { fitJsonLd } from "~/lib/fits";
import { fitsForPage } from "~/server/models/fits.server";
import { QuoteAddForm } from "~/components/quote-add-form";
import { CompareToggle } from "~/components/compare-selection";
import { PRODUCT_ACTIONS_CLASS, ProductActionBar } from "~/components/product-action-bar";
import { WhatsAppIcon } from "~/components/whatsapp-icon";
import { hasComparableSpecifications } from "~/lib/compare";
import { fitKindOfCategory, isSupplyKind } from "~/lib/fits";
import { ShareButton } from "~/components/share-button";
import { ProductDownloads, ProductTrust } from "~/components/product-trust";
import { toDriverView } from "~/lib/driver-view";
import { driversForProduct } from "~/server/models/driver-catalogue.server";
import { SpecTable } from "~/components/spec-table";
import { assetUrl } from "~/lib/asset-url";
import { categoryHref } from "~/lib/categories";
import { priceLine } from "~/lib/price";
import { productQuestionMessage, whatsappLink } from "~/lib/whatsapp";
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
import { formConstraintsOf } from "~/server/entities/entity.server";
import { addToQuoteInput } from "~/server/quotes/inputs.server";
import {
  getProductBySlug,
  isPublicProduct,
  listRelatedProducts,
} from "~/server/models/products.server";
import { shownPicture, withShownPictures } from "~/server/files/picture-presence.server";

/** Up to 4 random related products of the same category. */
const RELATED_COUNT = 4;
/** The Downloads block lists this many drivers, then links to the rest in the download centre. */
const PRODUCT_DRIVERS = 3;
/** Related product descriptions are cut at 100 characters. */
const RELATED_EXCERPT = 100;

/** The "Get a quote" quantity box, held to the basket's rule for an added line. */
const QUANTITY = formConstraintsOf(addToQuoteInput).quantity;

export function loader({ request, params }: Route.LoaderArgs) {
  const product = getProductBySlug(params.slug);
  // Inactive products stay in the admin but are not public: the same 404 as an unknown slug.
  if (!product || !isPublicProduct(product)) {
    redirectIfMoved(request);
    return data(
      {
        product: null,
        related: [],
        drivers: [],
        siteUrl: env.SITE_URL,
        whatsappNumber: env.WHATSAPP_NUMBER,
      },
      { status: 404 },
    );
  }
  const related = listRelatedProducts(product.category, product.slug, RELATED_COUNT).map(
    ({
      id,
      name,
      slug,
      image,
      in_stock,
      category,
      category_display_name,
      description,
      brand,
      price,
      price_on_request,
      specifications,
    }) => ({
      brand,
      price,
      price_on_request,
      specifications,
      id,
      name,
      slug,
      image: shownPicture(image),
      in_stock,
      category,
      category_display_name,
      description,
    }),
  );
  // The drivers that name this product's brand or model, for its Downloads block; a ribbon, label
  // or part takes no driver, so its page offers none.
  const supply = isSupplyKind(fitKindOfCategory(product.category));
  const drivers = supply ? null : driversForProduct(product, PRODUCT_DRIVERS).map(toDriverView);
  return data({
    product: withShownPictures(product),
    related,
    drivers,
    fits: fitsForPage(product),
    siteUrl: env.SITE_URL,
    whatsappNumber: env.WHATSAPP_NUMBER,
    quantity: QUANTITY,
  });
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
      // A supply names the printers it serves (isConsumableFor / isAccessoryOrSparePartFor).
      productJsonLd(product, siteUrl, fitJsonLd(loaderData.fits, siteUrl)),
      breadcrumbJsonLd(siteUrl, [
        { name: "Home", path: "/" },
        {
          name: product.category_display_name ?? product.category,
          path: categoryHref(product.category_display_name ?? product.category),
        },
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
  const { product, related, drivers, siteUrl, whatsappNumber } = loaderData;
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
  const categoryName = product.category_display_name ?? product.category;
  const quoteForm = `quote-add-${product.id}`;
  const chat = whatsappLink(whatsappNumber, productQuestionMessage(product, pageUrl));
  const h2 = "text-xl font-bold text-slate-900";
  const whatsapp =
    "inline-flex items-center justify-center gap-2 rounded-lg bg-green-700 px-5 py-3 font-semibold text-white hover:bg-green-800";

  return (
    // The main names the timeline its phone bar follows (app.css).
    <main id="main" className="product-main mx-auto max-w-7xl px-4 pt-4 pb-8 sm:pt-8">
      <Breadcrumb
        items={[
          { label: "Home", to: "/" },
          { label: categoryName, to: categoryHref(categoryName) },
          { label: product.name },
        ]}
      />

      {/* What decides first: picture, name, model, brand, stock, price, the actions. */}
      <div className="mt-4 grid gap-6 sm:mt-6 lg:grid-cols-2 lg:gap-10">
        <ProductGallery
          key={product.slug}
          pictures={productPictures(product)}
          name={product.name}
        />

        <div>
          <h1 className="text-2xl font-bold leading-tight text-slate-900 sm:text-3xl">
            {product.name}
          </h1>
          <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-secondary">
            {product.model ? (
              <span>
                Model: <span className="font-medium text-slate-800">{product.model}</span>
              </span>
            ) : null}
            {product.brand ? (
              <span>
                Brand: <span className="font-medium text-slate-800">{product.brand}</span>
              </span>
            ) : null}
            <span
              className={
                product.in_stock ? "font-semibold text-green-700" : "font-semibold text-red-700"
              }
            >
              {product.in_stock ? "In Stock" : "Out of Stock"}
            </span>
          </p>
          <p className="mt-2 text-lg font-bold text-slate-900" data-testid="price-line">
            {priceLine(product)}
          </p>

          {/* "Get a quote" puts the product, with its quantity, in the one quote basket; the chat
              carries the product for a quick question. */}
          <div className={`${PRODUCT_ACTIONS_CLASS} mt-4`} data-testid="product-actions">
            <QuoteAddForm
              productId={product.id}
              productName={product.name}
              primary
              formId={quoteForm}
              quantity={loaderData.quantity}
            />
            <div className="mt-3 flex flex-wrap items-start gap-3">
              <a href={chat} target="_blank" rel="noopener noreferrer" className={whatsapp}>
                <WhatsAppIcon />
                WhatsApp
              </a>
              <ShareButton url={pageUrl} title={product.name} />
            </div>
          </div>

          <ProductTrust warranty={product.warranty} brand={product.brand} className="mt-4" />

          {hasComparableSpecifications(product.specifications) ? (
            <CompareToggle slug={product.slug} name={product.name} className="mt-3" />
          ) : null}
          {fitKindOfCategory(product.category) === "printer" ? (
            <p className="mt-3 text-sm">
              <a
                href={`/service?printer=${encodeURIComponent(product.slug)}`}
                className="font-semibold text-primary underline"
              >
                Book a repair for this printer
              </a>
            </p>
          ) : null}

          {drivers !== null || product.pdf ? (
            <ProductDownloads
              datasheet={product.pdf ? assetUrl(product.pdf) : null}
              drivers={drivers}
              moreHref={
                product.brand ? `/drivers?q=${encodeURIComponent(product.brand)}` : "/drivers"
              }
              className="mt-6"
            />
          ) : null}

          <Link
            to={`/products?category=${encodeURIComponent(product.category)}`}
            data-testid="product-category"
            className="mt-4 inline-block rounded-full bg-blue-50 px-3 py-1 text-sm font-semibold text-blue-800 hover:bg-blue-100"
          >
            {categoryName}
          </Link>

          <section className="mt-6" aria-labelledby="overview-title">
            <h2 id="overview-title" className={h2}>
              Overview
            </h2>
            <p className="mt-2 text-slate-700">{product.short_description}</p>
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
        </div>
      </div>

      <div className="mt-10 grid gap-10 lg:grid-cols-2">
        <section aria-labelledby="specs-title" className="min-w-0">
          <h2 id="specs-title" className={`${h2} mb-4`}>
            Product Specifications
          </h2>
          <SpecTable rows={rows} showHeader={showSpecHeader(product.category)} />
        </section>

        <section aria-labelledby="description-title">
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
      </div>

      <ProductFits
        fits={"fits" in loaderData ? loaderData.fits : null}
        productName={product.name}
      />

      {related.length > 0 ? (
        <section className="mt-16" aria-labelledby="related-title">
          <h2 id="related-title" className="text-2xl font-bold text-slate-900">
            Related Products
          </h2>
          <ul
            className="mt-6 grid grid-cols-2 gap-3 sm:gap-6 lg:grid-cols-4"
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

      <ProductActionBar productId={product.id} formId={quoteForm} chatHref={chat} />
    </main>
  );
}
