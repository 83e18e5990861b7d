import { site } from "~/config/site";

/** The business facts (28+ years, 10,000+ customers, 50+ cities) on a blue hero. */
export function BusinessStats({
  long = false,
  className = "",
}: {
  long?: boolean;
  className?: string;
}) {
  const stats = [
    [site.yearsInBusiness, long ? "Years in business" : "Years"],
    [site.customers, "Customers"],
    [site.cities, long ? "Cities served" : "Cities"],
  ];
  return (
    <dl className={`grid grid-cols-3 gap-3 text-center sm:gap-4 ${className}`}>
      {stats.map(([value, label]) => (
        // The figure's size follows the card's own width (a container query), so "10,000+" keeps clear
        // of the card's edges in the narrow half of a laptop hero as on a phone.
        <div
          key={label}
          className="@container flex min-w-0 flex-col rounded-xl bg-white/10 px-2 py-5"
        >
          <dt className="text-sm text-blue-50">{label}</dt>
          <dd className="order-first text-xl font-bold tabular-nums @[8rem]:text-2xl @[10rem]:text-3xl">
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
