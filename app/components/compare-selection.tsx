import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from "react";
import { Link, useNavigate } from "react-router";
import {
  COMPARE_MAX,
  COMPARE_MIN,
  compareHref,
  readCompareChoices,
  type CompareChoice,
} from "~/lib/compare";

/**
 * Choosing products to compare. Without JavaScript the "Compare" checkboxes on cards belong (by
 * their `form` attribute) to one GET form to /compare that the listing renders after its grid, so
 * a buyer ticks and submits. With JavaScript the choice is remembered for the tab (sessionStorage)
 * across listings, pages and product pages, capped at COMPARE_MAX, and the same form becomes a bar
 * that stays at the bottom of the listing while anything is chosen.
 */

/** The one form a page's compare checkboxes point at. */
const COMPARE_FORM_ID = "compare-form";
const STORAGE_KEY = "compare-choices";
const CHANGED = "compare-choices-changed";

function readRaw(): string {
  try {
    return window.sessionStorage.getItem(STORAGE_KEY) ?? "";
  } catch {
    // Storage refused (private mode, a policy): the choice lives only as long as the page.
    return memory;
  }
}
let memory = "";

function writeChoices(choices: CompareChoice[]) {
  const raw = JSON.stringify(choices.slice(0, COMPARE_MAX));
  memory = raw;
  try {
    window.sessionStorage.setItem(STORAGE_KEY, raw);
  } catch {
    // Kept in memory above.
  }
  window.dispatchEvent(new Event(CHANGED));
}

function subscribe(onChange: () => void) {
  window.addEventListener(CHANGED, onChange);
  window.addEventListener("storage", onChange);
  return () => {
    window.removeEventListener(CHANGED, onChange);
    window.removeEventListener("storage", onChange);
  };
}

/** The remembered choice (empty on the server and before hydration) and the ways to change it. */
function useCompareChoices() {
  const raw = useSyncExternalStore(subscribe, readRaw, () => "");
  const choices = useMemo(() => readCompareChoices(raw), [raw]);
  const toggle = useCallback((choice: CompareChoice) => {
    const now = readCompareChoices(readRaw());
    if (now.some((c) => c.slug === choice.slug)) {
      writeChoices(now.filter((c) => c.slug !== choice.slug));
    } else if (now.length < COMPARE_MAX) {
      writeChoices([...now, choice]);
    }
  }, []);
  const replace = useCallback((next: CompareChoice[]) => writeChoices(next), []);
  const clear = useCallback(() => writeChoices([]), []);
  return { choices, toggle, replace, clear };
}

function useHydrated() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

/** The "Compare" tick on a product card. */
export function CompareCheckbox({ slug, name }: CompareChoice) {
  const { choices, toggle } = useCompareChoices();
  const chosen = choices.some((c) => c.slug === slug);
  const full = !chosen && choices.length >= COMPARE_MAX;
  return (
    <label
      className={`relative z-10 inline-flex min-h-6 cursor-pointer items-center gap-2 self-start text-sm font-medium ${full ? "text-slate-500" : "text-slate-700"}`}
      data-testid="card-compare"
      title={full ? `You can compare up to ${COMPARE_MAX} products` : undefined}
    >
      <input
        type="checkbox"
        name="p"
        value={slug}
        form={COMPARE_FORM_ID}
        checked={chosen}
        disabled={full}
        onChange={() => toggle({ slug, name })}
        className="h-5 w-5 rounded border-slate-400 accent-primary"
      />
      Compare<span className="sr-only">{`: ${name}`}</span>
    </label>
  );
}

const primaryButton =
  "inline-flex min-h-10 items-center justify-center rounded-lg bg-primary px-4 py-2 text-sm font-semibold text-white hover:bg-primary-dark disabled:cursor-not-allowed disabled:opacity-60";
const plainButton =
  "inline-flex min-h-10 items-center justify-center rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 hover:border-primary hover:text-primary";

/**
 * The listing's compare form, placed right after its grid. Without JavaScript: a "Compare selected"
 * button that sends the ticked cards. With JavaScript: hidden until something is chosen, then a bar
 * stuck to the bottom of the listing (sticky, not fixed: at the end of the listing it takes its own
 * place in the page, so nothing under it is out of reach) naming the choice, with Compare and Clear.
 */
