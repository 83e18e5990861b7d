/**
 * The shape of a slug, and the admin's live slug preview. The rule that makes slugs from names is
 * in ./slugify (it spells every script in ASCII with a large table, so pages never load it).
 */

/** A slug as the rule would produce it (used to check typed-in slugs). */
export function isSlug(value: string): boolean {
  return /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value);
}

/**
 * In the browser: works out the slug of `text` and hands it to `write`. The rule is fetched on the
 * first call (previews arrive in the order they were asked for: they wait on the same import).
 */
export function previewSlug(text: string, write: (slug: string) => void): void {
  void import("./slugify").then(({ slugify }) => write(slugify(text)));
}
