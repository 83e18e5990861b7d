import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False on the server and during hydration, true once JavaScript runs: render JS-only controls
 * (select-all, show/hide password) only when it is true, so a page without JS shows none of them.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
