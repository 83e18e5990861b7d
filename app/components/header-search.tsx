import { useEffect, useId, useRef, useState } from "react";
import { Form, Link, useNavigate } from "react-router";
import { assetUrl, PLACEHOLDER_IMAGE } from "~/lib/asset-url";
import {
  addRecentSearch,
  MAX_QUERY_CHARS,
  parseRecentSearches,
  RECENT_SEARCHES_SHOWN,
  searchHref,
} from "~/lib/search-query";

const RECENT_KEY = "recentSearches";
/** Suggestions are asked for 300 ms after the last key; the list closes 150 ms after blur. */
const DEBOUNCE_MS = 300;
const BLUR_CLOSE_MS = 150;

/** The visitor's recent searches, newest first (localStorage; empty where storage is unavailable). */
function loadRecentSearches(): string[] {
  try {
    return parseRecentSearches(window.localStorage.getItem(RECENT_KEY));
  } catch {
    return [];
  }
}

/** Keeps `query` at the front of the recent searches (up to 10 kept). */
export function rememberSearch(query: string): void {
  try {
    const next = addRecentSearch(loadRecentSearches(), query);
    window.localStorage.setItem(RECENT_KEY, JSON.stringify(next));
  } catch {
    // Private mode or storage full: searching still works, it is just not remembered.
  }
}

/** A product the box suggests (the /api/search-suggestions answer's `products`). */
interface SuggestedProduct {
  id: number;
  slug: string;
  name: string;
  model: string | null;
  image: string | null;
  category: string;
  category_display_name: string;
}

interface SuggestionData {
  query: string;
  suggestions: string[];
  products?: SuggestedProduct[];
  total?: number;
  /** A model code one edit from a real one: offered, never searched as it. */
  suggestion?: { typed: string; model: string; query: string };
  /** A supplies question's printer ("ribbon for zd421"): its supplies are a link away. */
  fit_printer?: { slug: string; name: string };
}

/**
 * Counts a search the buyer looked at in the box and left without going to the search page (which
 * counts its own): once per query, as a beacon that outlives the page.
 */
function countLeftSearch(query: string): void {
  try {
    navigator.sendBeacon(`/search/click?${new URLSearchParams({ q: query, seen: "1" })}`);
  } catch {
    // No beacon (an old browser): the count is a lower bound anyway.
  }
}

type Answer =
  | { state: "loading"; query: string }
  | { state: "done"; query: string; data: SuggestionData }
  | { state: "error"; query: string; message: string };

/** Asks the server for `query`'s suggestions; a failure (network, server) becomes a message. */
async function fetchSuggestions(query: string, signal: AbortSignal): Promise<Answer> {
  try {
    const res = await fetch(`/api/search-suggestions?${new URLSearchParams({ q: query })}`, {
      signal,
      headers: { Accept: "application/json" },
    });
    if (!res.ok) {
      const body = (await res.json().catch(() => null)) as { error?: unknown } | null;
      const message =
        typeof body?.error === "string" ? body.error : `The search failed (${res.status}).`;
      return { state: "error", query, message };
    }
    return { state: "done", query, data: (await res.json()) as SuggestionData };
  } catch (error) {
    if (signal.aborted) throw error;
    const text = error instanceof Error ? error.message : String(error);
    return {
      state: "error",
      query,
      message: `Could not reach the server (${text}). Check your connection.`,
    };
  }
}

interface Option {
  kind: "recent" | "suggestion";
  text: string;
  product?: SuggestedProduct;
}

/** The suggestions grouped by category, groups in the order of their best product. */
function groupsOf(options: Option[]): { label: string; options: Option[] }[] {
  const groups: { label: string; options: Option[] }[] = [];
  for (const o of options) {
    const label = o.product?.category_display_name ?? "";
    const group = groups.find((g) => g.label === label);
    if (group) group.options.push(o);
    else groups.push({ label, options: [o] });
  }
  return groups;
}

/**
 * The header search bar. Without JavaScript it is a plain GET form to /search. With JavaScript it is
 * an ARIA 1.2 combobox: suggestions 300 ms after typing stops (the first 5 unique products with
 * picture, name and model, grouped by category, and "See all N results"), the 5 newest recent
 * searches while the box is empty, arrow keys to move, Enter to pick, Escape, an outside click or
 * leaving the box (after 150 ms) to close, 'No results found for "{query}"', and "Search Error" with
 * "Try Again" when the suggestions cannot be fetched (never the page's error screen).
 */
