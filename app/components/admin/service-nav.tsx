/** The Service area's own links (queue, serial numbers, AMC contracts), under its page header. */
import { NavLink } from "react-router";

const LINKS = [
  { to: "/admin/service", label: "Queue", end: true },
  { to: "/admin/serials", label: "Serial numbers", end: false },
  { to: "/admin/service/amc", label: "AMC contracts", end: false },
] as const;

export function ServiceNav() {
  return (
    <nav aria-label="Service" className="mb-5 flex flex-wrap gap-2 border-b border-slate-200 pb-3">
      {LINKS.map((l) => (
        <NavLink
          key={l.to}
          to={l.to}
          end={l.end}
          className={({ isActive }) =>
            `rounded-md px-3 py-2 text-sm font-medium ${
              isActive ? "bg-primary text-white" : "text-slate-700 hover:bg-slate-100"
            }`
          }
        >
          {l.label}
        </NavLink>
      ))}
    </nav>
  );
}
