import { useEffect, useRef, useState } from "react";
import { Form, Link } from "react-router";
import type { FormConstraint } from "~/server/entities/entity.server";
import type { FinderQuery, FinderResult } from "~/server/models/fits.server";
import { FilterDrawer } from "./filter-drawer";
import { FitCard } from "./fit-card";
import { PrinterLink } from "./printer-link";
import { ProductImage } from "./product-image";

type Model = { name: string; model: string | null; slug: string };

/** The finder's address with some parameters changed (null removes one); the printer is kept. */
function finderHref(query: FinderQuery, printer: string, changes: Record<string, string | null>) {
  const params = new URLSearchParams({ printer });
  if (query.kind) params.set("kind", query.kind);
  for (const [k, v] of Object.entries(query.filters)) params.set(k, v);
  for (const [k, v] of Object.entries(changes)) {
    if (v === null) params.delete(k);
    else params.set(k, v);
  }
  return `/supplies?${params}`;
}

const chip =
  "inline-flex min-h-9 items-center gap-1 rounded-full border px-3 py-1 text-sm font-medium";
const chipOff = `${chip} border-slate-300 bg-white text-slate-800 hover:border-primary hover:text-primary`;
const chipOn = `${chip} border-primary bg-primary text-white`;

/**
 * The model field: a plain text field that submits with the form. Its datalist starts with the
 * printers that have supplies; with JavaScript it asks the server for the printers the typed text
 * names ("zd 421", "ZD421t") as one types.
 */
function ModelField({
  defaultValue,
  models,
  field,
}: {
  defaultValue: string;
  models: Model[];
  /** The box's required and maxLength, from the rule the finder reads the printer with. */
  field: FormConstraint;
}) {
  const [options, setOptions] = useState<Model[]>(models);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const asked = useRef<AbortController | null>(null);
  useEffect(() => () => clearTimeout(timer.current), []);
  const suggest = (text: string) => {
    clearTimeout(timer.current);
    if (text.trim().length < 2) return setOptions(models);
    timer.current = setTimeout(() => {
      asked.current?.abort();
      const controller = new AbortController();
      asked.current = controller;
      fetch(`/supplies/printers?q=${encodeURIComponent(text)}`, { signal: controller.signal })
        .then((r) => (r.ok ? r.json() : { printers: [] }))
        .then((d: { printers: Model[] }) => setOptions(d.printers.length ? d.printers : models))
        .catch(() => {});
    }, 150);
  };
  return (
    <>
      <input
        id="supplies-printer"
        name="printer"
        type="search"
        list="supplies-printer-models"
        autoComplete="off"
        {...field}
        defaultValue={defaultValue}
        placeholder="e.g. ZD421 or G500"
        onChange={(e) => suggest(e.currentTarget.value)}
        className="min-h-11 w-full min-w-0 flex-1 rounded-lg border border-slate-300 px-3 py-2 text-base"
      />
      <datalist id="supplies-printer-models" data-testid="printer-models">
        {options.map((m) => (
          <option key={m.slug} value={m.model ?? m.name}>
            {m.name}
          </option>
        ))}
      </datalist>
    </>
  );
}

function PrinterLinks({
  printers,
}: {
  printers: { name: string; slug: string; model: string | null; image: string | null }[];
}) {
  return (
    <ul
      className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3"
      data-testid="printer-choices"
    >
      {printers.map((p) => (
        <li key={p.slug} className="min-w-0">
          <PrinterLink
            to={`/supplies?printer=${encodeURIComponent(p.slug)}`}
            printer={p}
            size={40}
          />
        </li>
      ))}
    </ul>
  );
}

/** /supplies: type or choose a printer, then its ribbons, labels and parts, filtered by the fit facts. */
export function SupplyFinder({
  query,
  result,
  models,
  printerField,
}: {
  query: FinderQuery;
  result: FinderResult;
  models: Model[];
  printerField: FormConstraint;
}) {
  const printer = result.state === "printer" ? result.printer : null;
  return (
    <div className="mt-4">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">
        {printer ? `Supplies for the ${printer.name}` : "Find supplies for your printer"}
      </h1>
      {/* Once a printer is found a phone shows its supplies sooner; the field still says what to type. */}
      <p className={`mt-2 max-w-3xl text-secondary ${printer ? "hidden sm:block" : ""}`}>
        Type your printer&apos;s model as it is printed on its label (ZD421, G500, TE244…) to see
        the ribbons, labels and print heads that fit it.
      </p>
      <Form
        method="get"
        action="/supplies"
        className="mt-4 flex max-w-2xl flex-wrap gap-2"
        role="search"
        aria-label="Find supplies by printer model"
      >
        <label htmlFor="supplies-printer" className="sr-only">
          Printer model
        </label>
        <ModelField
          key={query.printer}
          defaultValue={printer?.model ?? query.printer}
          models={models}
          field={printerField}
        />
        <button
          type="submit"
          className="min-h-11 rounded-lg bg-primary px-5 py-2 font-semibold text-white hover:bg-primary/90"
        >
          Find supplies
        </button>
      </Form>

      {result.state === "start" ? (
        <section className="mt-8" aria-labelledby="choose-title">
          <h2 id="choose-title" className="text-xl font-semibold text-slate-900">
            Or choose your printer
          </h2>
          <PrinterLinks printers={result.printers} />
        </section>
      ) : null}

      {result.state === "choose" ? (
        <section className="mt-8" aria-labelledby="choose-title">
          <h2 id="choose-title" className="text-xl font-semibold text-slate-900">
            Several printers match &ldquo;{query.printer}&rdquo;: choose yours
          </h2>
          <PrinterLinks printers={result.printers} />
        </section>
      ) : null}

      {result.state === "none" ? (
        <section className="mt-8" aria-labelledby="none-title" role="status">
          <h2 id="none-title" className="text-xl font-semibold text-slate-900">
            No printer matches &ldquo;{query.printer}&rdquo;
          </h2>
          <p className="mt-1 text-secondary">
            Check the model on the label at the back of the printer, or{" "}
            <Link to="/contact" className="font-semibold text-primary underline">
              ask us
            </Link>
            : we can match ribbons and labels to any printer.
          </p>
          {result.printers.length ? <PrinterLinks printers={result.printers} /> : null}
        </section>
      ) : null}

      {result.state === "printer" ? <PrinterSupplies query={query} result={result} /> : null}
    </div>
  );
}

