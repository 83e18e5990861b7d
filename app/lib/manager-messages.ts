/**
 * The fixed texts of the category, brand, driver, blog, job and inquiry managers, shared
 * by pages (confirm with JavaScript, the no-JS confirmation step) and the server (flash messages, /api
 * answers), so the wording lives once. They follow one pattern per entity:
 * '{Category|Brand|Driver} added, updated or deleted successfully!', 'Blog created, ...'.
 */
function texts(noun: string, made: "added" | "created", thing: string) {
  return {
    noun,
    thing,
    added: `${noun} ${made} successfully!`,
    updated: `${noun} updated successfully!`,
    deleted: `${noun} deleted successfully!`,
    confirm: `Are you sure you want to delete this ${thing}?`,
    notFound: `${noun} not found`,
  };
}

export const MANAGER_MESSAGES = {
  products: texts("Product", "added", "product"),
  categories: texts("Category", "added", "category"),
  brands: texts("Brand", "added", "brand"),
  drivers: texts("Driver", "added", "driver"),
  blogs: texts("Blog", "created", "blog post"),
  jobs: texts("Job", "created", "job posting"),
  serials: texts("Serial number", "added", "serial number"),
  inquiries: texts("Inquiry", "added", "inquiry"),
} as const;

export type ManagerKey = keyof typeof MANAGER_MESSAGES;

export const FORM_INVALID = "Please correct the highlighted fields.";

/** A category still used by products is never deleted (products would point at nothing). */
export function categoryInUse(productCount: number): string {
  const n = productCount === 1 ? "1 product" : `${productCount} products`;
  return `This category still has ${n}. Move ${productCount === 1 ? "it" : "them"} to another category or delete ${productCount === 1 ? "it" : "them"} first.`;
}
