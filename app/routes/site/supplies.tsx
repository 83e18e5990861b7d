import type { Route } from "./+types/supplies";
import { Breadcrumb } from "~/components/breadcrumb";
import { SupplyFinder } from "~/components/supply-finder";
import { pageMeta, pageTitle } from "~/lib/seo";
import { env } from "~/server/env.server";
import { formConstraintsOf } from "~/server/entities/entity.server";
import {
  finderPrinterInput,
  parseFinderQuery,
  printersWithSupplies,
  supplyFinder,
} from "~/server/models/fits.server";

/** The model box, held to the rule the finder reads the printer with. */
const PRINTER_FIELD = formConstraintsOf(finderPrinterInput).printer;

/**
 * /supplies?printer=&kind=&width=&core=&ink=&type=&size=&material=&method=&dpi=: the supplies
 * finder. The whole state is in the URL: a typed model (any spelling), the kind and the fit facts to
 * filter by, so it works without JavaScript and a link can be shared.
 */
export function loader({ request }: Route.LoaderArgs) {
  const query = parseFinderQuery(new URL(request.url).searchParams);
  return {
    query,
    result: supplyFinder(query),
    // The model field's choices before anything is typed (the script narrows them as one types).
    models: printersWithSupplies().map(({ name, model, slug }) => ({ name, model, slug })),
    printerField: PRINTER_FIELD,
    siteUrl: env.SITE_URL,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const result = loaderData?.result;
  const printer = result?.state === "printer" ? result.printer : null;
  const filtered =
    !!loaderData && (Object.keys(loaderData.query.filters).length > 0 || !!loaderData.query.kind);
  return pageMeta({
    siteUrl: loaderData?.siteUrl ?? "",
    path: printer ? `/supplies?printer=${encodeURIComponent(printer.slug)}` : "/supplies",
    title: pageTitle(
      printer
        ? `Ribbons, labels and parts for the ${printer.name}`
        : "Supplies finder: ribbons, labels and print heads",
    ),
    description: printer
      ? `Ribbons, labels, print heads and parts that fit the ${printer.name}, with sizes, cores and prices.`
      : "Type your printer model and see the ribbons, labels and print heads that fit it, with sizes, cores and prices.",
    // One page a printer is worth indexing; its filtered views are not.
    robots:
      filtered || result?.state === "none" || result?.state === "choose"
        ? "noindex, follow"
        : "index, follow",
  });
}

export default function SuppliesPage({ loaderData }: Route.ComponentProps) {
  const { query, result, models, printerField } = loaderData;
  return (
    <main id="main" className="mx-auto max-w-7xl px-4 py-10">
      <Breadcrumb items={[{ label: "Home", to: "/" }, { label: "Supplies finder" }]} />
      <SupplyFinder query={query} result={result} models={models} printerField={printerField} />
    </main>
  );
}
