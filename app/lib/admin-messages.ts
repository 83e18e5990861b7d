/**
 * The admin's fixed texts, shared by pages (confirm and alert with JavaScript) and the
 * server (flash messages), so the wording lives once. Other tabs add their own objects here.
 */
export const PRODUCT_MESSAGES = {
  added: "Product added successfully!",
  updated: "Product updated successfully!",
  deleted: "Product deleted successfully!",
  bulkDeleted: "Products deleted successfully!",
  noneSelected: "Please select products to delete",
  confirmOne: "Are you sure you want to delete this product?",
  confirmMany: (n: number) => `Are you sure you want to delete ${n} products?`,
  slugTaken: "This slug is already used by another product",
  invalid: "Please correct the highlighted fields.",
} as const;
