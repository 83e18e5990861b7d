import { Link } from "react-router";
import { categoryHref } from "~/lib/categories";
import { useNavCategories } from "./nav-categories";

/**
 * A page that is not there, inside the site frame: a way back, a search (a plain GET form, so it
 * works without JavaScript) and the product categories, so a lost buyer goes on looking.
 */
export function NotFoundPage({
  title = "Page Not Found",
  message = "The page you're looking for doesn't exist or has been moved.",
  backTo = "/",
  backLabel = "Back to Home",
}: {
  title?: string;
  message?: string;
  backTo?: string;
  backLabel?: string;
}) {
  const categories = useNavCategories();
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-16 text-center sm:py-24">
      <p className="text-6xl font-bold text-primary">404</p>
      <h1 className="mt-4 text-3xl font-bold">{title}</h1>
      <p className="mt-4 text-secondary">{message}</p>
      <Link
        to={backTo}
        className="mt-8 inline-block rounded-lg bg-primary px-5 py-3 font-semibold text-white hover:bg-primary-dark"
      >
        {backLabel}
      </Link>

      <form
        method="get"
        action="/search"
        role="search"
        aria-label="Search the products"
        className="mx-auto mt-10 flex max-w-md gap-2"
      >
        <label htmlFor="not-found-q" className="sr-only">
          Search printers, labels, models
        </label>
        <input
          id="not-found-q"
          type="search"
          name="q"
          required
          maxLength={100}
          placeholder="Search printers, labels, models..."
          className="min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 py-2.5"
        />
        <button
          type="submit"
          className="rounded-lg bg-slate-900 px-4 py-2.5 font-semibold text-white hover:bg-slate-700"
        >
          Search
        </button>
      </form>

      {categories.length > 0 ? (
        <nav aria-label="Product categories" className="mt-10">
          <h2 className="text-lg font-semibold">Browse the products</h2>
          <ul className="mt-4 flex flex-wrap justify-center gap-2">
            {categories.map((c) => (
              <li key={c.name}>
                <Link
                  to={categoryHref(c.display_name)}
                  className="inline-block rounded-full border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 hover:border-primary hover:text-primary"
                >
                  {c.display_name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </main>
  );
}
