import { Link } from "react-router";
import { BusinessStats } from "~/components/business-stats";
import type { Route } from "./+types/about";
import { IndustriesStrip } from "~/components/industries-strip";
import { site } from "~/config/site";
import { pageMeta, pageTitle } from "~/lib/seo";
import { env } from "~/server/env.server";

export function loader() {
  return { siteUrl: env.SITE_URL };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return pageMeta({
    siteUrl: loaderData?.siteUrl ?? "",
    path: "/about",
    title: pageTitle("About Us"),
    description: `${site.name}: barcode printers, labels, ribbons, scanners and RFID since ${site.since}, with ${site.customers} customers in ${site.cities} cities.`,
  });
}

export default function About() {
  return (
    <main id="main">
      <section className="bg-gradient-to-br from-primary to-blue-900 text-white">
        <div className="mx-auto max-w-7xl px-4 py-14">
          <h1 className="text-4xl font-bold">About {site.name}</h1>
          <p className="mt-4 max-w-2xl text-lg text-blue-50">
            Helping Indian businesses print, label and track since {site.since}.
          </p>
          <BusinessStats long className="mt-10 max-w-xl" />
        </div>
      </section>

      <div className="mx-auto max-w-4xl space-y-10 px-4 py-12 text-slate-700">
        <section aria-labelledby="story">
          <h2 id="story" className="text-2xl font-bold text-slate-900">
            Our story
          </h2>
          <p className="mt-3">
            {site.name} started in {site.city} in {site.since} selling and repairing barcode
            printers for local shops and factories. In {site.yearsInBusiness} years we have grown
            into a partner for {site.customers} customers in {site.cities} cities across India, from
            single billing counters to national warehouses, pharmaceutical plants and hospitals.
          </p>
          <p className="mt-3">
            We still work the way we started: we recommend what fits the job, we stock the
            consumables you need, and we repair what we sell, usually the same day.
          </p>
        </section>
        <section aria-labelledby="consumables">
          <h2 id="consumables" className="text-2xl font-bold text-slate-900">
            Consumables
          </h2>
          <p className="mt-3">
            Labels and ribbons are where printing costs add up. We convert labels in any size and
            material and stock wax, wax-resin and resin ribbons for every major printer, so your
            prints stay sharp and your cost per label stays low. See our{" "}
            <Link to="/labels-info" className="font-semibold text-primary hover:underline">
              labels
            </Link>{" "}
            and{" "}
            <Link to="/ribbons-info" className="font-semibold text-primary hover:underline">
              ribbons
            </Link>
            .
          </p>
        </section>
        <section aria-labelledby="rfid">
          <h2 id="rfid" className="text-2xl font-bold text-slate-900">
            RFID
          </h2>
          <p className="mt-3">
            For asset tracking, libraries, apparel and supply chains, we supply RFID printers,
            inlays, tags and readers, and help you plan the rollout from a pilot to full scale.
          </p>
        </section>
      </div>

      <IndustriesStrip />

      <section className="mx-auto max-w-4xl px-4 py-10" aria-labelledby="trademarks">
        <h2
          id="trademarks"
          className="text-sm font-semibold uppercase tracking-wide text-secondary"
        >
          Trademark disclaimer
        </h2>
        <p className="mt-2 text-sm text-secondary">
          GoDex, TSC, Zebra, Honeywell, Citizen, Argox, Max, Postek and all other brand and product
          names on this site are trademarks of their respective owners. They are used only to
          identify the products we sell and service; no endorsement is implied.
        </p>
      </section>
    </main>
  );
}
