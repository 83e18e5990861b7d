import { data, Form, Link } from "react-router";
import { PageHeader } from "~/components/admin/admin-shell";
import { normaliseQuery, searchHref, searchKey } from "~/lib/search-query";
import { requireAdmin } from "~/server/auth/auth.server";
import { redirectWithFlash } from "~/server/http/flash.server";
import { formText, readForm } from "~/server/http/body.server";
import { parseId } from "~/server/http/responses.server";
import { formConstraintsOf } from "~/server/entities/entity.server";
import {
  addPin,
  deletePin,
  listPins,
  movePin,
  pinSearchInput,
} from "~/server/models/search-pins.server";
import { searchProductList } from "~/server/search/engine.server";
import type { Route } from "./+types/search-pins";
import { plainInput } from "~/components/admin/detail";

/** The search inputs' required and maxLength, read from the rule the server checks with. */
const FIELDS = formConstraintsOf(pinSearchInput);

/** Products offered to pin at most. */
const FIND_LIMIT = 20;

/**
 * Admin → Search → Pin a product: for one search (`?q=`), the products pinned first, in order (move
 * up, move down, remove), and a product finder (`?find=`, the site's own search) with "Pin" beside
 * each product found.
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const params = new URL(request.url).searchParams;
  const asked = { q: params.get("q") ?? "", find: params.get("find") ?? undefined };
  const parsed = pinSearchInput.safeParse(asked);
  // No search chosen yet is the start page; one chosen that breaks a rule is told, like a post.
  const error = !parsed.success && asked.q.trim() !== "" ? parsed.error.issues[0].message : null;
  const query = parsed.success ? searchKey(parsed.data.q) : "";
  const find = normaliseQuery(parsed.data?.find ?? query);
  const pins = query ? listPins(query) : [];
  const pinned = new Set(pins.map((p) => p.product_id));
  return data(
    {
      fields: FIELDS,
      error,
      query,
      find,
      pins: pins.map(({ id, product_id, name, model, status }) => ({
        id,
        product_id,
        name,
        model,
        active: status === "active",
      })),
      found: query
        ? searchProductList(find, FIND_LIMIT)
            .filter((p) => !pinned.has(p.id))
            .map(({ id, name, model, category_display_name }) => ({
              id,
              name,
              model,
              category_display_name,
            }))
        : [],
    },
    { status: error ? 400 : 200 },
  );
}

export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request);
  const form = await readForm(request);
  const text = (name: string) => formText(form, name);
  const checked = pinSearchInput.shape.q.safeParse(text("q"));
  if (!checked.success) return data({ error: checked.error.issues[0].message }, { status: 400 });
  const query = searchKey(checked.data);
  const back = `/admin/search/pins?${new URLSearchParams({ q: query })}`;
  const intent = text("intent");
  if (intent === "pin") {
    const productId = parseId(text("product_id"));
    const result = productId === null ? null : addPin(query, productId);
    if (!result || !result.ok)
      return data({ error: result?.error ?? "Choose a product to pin" }, { status: 400 });
    return redirectWithFlash(back, { type: "success", message: `Pinned for "${query}"` });
  }
  const id = parseId(text("id"));
  if (id === null) return data({ error: "That pin no longer exists" }, { status: 404 });
  if (intent === "up" || intent === "down") {
    if (!movePin(id, intent === "up" ? -1 : 1))
      return data({ error: "That pin no longer exists" }, { status: 404 });
    return redirectWithFlash(back, { type: "success", message: "Order saved" });
  }
  if (intent === "remove") {
    if (!deletePin(id)) return data({ error: "That pin no longer exists" }, { status: 404 });
    return redirectWithFlash(back, { type: "success", message: "Pin removed" });
  }
  return data({ error: "Unknown action" }, { status: 400 });
}

export function meta() {
  return [{ title: "Pin a product | Search | Admin Panel" }];
}

const smallButton =
  "rounded-md border border-slate-300 px-2.5 py-1 text-xs font-medium text-slate-700 hover:bg-slate-50 disabled:opacity-40";

export default function AdminSearchPins({ loaderData, actionData }: Route.ComponentProps) {
  const { fields, query, find, pins, found } = loaderData;
  const error = actionData && "error" in actionData ? actionData.error : loaderData.error;
  const hidden = <input type="hidden" name="q" value={query} />;
  return (
    <>
      <PageHeader
        title={query ? `Pinned for “${query}”` : "Pin a product"}
        description="Pinned products come first, in this order, when buyers search for exactly this."
        actions={
          <Link
            to="/admin/search"
            className="rounded-md border border-slate-300 px-4 py-2 text-sm text-slate-700 hover:bg-slate-50"
          >
            Back to Search
          </Link>
        }
      />
      {error ? (
        <p role="alert" className="mb-4 rounded-md bg-red-50 px-4 py-3 text-sm text-red-800">
          {error}
        </p>
      ) : null}
      <Form
        method="get"
        className="mb-6 grid gap-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:grid-cols-[1fr_1fr_auto] sm:items-end"
      >
        <label className="block text-sm font-medium text-slate-700">
          Search buyers type
          <input name="q" {...fields.q} defaultValue={query} className={plainInput} />
        </label>
        <label className="block text-sm font-medium text-slate-700">
          Find a product to pin
          <input
            name="find"
            {...fields.find}
            defaultValue={find}
            placeholder="name or model"
            className={plainInput}
          />
        </label>
        <button
          type="submit"
          className="rounded-md bg-primary px-4 py-2 text-sm font-semibold text-white hover:opacity-90"
        >
          Find products
        </button>
      </Form>

      {query ? (
        <>
          <section aria-labelledby="pinned-title" className="mb-8">
            <h2 id="pinned-title" className="mb-3 text-lg font-semibold text-slate-900">
              Pinned, in order
            </h2>
            {pins.length === 0 ? (
              <p className="text-sm text-secondary">Nothing pinned for this search yet.</p>
            ) : (
              <ol className="space-y-2" data-testid="pins">
                {pins.map((p, i) => (
                  <li
                    key={p.id}
                    className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-slate-200 bg-white px-4 py-2 text-sm shadow-sm"
                  >
                    <span>
                      {i + 1}. <span className="font-medium">{p.name}</span>
                      {p.model ? <span className="text-secondary"> · {p.model}</span> : null}
                      {p.active ? null : (
                        <span className="text-amber-700"> (inactive: hidden)</span>
                      )}
                    </span>
                    <Form method="post" className="flex gap-2">
                      {hidden}
                      <input type="hidden" name="id" value={p.id} />
                      <button
                        type="submit"
                        name="intent"
                        value="up"
                        disabled={i === 0}
                        className={smallButton}
                        aria-label={`Move ${p.name} up`}
                      >
                        Up
                      </button>
                      <button
                        type="submit"
                        name="intent"
                        value="down"
                        disabled={i === pins.length - 1}
                        className={smallButton}
                        aria-label={`Move ${p.name} down`}
                      >
                        Down
                      </button>
                      <button
                        type="submit"
                        name="intent"
                        value="remove"
                        className="rounded-md border border-red-200 px-2.5 py-1 text-xs font-medium text-red-700 hover:bg-red-50"
                        aria-label={`Remove ${p.name}`}
                      >
                        Remove
                      </button>
                    </Form>
                  </li>
                ))}
              </ol>
            )}
            <p className="mt-2 text-sm">
              <a href={searchHref(query)} className="text-primary hover:underline">
                See this search on the site
              </a>
            </p>
          </section>
          <section aria-labelledby="found-title">
            <h2 id="found-title" className="mb-3 text-lg font-semibold text-slate-900">
              Products found for &ldquo;{find}&rdquo;
            </h2>
            {found.length === 0 ? (
              <p className="text-sm text-secondary">
                No products found: try a name, a model or a brand.
              </p>
            ) : (
              <ul className="space-y-2" data-testid="pin-candidates">
                {found.map((p) => (
                  <li
                    key={p.id}
                    className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-slate-200 bg-white px-4 py-2 text-sm shadow-sm"
                  >
                    <span>
                      <span className="font-medium">{p.name}</span>
                      <span className="text-secondary">
                        {p.model ? ` · ${p.model}` : ""} · {p.category_display_name}
                      </span>
                    </span>
                    <Form method="post">
                      {hidden}
                      <input type="hidden" name="product_id" value={p.id} />
                      <button
                        type="submit"
                        name="intent"
                        value="pin"
                        className="rounded-md bg-primary px-3 py-1 text-xs font-semibold text-white hover:opacity-90"
                        aria-label={`Pin ${p.name}`}
                      >
                        Pin
                      </button>
                    </Form>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      ) : null}
    </>
  );
}
