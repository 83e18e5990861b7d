const INDUSTRIES = [
  { name: "Retail", text: "Price tags, shelf labels and billing counters" },
  { name: "Hospitality", text: "Kitchen orders, receipts and guest wristbands" },
  { name: "Logistics", text: "Shipping labels, dispatch and warehouse racks" },
  { name: "Healthcare", text: "Sample tubes, patient IDs and pharmacy labels" },
  { name: "Security", text: "Visitor passes, asset tags and access cards" },
  { name: "Salon & Spa", text: "Product labels, appointment slips and receipts" },
] as const;

/** The strip loops every 60 000 ms. */
const INDUSTRIES_LOOP_SECONDS = 60;

// Kept with the component (React hoists and de-duplicates it into <head>). The list is drawn twice
// and moved by half its width, so the loop has no seam; motion stops for people who ask the system
// for less of it, and the checkbox pauses it without any JavaScript.
const css = `
.industries-track{display:flex;width:max-content;animation:industries-loop ${INDUSTRIES_LOOP_SECONDS}s linear infinite}
.industries-strip:hover .industries-track,.industries-strip:focus-within .industries-track,.industries-strip:has(.industries-pause:checked) .industries-track{animation-play-state:paused}
@keyframes industries-loop{from{transform:translateX(0)}to{transform:translateX(-50%)}}
@media (prefers-reduced-motion:reduce){.industries-track{animation:none;width:auto;flex-wrap:wrap;justify-content:center}.industries-copy,.industries-pause-control{display:none}}
`;

function IndustryCard({ name, text }: { name: string; text: string }) {
  return (
    <div className="w-64 shrink-0 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <p className="flex items-center gap-3 text-lg font-semibold text-slate-900">
        <span
          aria-hidden="true"
          className="flex h-10 w-10 items-center justify-center rounded-full bg-primary/10 text-sm font-bold text-primary"
        >
          {name.charAt(0)}
        </span>
        {name}
      </p>
      <p className="mt-2 text-sm text-slate-600">{text}</p>
    </div>
  );
}

/** Home and About: an auto-scrolling, looping strip of the six industries served. */
export function IndustriesStrip({ title = "Industries We Serve" }: { title?: string }) {
  return (
    <section className="industries-strip bg-slate-100 py-14" aria-labelledby="industries-title">
      <style href="industries-strip" precedence="medium">
        {css}
      </style>
      <div className="mx-auto flex max-w-7xl items-end justify-between gap-4 px-4">
        <h2 id="industries-title" className="text-2xl font-bold text-slate-900 sm:text-3xl">
          {title}
        </h2>
        <label className="industries-pause-control flex cursor-pointer items-center gap-2 text-sm text-slate-600">
          <input type="checkbox" className="industries-pause h-4 w-4 accent-primary" />
          Pause scrolling
        </label>
      </div>
      <div className="mt-8 overflow-hidden" data-testid="industries-strip">
        <div className="industries-track">
          <ul className="flex gap-4 pl-4">
            {INDUSTRIES.map((i) => (
              <li key={i.name}>
                <IndustryCard {...i} />
              </li>
            ))}
          </ul>
          <ul className="industries-copy flex gap-4 pl-4" aria-hidden="true">
            {INDUSTRIES.map((i) => (
              <li key={i.name}>
                <IndustryCard {...i} />
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
