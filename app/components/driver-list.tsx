import { driverDownloadHref, type DriverView } from "~/lib/driver-view";

/**
 * Drivers as a list a buyer can scan: name and version, the systems it is for, its size, and a
 * download through the counted route (a driver whose file is not online says how to get it).
 */
export function DriverList({
  drivers,
  headingLevel = 3,
  compact = false,
}: {
  drivers: DriverView[];
  headingLevel?: 2 | 3;
  compact?: boolean;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <ul className={compact ? "space-y-2" : "space-y-3"} data-testid="driver-list">
      {drivers.map((d) => (
        <li
          key={d.id}
          data-testid="driver"
          className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:flex-row sm:items-center sm:justify-between"
        >
          <div className="min-w-0">
            <Heading className="font-semibold break-words text-slate-900">{d.name}</Heading>
            <p className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-sm text-secondary">
              <span>
                Version <span className="font-medium text-slate-800">{d.version}</span>
              </span>
              {d.size ? <span>{d.size}</span> : null}
              {d.systems.length > 0 ? <span>{d.systems.join(", ")}</span> : null}
            </p>
            {d.description && !compact ? (
              <p className="mt-1 text-sm break-words text-slate-700">{d.description}</p>
            ) : null}
          </div>
          {d.downloadable ? (
            <a
              href={driverDownloadHref(d.id)}
              download
              className="inline-flex min-h-11 shrink-0 items-center justify-center rounded-lg bg-primary px-4 py-2 text-sm font-semibold text-white hover:bg-primary-dark"
              aria-label={`Download ${d.name} ${d.version}`}
            >
              Download
            </a>
          ) : (
            <a
              href="/contact"
              aria-label={`Ask for ${d.name} ${d.version}`}
              className="inline-flex min-h-11 shrink-0 items-center justify-center rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-700 hover:border-primary hover:text-primary"
            >
              Ask for this file
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}
