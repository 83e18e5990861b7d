import { useEffect, useId, useRef, useState } from "react";
import { Form, Link, useFetcher, useNavigate } from "react-router";
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
export function loadRecentSearches(): string[] {
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

interface SuggestionData {
  query: string;
  suggestions: string[];
  /** A model code one edit from a real one: offered, never searched as it. */
  suggestion?: { typed: string; model: string; query: string };
}

/**
 * The header search bar. Without JavaScript it is a plain GET form to /search. With JavaScript it is
 * an ARIA 1.2 combobox: suggestions (the first 5 unique product names) 300 ms after typing stops,
 * the 5 newest recent searches while the box is empty, arrow keys to move, Enter to pick, Escape,
 * an outside click or leaving the box (after 150 ms) to close, and 'No results found for "{query}"'.
 */
export function HeaderSearch() {
  const id = useId();
  const inputId = `${id}-input`;
  const listId = `${id}-listbox`;
  const navigate = useNavigate();
  const fetcher = useFetcher<SuggestionData>();
  const formRef = useRef<HTMLFormElement>(null);
  const blurTimer = useRef<number | undefined>(undefined);
  const load = useRef(fetcher.load);
  load.current = fetcher.load;

  const [value, setValue] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [recent, setRecent] = useState<string[]>([]);
  const query = value.trim();

  useEffect(() => {
    if (!query) return;
    const timer = window.setTimeout(() => {
      void load.current(`/api/search-suggestions?${new URLSearchParams({ q: query })}`);
    }, DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [query]);

  // Closes on a click or tap anywhere outside the search box and its list.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (e: PointerEvent) => {
      if (formRef.current && !formRef.current.contains(e.target as Node)) {
        setOpen(false);
        setActive(-1);
      }
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  useEffect(() => () => window.clearTimeout(blurTimer.current), []);

  const answered = query !== "" && fetcher.data?.query === query && fetcher.state === "idle";
  const options: { kind: "recent" | "suggestion"; text: string }[] = query
    ? answered
      ? fetcher.data!.suggestions.map((text) => ({ kind: "suggestion" as const, text }))
      : []
    : recent.slice(0, RECENT_SEARCHES_SHOWN).map((text) => ({ kind: "recent" as const, text }));
  const noResults = answered && options.length === 0;
  const expanded = open && (options.length > 0 || noResults);
  const activeIndex = active < options.length ? active : -1;

  function close() {
    setOpen(false);
    setActive(-1);
  }

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
      if (options.length === 0) return;
      const step = e.key === "ArrowDown" ? 1 : -1;
      setActive((i) => {
        const from = i < options.length ? i : -1;
        if (from === -1) return step === 1 ? 0 : options.length - 1;
        return (from + step + options.length) % options.length;
      });
    } else if (e.key === "Enter" && expanded && activeIndex >= 0) {
      e.preventDefault();
      pick(options[activeIndex].text);
    } else if (e.key === "Escape" && open) {
      e.preventDefault();
      close();
    }
  }

  const optionId = (i: number) => `${id}-option-${i}`;

  return (
    <Form
      ref={formRef}
      method="get"
      action="/search"
      role="search"
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
        type="search"
        role="combobox"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={expanded && activeIndex >= 0 ? optionId(activeIndex) : undefined}
        value={value}
        onChange={(e) => {
          setValue(e.target.value);
          setActive(-1);
          show();
        }}
        onFocus={show}
        onBlur={() => {
          blurTimer.current = window.setTimeout(close, BLUR_CLOSE_MS);
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
      >
        {options.length > 0 && options[0].kind === "recent" ? (
          <p className="px-3 pb-1 pt-2 text-xs font-semibold uppercase tracking-wide text-slate-500">
            Recent searches
          </p>
        ) : null}
        <ul
          id={listId}
          role="listbox"
          aria-label={query ? "Suggestions" : "Recent searches"}
          className="max-h-80 overflow-auto py-1"
        >
          {options.map((o, i) => (
            <li
              key={`${o.kind}-${o.text}`}
              id={optionId(i)}
              role="option"
              aria-selected={i === activeIndex}
              className={`cursor-pointer px-3 py-2 ${i === activeIndex ? "bg-primary text-white" : "text-slate-700 hover:bg-slate-100"}`}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => pick(o.text)}
            >
              {o.text}
            </li>
          ))}
        </ul>
        {noResults && fetcher.data?.suggestion ? (
          <p
            role="status"
            className="px-3 py-2 text-slate-700"
            data-testid="header-model-suggestion"
          >
            No exact match for {fetcher.data.suggestion.typed}. Did you mean{" "}
            <Link
              to={searchHref(fetcher.data.suggestion.query)}
              className="font-semibold text-primary underline"
              onMouseDown={(e) => e.preventDefault()}
              onClick={close}
            >
              {fetcher.data.suggestion.model}
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
