/**
 * The slug rule for products, blog titles and job titles: lowercase, remove characters
 * other than letters, digits, spaces and hyphens, turn whitespace into hyphens, collapse repeated
 * hyphens. Letters are ASCII letters: slugs travel in URLs.
 */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, "")
    .trim()
    .replace(/\s+/g, "-")
    .replace(/-+/g, "-");
}

/** A slug as the rule would produce it (used to check typed-in slugs). */
export function isSlug(value: string): boolean {
  return /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value);
}
