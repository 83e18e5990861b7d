import { SiteLink } from "./site-link";

/**
 * The static pages for Labels, Ribbons and Scanners: a heading, marketing text, five key-feature
 * bullets, and 'Get Quote' and 'Contact Sales' (both lead to the contact page).
 */
export function InfoPage({
  title,
  intro,
  paragraphs,
  features,
  image,
  productsHref,
  productsLabel,
}: {
  title: string;
  intro: string;
  paragraphs: string[];
  features: readonly string[];
  image: string;
  productsHref: string;
  productsLabel: string;
}) {
  return (
    <main id="main">
      <section className="bg-gradient-to-br from-primary to-blue-900 text-white">
        <div className="mx-auto grid max-w-7xl items-center gap-8 px-4 py-14 md:grid-cols-[3fr_2fr]">
          <div>
            <h1 className="text-4xl font-bold leading-tight">{title}</h1>
            <p className="mt-4 max-w-2xl text-lg text-blue-50">{intro}</p>
          </div>
          <img
            src={image}
            alt=""
            width={400}
            height={300}
            className="hidden w-full max-w-sm justify-self-end rounded-xl bg-white/95 p-6 md:block"
          />
        </div>
      </section>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 lg:grid-cols-[3fr_2fr]">
        <div className="space-y-4 text-slate-700">
          {paragraphs.map((p, i) => (
            <p key={i}>{p}</p>
          ))}
          <p>
            <SiteLink to={productsHref} className="font-semibold text-primary hover:underline">
              {productsLabel} →
            </SiteLink>
          </p>
        </div>
        <section
          aria-labelledby="key-features"
          className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
        >
          <h2 id="key-features" className="text-xl font-bold text-slate-900">
            Key Features
          </h2>
          <ul className="mt-4 space-y-3">
            {features.map((f) => (
              <li key={f} className="flex gap-3 text-slate-700">
                <span aria-hidden="true" className="font-bold text-green-600">
                  ✓
                </span>
                {f}
              </li>
            ))}
          </ul>
          <div className="mt-6 flex flex-wrap gap-3">
            <SiteLink
              to="/quote"
              className="rounded-lg bg-primary px-5 py-3 font-semibold text-white hover:bg-primary-dark"
            >
              Get a quote
            </SiteLink>
            <SiteLink
              to="/contact"
              className="rounded-lg border border-slate-300 px-5 py-3 font-semibold text-slate-800 hover:border-primary hover:text-primary"
            >
              Contact Sales
            </SiteLink>
          </div>
        </section>
      </div>
    </main>
  );
}
