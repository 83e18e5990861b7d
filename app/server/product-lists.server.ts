/**
 * The JSON product lists of /api/products and /api/products/category/{category}: by default every
 * row as one array (the contract clients rely on), or with ?page=&limit= one page of it, the paging
 * told in headers (X-Total-Count, X-Page, X-Per-Page, X-Page-Count, and Link rel="next"/"prev"). The
 * anonymous answers are kept serialised per content version (answer-cache.server.ts).
 */
import { cachedAnswer, jsonAnswer } from "./answer-cache.server";
import { jsonError } from "./http/responses.server";
import { countProducts, listAllProducts, listProducts } from "./models/products.server";
import { apiPageQuery } from "./validation/api-paging.server";
import { fieldErrors } from "./validation/fields.server";

const PER_PAGE = 100;

export function productListResponse(
  request: Request,
  options: { category: string | null; admin: boolean },
): Response {
  const url = new URL(request.url);
  const parsed = apiPageQuery.safeParse({
    page: url.searchParams.get("page") ?? undefined,
    limit: url.searchParams.get("limit") ?? undefined,
  });
  if (!parsed.success) {
    return jsonError(400, "Invalid query", { fields: fieldErrors(parsed.error) });
  }
  const paging =
    parsed.data.page === undefined && parsed.data.limit === undefined
      ? null
      : { page: parsed.data.page ?? 1, perPage: parsed.data.limit ?? PER_PAGE };
  const filter = {
    category: options.category ?? undefined,
    status: options.admin ? undefined : ("active" as const),
  };
  // A category that does not exist lists nothing (not every product).
  const unknown = options.category === "";
  const make = () => {
    if (!paging) return jsonAnswer(unknown ? [] : listAllProducts(filter));
    const total = unknown ? 0 : countProducts(filter);
    const pageCount = Math.ceil(total / paging.perPage);
    const items =
      paging.page <= pageCount
        ? listProducts({ ...filter, page: paging.page, perPage: paging.perPage }).items
        : [];
    const link = (page: number, rel: string) => {
      const target = new URLSearchParams({ page: String(page), limit: String(paging.perPage) });
      return `<${url.pathname}?${target}>; rel="${rel}"`;
    };
    const links = [
      paging.page < pageCount ? link(paging.page + 1, "next") : null,
      paging.page > 1 && paging.page <= pageCount ? link(paging.page - 1, "prev") : null,
    ].filter(Boolean);
    return jsonAnswer(items, {
      "X-Total-Count": String(total),
      "X-Page": String(paging.page),
      "X-Per-Page": String(paging.perPage),
      "X-Page-Count": String(pageCount),
      ...(links.length ? { Link: links.join(", ") } : {}),
    });
  };
  if (options.admin) {
    const answer = make();
    return new Response(answer.body, {
      headers: { ...answer.headers, "Cache-Control": "private, no-store" },
    });
  }
  // Keyed by the category found, not the URL's spelling of it.
  const key = `products\n${options.category ?? "*"}\n${paging ? `${paging.page}:${paging.perPage}` : "all"}`;
  return cachedAnswer(request, key, make);
}