export function HeaderSearch() {
  const id = useId();
  const inputId = `${id}-input`;
  const listId = `${id}-listbox`;
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const blurTimer = useRef<number | undefined>(undefined);

  const [value, setValue] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [recent, setRecent] = useState<string[]>([]);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [attempt, setAttempt] = useState(0);
  const query = value.trim();
  /** The last query counted from this box, so leaving it twice counts it once. */
  const counted = useRef("");

  useEffect(() => {
    if (!query) return;
    const controller = new AbortController();
    const timer = window.setTimeout(
      () => {
        setAnswer({ state: "loading", query });
        fetchSuggestions(query, controller.signal).then(setAnswer, () => {
          // Aborted: a newer query is on its way.
        });
      },
      attempt > 0 ? 0 : DEBOUNCE_MS,
    );
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [query, attempt]);

  // Closes on a click or tap anywhere outside the search box and its list.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (e: PointerEvent) => {
      if (formRef.current && !formRef.current.contains(e.target as Node)) closeRef.current(true);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  useEffect(() => () => window.clearTimeout(blurTimer.current), []);

  const current = answer && answer.query === query ? answer : null;
  const data = current?.state === "done" ? current.data : null;
  const failure = query && current?.state === "error" ? current.message : null;
  const options: Option[] = query
    ? data
      ? data.suggestions.map((text) => ({
          kind: "suggestion" as const,
          text,
          product: data.products?.find((p) => p.name === text),
        }))
      : []
    : recent.slice(0, RECENT_SEARCHES_SHOWN).map((text) => ({ kind: "recent" as const, text }));
  const groups = query ? groupsOf(options) : [{ label: "", options }];
  // The keyboard walks the options as they are drawn: group by group.
  const ordered = groups.flatMap((g) => g.options);
  const noResults = data !== null && ordered.length === 0;
  const expanded = open && (ordered.length > 0 || noResults || failure !== null);
  const activeIndex = active < ordered.length ? active : -1;
  const total = data?.total ?? 0;

  /** Closes the list; `left` when the buyer leaves without searching, which counts what they saw. */
  function close(left = false) {
    if (left && open && data && query && counted.current !== query) {
      counted.current = query;
      countLeftSearch(query);
    }
    setOpen(false);
    setActive(-1);
  } // The outside-click listener is set when the list opens: it calls the latest close (and data).
  const closeRef = useRef(close);
  closeRef.current = close;

  function show() {
    window.clearTimeout(blurTimer.current);
    setRecent(loadRecentSearches());
    setOpen(true);
  }

  function pick(text: string) {
    rememberSearch(text);
    setValue(text);
    close();
    navigate(searchHref(text));
  }

  function onKeyDown(e: React.KeyboardEvent<HTMLInputElement>) {
    if (e.key === "ArrowDown" || e.key === "ArrowUp") {
      e.preventDefault();
      if (!open) {
        show();
        return;
      }
      if (ordered.length === 0) return;
      const step = e.key === "ArrowDown" ? 1 : -1;
      setActive((i) => {
        const from = i < ordered.length ? i : -1;
        if (from === -1) return step === 1 ? 0 : ordered.length - 1;
        return (from + step + ordered.length) % ordered.length;
      });
    } else if (e.key === "Enter" && expanded && activeIndex >= 0) {
      e.preventDefault();
      pick(ordered[activeIndex].text);
    } else if (e.key === "Escape" && open) {
      e.preventDefault();
      close(true);
    }
  }

  const optionId = (i: number) => `${id}-option-${i}`;

  const renderOption = (o: Option) => {
    const i = ordered.indexOf(o);
    const selected = i === activeIndex;
    return (
      <li
        key={`${o.kind}-${o.text}`}
        id={optionId(i)}
        role="option"
        aria-selected={selected}
        // The model is drawn from data-model so that the option's text stays the name it searches.
        data-model={o.product?.model ? `Model: ${o.product.model}` : undefined}
        className={`flex cursor-pointer items-center gap-x-3 px-3 py-2 ${o.product ? "flex-wrap" : ""} ${selected ? "bg-primary text-white" : "text-slate-700 hover:bg-slate-100"} ${o.product?.model ? `after:basis-full after:pl-12 after:text-xs after:content-[attr(data-model)] ${selected ? "after:text-blue-100" : "after:text-slate-500"}` : ""}`}
        onMouseDown={(e) => e.preventDefault()}
        onClick={() => pick(o.text)}
      >
        {o.product ? (
          <img
            src={assetUrl(o.product.image) || PLACEHOLDER_IMAGE}
            alt=""
            width={36}
            height={36}
            loading="lazy"
            className="h-9 w-9 shrink-0 rounded border border-slate-200 bg-white object-contain"
            onError={(e) => {
              if (!e.currentTarget.src.endsWith(PLACEHOLDER_IMAGE))
                e.currentTarget.src = PLACEHOLDER_IMAGE;
            }}
          />
        ) : null}
        <span className="min-w-0 flex-1 break-words">{o.text}</span>
      </li>
    );
  };

  return (
    <Form
      ref={formRef}
      method="get"
      action="/search"
      role="search"
      aria-label="Site search"
      className="relative"
      onSubmit={() => {
        rememberSearch(value);
        close();
      }}
    >
      <label htmlFor={inputId} className="sr-only">
        Search products
      </label>
      <input
        id={inputId}
        name="q"
        // A text input: HTML allows the combobox role on it (not on type=search without a list).
        type="text"
        inputMode="search"
        enterKeyHint="search"
        role="combobox"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={expanded && activeIndex >= 0 ? optionId(activeIndex) : undefined}
        value={value}
        onChange={(e) => {
          setValue(e.target.value);
          setActive(-1);
          setAttempt(0);
          show();
        }}
        onFocus={show}
        onBlur={() => {
          blurTimer.current = window.setTimeout(() => close(true), BLUR_CLOSE_MS);
        }}
        onKeyDown={onKeyDown}
        placeholder="Search printers, labels, models..."
        autoComplete="off"
        maxLength={MAX_QUERY_CHARS}
        className="w-full rounded-lg border border-slate-300 bg-white py-2 pl-3 pr-10 text-sm focus:border-primary focus:outline-none"
      />
      <button
        type="submit"
        className="absolute inset-y-0 right-0 flex w-10 items-center justify-center text-slate-500 hover:text-primary"
        aria-label="Search"
      >
        <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
          <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M20 20l-4-4" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
      <div
        className={`absolute left-0 right-0 top-full z-50 mt-1 overflow-hidden rounded-lg border border-slate-200 bg-white text-sm shadow-lg ${expanded ? "" : "hidden"}`}
        data-testid="search-suggestions"
      >
        {data?.fit_printer && query ? (
          <Link
            to={`/supplies?printer=${encodeURIComponent(data.fit_printer.slug)}`}
            className="block border-b border-slate-100 px-3 py-2 font-semibold text-primary hover:bg-slate-50"
            data-testid="header-fit-printer"
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => close()}
          >
            Supplies for {data.fit_printer.name} →
          </Link>
        ) : null}
        {ordered.length > 0 && ordered[0].kind === "recent" ? (
          <p className="px-3 pb-1 pt-2 text-xs font-semibold uppercase tracking-wide text-slate-500">
            Recent searches
          </p>
        ) : null}
        <ul
          id={listId}
          role="listbox"
          aria-label={query ? "Suggestions" : "Recent searches"}
          className="max-h-96 overflow-auto py-1"
        >
          {groups.map((g) =>
            g.label ? (
              <li key={`group-${g.label}`} role="group" aria-labelledby={`${id}-g-${g.label}`}>
                <p
                  id={`${id}-g-${g.label}`}
                  role="presentation"
                  className="px-3 pb-1 pt-2 text-xs font-semibold uppercase tracking-wide text-slate-500"
                  data-testid="suggestion-group"
                >
                  {g.label}
                </p>
                <ul role="none">{g.options.map(renderOption)}</ul>
              </li>
            ) : (
              g.options.map(renderOption)
            ),
          )}
        </ul>
        {data && ordered.length > 0 ? (
          <Link
            to={searchHref(query)}
            className="block border-t border-slate-100 px-3 py-2 font-semibold text-primary hover:bg-slate-50"
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => {
              rememberSearch(query);
              close();
            }}
          >
            See all {total} {total === 1 ? "result" : "results"}
          </Link>
        ) : null}
        {failure ? (
          <div role="alert" className="px-3 py-3" data-testid="header-search-error">
            <p className="font-semibold text-red-800">Search Error</p>
            <p className="mt-1 text-red-700">{failure}</p>
            <button
              type="button"
              className="mt-2 rounded-md bg-red-600 px-3 py-1.5 text-xs font-semibold text-white hover:bg-red-700"
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => setAttempt((n) => n + 1)}
            >
              Try Again
            </button>
          </div>
        ) : noResults && data?.suggestion ? (
          <p
            role="status"
            className="px-3 py-2 text-slate-700"
            data-testid="header-model-suggestion"
          >
            No exact match for {data.suggestion.typed}. Did you mean{" "}
            <Link
              to={searchHref(data.suggestion.query)}
              className="font-semibold text-primary underline"
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => close()}
            >
              {data.suggestion.model}
            </Link>
            ?
          </p>
        ) : noResults ? (
          <p role="status" className="px-3 py-2 text-slate-500">
            No results found for "{query}"
          </p>
        ) : null}
      </div>
    </Form>
  );
}
