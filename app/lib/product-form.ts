/**
 * The product form's own field names, shared by the page that draws them and the server code that
 * reads them (files/gallery.server.ts, models/fits.server.ts).
 */

/**
 * The pictures: `picture_order` lists the stored names and `new:<i>` (the i-th picture chosen in this
 * save, from 0) in the order shown; `picture_main` names the main picture the same way;
 * `picture_move` is "up:<name>" or "down:<name>", a move made without JavaScript.
 */
export const PICTURE_FIELDS = {
  order: "picture_order",
  main: "picture_main",
  move: "picture_move",
} as const;

/** How the form names the i-th picture chosen in a save (before it has a stored name). */
export const newPictureToken = (i: number) => `new:${i}`;

/** The query a move without JavaScript is posted with: the save comes back to the pictures. */
export const ARRANGE_PARAM = "arrange";

/**
 * A fit list's parts in the form: `<list>_form` says the form drew it, `<list>_pick_<n>` are the
 * pairs kept (ticked, by slug), `<list>_add` the names or models typed, one a line.
 */
export const fitFormFields = (field: "fits_printers" | "fits_supplies") => ({
  drawn: `${field}_form`,
  pick: (i: number) => `${field}_pick_${i}`,
  add: `${field}_add`,
});
