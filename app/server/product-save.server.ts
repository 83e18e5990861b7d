/**
 * Adding and updating a product from a multipart request: one path for the admin form and for
 * POST/PUT /api/products, so both check the same things in the same order (uploads, the zod schema,
 * the category, the brand, the slug) and clean up the same way (new files removed when the save
 * fails, replaced files removed after the commit).
 */
import { PRODUCT_MESSAGES } from "~/lib/admin-messages";
import { getBrandById } from "./models/brands.server";
import { findCategory } from "./models/categories.server";
import {
  createProduct,
  getProductById,
  isProductSlugTaken,
  updateProduct,
  type Product,
} from "./models/products.server";
import { writeTransaction } from "./db.server";
import { expectedVersion, rowVersion, STALE_EDIT, VERSION_FIELD } from "./edit-version.server";
import { receiveUploads } from "./http/body.server";
import { IMAGE_UPLOAD, PDF_UPLOAD, removeReplacedUploads, removeUpload } from "./uploads.server";
import { fieldErrors, formValues } from "./validation/fields.server";
import { productInput } from "./validation/product.server";

export { PRODUCT_MESSAGES };

export type SaveProductResult =
  | { ok: true; product: Product }
  | {
      ok: false;
      status: 400 | 404 | 409 | 413 | 415;
      error: string;
      fieldErrors: Record<string, string>;
      /** The submitted text fields, to fill the form again. */
      values: Record<string, string>;
    };

/** The text form of a product's fields (what the form shows and a partial PUT starts from). */
export function productFormValues(p: Product): Record<string, string> {
  const s = (v: unknown) => (v === null || v === undefined ? "" : String(v));
  return {
    name: p.name,
    slug: p.slug,
    category: p.category,
    brand_id: s(p.brand_id),
    short_description: p.short_description,
    description: p.description,
    model: s(p.model),
    specifications: s(p.specifications),
    features: s(p.features),
    meta_title: s(p.meta_title),
    meta_description: s(p.meta_description),
    meta_keywords: s(p.meta_keywords),
    status: p.status,
    featured: String(p.featured),
    in_stock: String(p.in_stock),
    price: s(p.price),
    rating: s(p.rating),
    reviews: s(p.reviews),
  };
}

function isUniqueSlugError(error: unknown): boolean {
  return error instanceof Error && /UNIQUE constraint failed: products\.slug/.test(error.message);
}

/**
 * Creates (no `id`) or updates a product from the request. On update, fields that are not sent keep
 * their value, and so do the image and PDF when no new file is chosen.
 *
 * Once the body has arrived, the row is read again, checked and written in ONE immediate transaction:
 * a slow save merges onto what others committed meanwhile, and a save that says which version it was
 * opened at (the form's hidden field, or If-Match) is refused when the row has moved since. Replaced
 * files are those of the row as it was at commit time.
 */
export async function saveProduct(request: Request, id?: number): Promise<SaveProductResult> {
  // Cheap early answer, before a body is read; the transaction below checks again.
  if (id !== undefined && !getProductById(id)) {
    return { ok: false, status: 404, error: "Product not found", fieldErrors: {}, values: {} };
  }
  const received = await receiveUploads(request, { image: IMAGE_UPLOAD, pdf: PDF_UPLOAD });
  if (!received.ok) {
    return {
      ok: false,
      status: received.status,
      error: received.error,
      fieldErrors: received.field ? { [received.field]: received.error } : {},
      values: {},
    };
  }
  const submitted = formValues(received.form);
  // Text fields named like the file fields are not paths a client may set.
  delete submitted.image;
  delete submitted.pdf;
  const version = expectedVersion(request, submitted);
  const withVersion = (values: Record<string, string>) =>
    version ? { ...values, [VERSION_FIELD]: version } : values;

  type Outcome =
    | { ok: true; product: Product; before: Product | undefined }
    | Extract<SaveProductResult, { ok: false }>;
  let outcome: Outcome;
  try {
    outcome = writeTransaction((): Outcome => {
      const existing = id === undefined ? undefined : getProductById(id);
      if (id !== undefined && !existing)
        return { ok: false, status: 404, error: "Product not found", fieldErrors: {}, values: {} };
      const values = existing ? { ...productFormValues(existing), ...submitted } : submitted;
      const fail = (
        status: 400 | 404 | 409,
        errors: Record<string, string>,
        error: string = PRODUCT_MESSAGES.invalid,
      ): Outcome => ({
        ok: false,
        status,
        error,
        fieldErrors: errors,
        values: withVersion(values),
      });
      if (existing && version && version !== rowVersion(existing)) return fail(409, {}, STALE_EDIT);

      const parsed = productInput.safeParse(values);
      const errors = parsed.success ? {} : fieldErrors(parsed.error);
      const category = values.category?.trim() ? findCategory(values.category) : undefined;
      if (!errors.category && !category) errors.category = "Choose a category that exists";
      if (parsed.success && parsed.data.brand_id != null && !getBrandById(parsed.data.brand_id))
        errors.brand_id = "Choose a brand that exists";
      if (!existing && !received.files.image) errors.image = "Image is required";
      if (!errors.slug && parsed.success && isProductSlugTaken(parsed.data.slug, id))
        errors.slug = PRODUCT_MESSAGES.slugTaken;
      if (!parsed.success || Object.keys(errors).length > 0) {
        const onlySlug =
          Object.keys(errors).length === 1 && errors.slug === PRODUCT_MESSAGES.slugTaken;
        return fail(
          onlySlug ? 409 : 400,
          errors,
          onlySlug ? PRODUCT_MESSAGES.slugTaken : undefined,
        );
      }

      const input = {
        ...parsed.data,
        category: category!.name,
        featured: parsed.data.featured ?? existing?.featured ?? false,
        in_stock: parsed.data.in_stock ?? existing?.in_stock ?? true,
        rating: parsed.data.rating ?? 0,
        reviews: parsed.data.reviews ?? 0,
        image: received.files.image?.name ?? existing?.image ?? null,
        pdf: received.files.pdf?.name ?? existing?.pdf ?? null,
      };
      const product = existing ? updateProduct(existing.id, input) : createProduct(input);
      if (!product) return fail(404, {}, "Product not found");
      return { ok: true, product, before: existing };
    });
  } catch (error) {
    await received.discard();
    // Another process took the slug between the check and the write.
    if (isUniqueSlugError(error))
      return {
        ok: false,
        status: 409,
        error: PRODUCT_MESSAGES.slugTaken,
        fieldErrors: { slug: PRODUCT_MESSAGES.slugTaken },
        values: withVersion(submitted),
      };
    throw error;
  }
  if (!outcome.ok) {
    // Files uploaded by a refused save are never kept.
    await received.discard();
    return outcome;
  }
  // The row now points at the new files: the ones it held at commit time and no longer holds go.
  if (outcome.before)
    await removeReplacedUploads(outcome.before, outcome.product, ["image", "pdf"]);
  return { ok: true, product: outcome.product };
}

/** Removes the files of deleted product rows (after the delete committed). */
export async function removeProductFiles(rows: { image: string | null; pdf: string | null }[]) {
  for (const row of rows) {
    await removeUpload(row.image);
    await removeUpload(row.pdf);
  }
}
