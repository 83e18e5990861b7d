// Shared by edit pages and the server's check of the version an edit was based on.

/** The form field that carries the version the edit page was opened at. */
export const VERSION_FIELD = "row_version";

export const STALE_EDIT =
  "This item was changed by someone else since you opened it. Reload it to see the latest version; what you typed is kept below.";