function PrinterSupplies({
  query,
  result,
}: {
  query: FinderQuery;
  result: Extract<FinderResult, { state: "printer" }>;
}) {
  const { printer } = result;
  const href = (changes: Record<string, string | null>) => finderHref(query, printer.slug, changes);
  const filtered = Object.keys(query.filters).length > 0;
  const shownCount = result.groups.reduce((n, g) => n + g.items.length, 0);
  return (
    <div className="mt-4 grid gap-4 lg:mt-6 lg:grid-cols-[18rem_minmax(0,1fr)] lg:gap-8">
      <aside className="min-w-0" aria-label="Filters">
        <div className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-3">
          <span className="h-14 w-14 shrink-0 overflow-hidden rounded bg-slate-50">
            <ProductImage
              src={printer.image}
              alt=""
              width={112}
              height={112}
              sizes="56px"
              className="h-full w-full object-contain"
            />
          </span>
          <p className="min-w-0 text-sm break-words">
            <Link to={`/products/${printer.slug}`} className="font-semibold text-primary underline">
              {printer.name}
            </Link>
            {printer.model ? (
              <span className="block text-secondary">Model: {printer.model}</span>
            ) : null}
          </p>
        </div>
        {/* On a phone the kinds and fit facts fold into the drawer under the count, so the first
            card is on the first screen; from 1024 px they show open beside the results. */}
        <FilterDrawer key={href({})} total={shownCount} noun="product">
          <nav className="mt-2 lg:mt-4" aria-label="Kind">
            <h2 className="text-sm font-semibold uppercase tracking-wide text-secondary">Show</h2>
            <ul className="mt-2 flex flex-wrap gap-2">
              <li>
                <Link
                  to={href({ kind: null })}
                  className={query.kind ? chipOff : chipOn}
                  aria-current={query.kind ? undefined : "page"}
                >
                  All ({result.total})
                </Link>
              </li>
              {result.kinds.map((k) => (
                <li key={k.kind}>
                  <Link
                    to={href({ kind: k.kind })}
                    className={query.kind === k.kind ? chipOn : chipOff}
                    aria-current={query.kind === k.kind ? "page" : undefined}
                  >
                    {k.label} ({k.count})
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          {result.facets.map((f) => (
            <section key={f.param} className="mt-4" aria-labelledby={`facet-${f.param}`}>
              <h2
                id={`facet-${f.param}`}
                className="text-sm font-semibold uppercase tracking-wide text-secondary"
              >
                {f.label}
              </h2>
              <ul className="mt-2 flex flex-wrap gap-2">
                {f.values.map((v) => {
                  const on = query.filters[f.param] === v.value;
                  return (
                    <li key={v.value}>
                      <Link
                        to={href({ [f.param]: on ? null : v.value })}
                        className={on ? chipOn : chipOff}
                        aria-current={on ? "true" : undefined}
                        rel="nofollow"
                      >
                        {v.label} <span className={on ? "" : "text-secondary"}>({v.count})</span>
                        {on ? <span aria-label="remove">×</span> : null}
                      </Link>
                    </li>
                  );
                })}
              </ul>
            </section>
          ))}
          {filtered ? (
            <p className="mt-4">
              <Link
                to={`/supplies?printer=${encodeURIComponent(printer.slug)}${query.kind ? `&kind=${query.kind}` : ""}`}
                className="inline-flex min-h-6 items-center font-semibold text-primary underline"
              >
                Clear filters
              </Link>
            </p>
          ) : null}
        </FilterDrawer>
      </aside>
      <div className="min-w-0" data-testid="finder-results">
        <p className="text-sm text-secondary" role="status">
          {shownCount} {shownCount === 1 ? "product fits" : "products fit"}
          {filtered ? " with these filters" : ""}.
        </p>
        {shownCount === 0 ? (
          <p className="mt-4 rounded-lg bg-slate-50 p-4 text-slate-700">
            Nothing that fits this printer matches these filters.{" "}
            <Link
              to={`/supplies?printer=${encodeURIComponent(printer.slug)}`}
              className="font-semibold text-primary underline"
            >
              Show everything that fits
            </Link>
          </p>
        ) : null}
        {result.groups.map((g) => (
          <section key={g.kind} className="mt-6 first:mt-2" aria-labelledby={`group-${g.kind}`}>
            <h2 id={`group-${g.kind}`} className="text-xl font-semibold text-slate-900">
              {g.label}{" "}
              <span className="text-sm font-normal text-secondary">({g.items.length})</span>
            </h2>
            <ul className="mt-3 grid gap-3 md:grid-cols-2" data-testid={`finder-group-${g.kind}`}>
              {g.items.map((p) => (
                <li key={p.id} className="min-w-0">
                  <FitCard product={p} headingLevel={3} />
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
}
