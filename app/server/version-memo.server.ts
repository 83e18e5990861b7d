import { contentVersionReader } from "./content-version.server";
import { db } from "./db.server";

let readVersion: (() => number) | null = null;

/**
 * A value made from what visitors see (the category list of every page's menus and footer), made
 * again only when the content version moves: between changes every page reuses it instead of
 * asking the database each time.
 */
export function perContentVersion<T>(make: () => T): () => T {
  let version = -1;
  let value: T;
  return () => {
    readVersion ??= contentVersionReader(db.sqlite);
    const now = readVersion();
    if (now !== version) {
      value = make();
      version = now;
    }
    return value;
  };
}
