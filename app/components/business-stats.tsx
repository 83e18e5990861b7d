import { site } from "~/config/site";

/** The business facts of SPEC 1 (28+ years, 10,000+ customers, 50+ cities) on a blue hero. */
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
    <dl className={`grid grid-cols-3 gap-4 text-center ${className}`}>
      {stats.map(([value, label]) => (
        <div key={label} className="flex flex-col rounded-xl bg-white/10 px-3 py-5">
          <dt className="text-sm text-blue-50">{label}</dt>
          <dd className="order-first text-2xl font-bold sm:text-3xl">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