export function CompareForm({ className = "" }: { className?: string }) {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const { choices, clear } = useCompareChoices();
  const ready = choices.length >= COMPARE_MIN;
  if (!hydrated) {
    return (
      <form
        id={COMPARE_FORM_ID}
        method="get"
        action="/compare"
        className={`flex flex-wrap items-center gap-3 rounded-xl border border-slate-200 bg-white p-3 ${className}`}
        data-testid="compare-form"
      >
        <button type="submit" className={primaryButton}>
          Compare selected
        </button>
        <p className="text-sm text-secondary">
          Tick &ldquo;Compare&rdquo; on {COMPARE_MIN} to {COMPARE_MAX} products to see them side by
          side.
        </p>
      </form>
    );
  }
  return (
    <form
      id={COMPARE_FORM_ID}
      method="get"
      action="/compare"
      hidden={choices.length === 0}
      onSubmit={(e) => {
        e.preventDefault();
        if (ready) void navigate(compareHref(choices.map((c) => c.slug)));
      }}
      className={`sticky bottom-0 z-20 mt-4 rounded-t-xl border border-slate-300 bg-white/95 p-3 shadow-[0_-4px_12px_rgba(0,0,0,0.12)] backdrop-blur ${className}`}
      aria-label="Products to compare"
      data-testid="compare-bar"
    >
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <div className="min-w-0 flex-1 basis-48">
          <p className="text-sm font-semibold text-slate-900" role="status" aria-live="polite">
            {choices.length} of {COMPARE_MAX} chosen to compare
            {ready ? "" : ": tick one more"}
          </p>
          <p className="truncate text-xs text-secondary" data-testid="compare-bar-names">
            {choices.map((c) => c.name).join(" · ")}
          </p>
        </div>
        <div className="flex gap-2">
          <button type="submit" className={primaryButton} disabled={!ready}>
            Compare{ready ? ` (${choices.length})` : ""}
          </button>
          <button type="button" className={plainButton} onClick={clear}>
            Clear
          </button>
        </div>
      </div>
    </form>
  );
}

/**
 * "Add to compare" on a product page. Without JavaScript it opens /compare with this product,
 * which offers the others of its category to pick from. With JavaScript it adds the product to the
 * remembered choice and says what is chosen, with a link to compare them.
 */
export function CompareToggle({
  slug,
  name,
  className = "",
}: CompareChoice & { className?: string }) {
  const hydrated = useHydrated();
  const { choices, toggle, clear } = useCompareChoices();
  const chosen = choices.some((c) => c.slug === slug);
  const full = !chosen && choices.length >= COMPARE_MAX;
  return (
    <form
      method="get"
      action="/compare"
      className={`flex flex-wrap items-center gap-x-3 gap-y-2 ${className}`}
      onSubmit={(e) => {
        e.preventDefault();
        toggle({ slug, name });
      }}
      data-testid="compare-toggle"
    >
      <input type="hidden" name="p" value={slug} />
      <button
        type="submit"
        className={plainButton}
        disabled={full}
        aria-pressed={hydrated ? chosen : undefined}
      >
        {chosen ? "✓ In compare list" : "Add to compare"}
      </button>
      {hydrated && choices.length > 0 ? (
        <p className="text-sm text-slate-700" role="status" aria-live="polite">
          {full ? `Your compare list is full (${COMPARE_MAX}). ` : `${choices.length} chosen. `}
          {choices.length >= COMPARE_MIN ? (
            <Link
              to={compareHref(choices.map((c) => c.slug))}
              className="font-semibold text-primary underline"
            >
              Compare {choices.length} products
            </Link>
          ) : (
            "Add another product to compare."
          )}{" "}
          <button type="button" onClick={clear} className="font-semibold text-slate-600 underline">
            Clear
          </button>
        </p>
      ) : null}
    </form>
  );
}

/** On /compare: the products on the table become the remembered choice, so listings show them ticked. */
export function useRememberCompared(products: CompareChoice[]) {
  const { replace } = useCompareChoices();
  const key = products.map((p) => p.slug).join(" ");
  useEffect(() => {
    replace(products.map(({ slug, name }) => ({ slug, name })));
    // The list is keyed by its slugs: a new array with the same products changes nothing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, replace]);
}
