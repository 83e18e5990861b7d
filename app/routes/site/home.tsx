import { Link } from "react-router";
import { site } from "~/config/site";

export function meta() {
  return [
    { title: `${site.name} | Barcode & Label Printers, Ribbons, Labels, Scanners` },
    { name: "description", content: site.tagline },
  ];
}

export default function Home() {
  return (
    <main id="main">
      <section className="bg-gradient-to-br from-primary to-blue-800 text-white">
        <div className="mx-auto max-w-7xl px-4 py-20">
          <h1 className="max-w-3xl text-4xl font-bold leading-tight sm:text-5xl">
            Barcode and label printing solutions since {site.since}
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-blue-100">{site.tagline}</p>
          <Link
            to="/desktop-printers"
            className="mt-8 inline-block rounded-lg bg-white px-6 py-3 font-semibold text-primary"
          >
            Explore products
          </Link>
        </div>
      </section>
    </main>
  );
}
