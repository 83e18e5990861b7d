import { Link } from "react-router";
import type { Route } from "./+types/services";
import { site } from "~/config/site";
import { pageMeta, pageTitle } from "~/lib/seo";
import { env } from "~/server/env.server";

export function loader() {
  return { siteUrl: env.SITE_URL };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return pageMeta({
    siteUrl: loaderData?.siteUrl ?? "",
    path: "/services",
    title: pageTitle("Barcode Printer Repair, Maintenance & Support Services"),
    description: `Barcode printer and scanner repair, maintenance and remote support. ${site.sameDayRepair}, ${site.warranty.toLowerCase()} and ${site.panIndia.toLowerCase()}.`,
  });
}

const SERVICES = [
  {
    title: "Repair",
    text: "Print heads, platen rollers, sensors, boards and mechanisms for GoDex, TSC, Zebra, Honeywell, Citizen and other brands, fixed with genuine parts.",
  },
  {
    title: "Maintenance",
    text: "Scheduled cleaning, calibration and wear-part checks that keep printers sharp and stop breakdowns before they stop your line.",
  },
  {
    title: "Remote Support",
    text: "Driver installation, label design, printer settings and software integration over the phone or a remote session.",
  },
] as const;

const PROMISES = [
  { title: "1-Year Free Warranty", text: `${site.warranty}.` },
  {
    title: "Same-Day Repair",
    text: `${site.sameDayRepair}: bring it in the morning, take it back in the evening.`,
  },
  {
    title: "Pan-India Support",
    text: `${site.panIndia}: on-site visits in ${site.city} and remote help for ${site.cities} cities.`,
  },
] as const;

const STEPS = [
  {
    title: "Call or write",
    text: "Tell us the model and the problem by phone or through the contact page.",
  },
  {
    title: "Diagnosis",
    text: "Our engineer checks the device and gives you a clear quote before any work.",
  },
  { title: "Repair", text: "We repair with genuine parts, usually the same day in our office." },
  {
    title: "Test and hand over",
    text: "Every device is test-printed and calibrated before it goes back to you.",
  },
] as const;

export default function Services() {
  const phone = site.phones[0];
  return (
    <main id="main">
      <section className="bg-gradient-to-br from-primary to-blue-900 text-white">
        <div className="mx-auto max-w-7xl px-4 py-14">
          <h1 className="text-4xl font-bold">Service &amp; Support</h1>
          <p className="mt-4 max-w-2xl text-lg text-blue-50">
            Repair, maintenance and remote support for barcode printers and scanners, from a team
            that has serviced them since {site.since}.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <a
              href="/service"
              className="rounded-lg bg-white px-6 py-3 font-semibold text-primary hover:bg-blue-50"
            >
              Book a repair online
            </a>
            <a
              href={`tel:${phone.replace(/\s/g, "")}`}
              className="rounded-lg bg-white px-6 py-3 font-semibold text-primary hover:bg-blue-50"
            >
              Call {phone} to book
            </a>
            <Link
              to="/contact"
              className="rounded-lg border border-white/70 px-6 py-3 font-semibold text-white hover:bg-white/10"
            >
              Contact us
            </Link>
          </div>
        </div>
      </section>

      <section className="mx-auto max-w-7xl px-4 py-12" aria-labelledby="what-we-do">
        <h2 id="what-we-do" className="text-2xl font-bold text-slate-900">
          What we do
        </h2>
        <ul className="mt-6 grid gap-6 md:grid-cols-3">
          {SERVICES.map((s) => (
            <li key={s.title} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
              <h3 className="text-lg font-semibold text-slate-900">{s.title}</h3>
              <p className="mt-2 text-sm text-slate-600">{s.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="bg-white py-12" aria-labelledby="promises">
        <div className="mx-auto max-w-7xl px-4">
          <h2 id="promises" className="text-2xl font-bold text-slate-900">
            Our promise
          </h2>
          <ul className="mt-6 grid gap-6 md:grid-cols-3">
            {PROMISES.map((p) => (
              <li key={p.title} className="rounded-xl bg-slate-50 p-6">
                <h3 className="text-lg font-semibold text-slate-900">
                  <span aria-hidden="true" className="mr-2 text-green-600">
                    ✓
                  </span>
                  {p.title}
                </h3>
                <p className="mt-2 text-sm text-slate-600">{p.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="mx-auto max-w-7xl px-4 py-12" aria-labelledby="process">
        <h2 id="process" className="text-2xl font-bold text-slate-900">
          How it works
        </h2>
        <ol className="mt-6 grid gap-6 md:grid-cols-4">
          {STEPS.map((s, i) => (
            <li key={s.title} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
              <span className="flex h-10 w-10 items-center justify-center rounded-full bg-primary font-bold text-white">
                {i + 1}
              </span>
              <h3 className="mt-4 font-semibold text-slate-900">{s.title}</h3>
              <p className="mt-2 text-sm text-slate-600">{s.text}</p>
            </li>
          ))}
        </ol>
        <p className="mt-8 text-slate-700">
          Open {site.hours}. {site.replyPromise}.
        </p>
      </section>
    </main>
  );
}
