import { performance } from "node:perf_hooks";
import { data } from "react-router";
import { AddressBudget } from "../auth/address-budget.server";
import { env } from "../env.server";

/**
 * How much search one client address may ask of this process: the /search page, the header's
 * suggestions and /api/products/search share one budget of server time per address (a token bucket
 * in milliseconds: SEARCH_BUDGET_MS at once, SEARCH_REFILL_MS back each second). A search costs the
 * time its work took on the server, and never less than MIN_COST_MS (the answer's rendering and
 * sending, which are not timed). Someone typing into the box spends a few ms a keystroke and gets
 * 100 ms back every second, so never meets the limit; a script sending costly searches back to back
 * is answered 429 with Retry-After once it has used its share.
 */
export const MIN_COST_MS = 5;

export const searchBudget = new AddressBudget({
  capacity: env.SEARCH_BUDGET_MS,
  refillPerSecond: env.SEARCH_REFILL_MS,
  maxAddresses: 10_000,
});

const searchBusyMessage = (seconds: number) =>
  `You are searching faster than we can answer. Please wait ${seconds} second${seconds === 1 ? "" : "s"} and search again.`;

export interface SearchTurn {
  /** 0 when the search may run; else the seconds to wait (nothing is charged then). */
  retryAfterSeconds: number;
  /** Charges what the search cost since the turn was taken: call it in a `finally`. */
  done(): void;
}

/**
 * Asks the budget of `address` for one search. A refused search is not charged, so waiting
 * Retry-After always ends the refusal.
 */
export function takeSearchTurn(address: string): SearchTurn {
  const free = { retryAfterSeconds: 0, done: () => {} };
  if (env.SEARCH_BUDGET_MS === 0) return free;
  const wait = searchBudget.waitSeconds(address, MIN_COST_MS);
  if (wait > 0) return { ...free, retryAfterSeconds: wait };
  const start = performance.now();
  return {
    retryAfterSeconds: 0,
    done: () => searchBudget.spend(address, Math.max(MIN_COST_MS, performance.now() - start)),
  };
}

/** The /api answer to a refused search: 429, Retry-After, a message and whatever `extra` keeps. */
export function searchBusyJson(retryAfterSeconds: number, extra?: Record<string, unknown>) {
  return Response.json(
    { error: searchBusyMessage(retryAfterSeconds), retry_after: retryAfterSeconds, ...extra },
    {
      status: 429,
      headers: { "Retry-After": String(retryAfterSeconds), "Cache-Control": "no-store" },
    },
  );
}

/** The page's answer to a refused search, to throw: its error page says how long to wait. */
export function searchBusyPage(retryAfterSeconds: number) {
  return data(searchBusyMessage(retryAfterSeconds), {
    status: 429,
    headers: { "Retry-After": String(retryAfterSeconds), "Cache-Control": "no-store" },
  });
}
