import { mapLinks } from "~/lib/maps";

/** The office on a map: a lazy iframe (loaded only when scrolled near) with larger-map and directions. */
export function MapEmbed({ address, title }: { address: string; title: string }) {
  const links = mapLinks(address);
  const link =
    "inline-flex items-center gap-1 rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-700 hover:border-primary hover:text-primary";
  return (
    <section aria-labelledby="map-heading" className="rounded-xl bg-white p-6 shadow-sm">
      <h2 id="map-heading" className="text-xl font-bold">
        Find us
      </h2>
      <p className="mt-1 text-sm text-secondary">{address}</p>
      <div className="mt-4 overflow-hidden rounded-lg border border-slate-200 bg-slate-100">
        <iframe
          title={title}
          src={links.embed}
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
          className="h-80 w-full border-0"
        />
      </div>
      <div className="mt-4 flex flex-wrap gap-3">
        <a href={links.larger} target="_blank" rel="noopener noreferrer" className={link}>
          View larger map
        </a>
        <a href={links.directions} target="_blank" rel="noopener noreferrer" className={link}>
          Get directions
        </a>
      </div>
    </section>
  );
}
