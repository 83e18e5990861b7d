/**
 * The admin managers (categories, brands, drivers, blogs, jobs, products): each takes its schema, file
 * fields and page from the entity's description (server/entities/) and adds what the save needs of
 * the database: its unique field, model calls, cross-row checks and texts.
 * admin/crud-responses.server.ts turns a manager into the pages' loaders and actions and the /api writes.
 */
import fs from "node:fs/promises";
import type { z } from "zod";
import { safeFileName } from "~/lib/file-name";
import { categoryInUse, MANAGER_MESSAGES, type ManagerKey } from "~/lib/manager-messages";
import type {
  Blog,
  Brand,
  Category,
  Driver,
  Inquiry,
  Job,
  NewBlog,
  NewBrand,
  NewCategory,
  NewDriver,
  NewJob,
  SerialRecord,
  TrashItem,
} from "../db/schema";
import type { EditableManager, Manager, RemoveResult } from "./save.server";
import { writeTransaction } from "../db.server";
import { notFound } from "../http/responses.server";
import {
  checkProductFits,
  fitListsFromForm,
  fitResolver,
  getProductWithFits,
  saveProductFits,
} from "../models/fits.server";
import { EXACT_MATCH_SCORE, searchProducts } from "../search/engine.server";
import { claimPath } from "../models/redirects.server";
import type { HistoryKind } from "../models/history.server";
import {
  getTrashItem,
  isTrashKind,
  linkFilesFromTrash,
  removeLiveNames,
  removeTrashCopies,
  removeTrashedFiles,
  repairTrashFiles,
  restoreFromTrash,
  takeExpiredFromTrash,
  takeFromTrash,
  trashedRow,
  type RestoreResult,
} from "../models/trash.server";
import { deleteJobApplications, deleteOrphanApplications } from "../models/job-applications.server";
import { privatePath } from "../files/private-files.server";
import {
  createBlog,
  deleteBlog,
  getBlogById,
  isBlogSlugTaken,
  updateBlog,
} from "../models/blogs.server";
import {
  createBrand,
  deleteBrand,
  getBrandById,
  isBrandNameTaken,
  updateBrand,
} from "../models/brands.server";
import {
  createCategory,
  deleteCategory,
  findCategory,
  getCategoryById,
  isCategoryNameTaken,
  updateCategory,
} from "../models/categories.server";
import { createDriver, deleteDriver, getDriverById, updateDriver } from "../models/drivers.server";
import { deleteInquiry, getInquiryById } from "../models/inquiries.server";
import { createJob, deleteJob, getJobById, isJobSlugTaken, updateJob } from "../models/jobs.server";
import {
  createProduct,
  deleteProduct,
  getProductById,
  isProductSlugTaken,
  updateProduct,
  type Product,
  type ProductInput,
} from "../models/products.server";
import { picturesAfterSave } from "../files/gallery.server";
import { blogEntity, type BlogFormInput } from "../entities/blog.server";
import { brandEntity, type BrandFormInput } from "../entities/brand.server";
import { categoryEntity, type CategoryFormInput } from "../entities/category.server";
import { driverEntity, type DriverFormInput } from "../entities/driver.server";
import { columnDefaultsOf, type EntityDescription } from "../entities/entity.server";
import { jobEntity, TITLE_AND_SLUG_REQUIRED, type JobFormInput } from "../entities/job.server";
import { productEntity, type ProductFormInput } from "../entities/product.server";
import { serialEntity, type SerialFormInput } from "../entities/serial.server";
import {
  createSerial,
  deleteSerial,
  getSerialById,
  isSerialTaken,
  productsByModel,
  updateSerial,
} from "../service/serials.server";

/**
 * What a manager takes from its entity's description: the schema, the fields' defaults (the
 * columns' own), the file fields, the page.
 */
function described<Input extends z.ZodObject, Row>(entity: EntityDescription<Input, Row, string>) {
  return {
    schema: entity.input,
    ...(entity.fields ? { fields: entity.fields } : {}),
    ...(entity.fields && entity.table
      ? { defaults: columnDefaultsOf(entity.table, entity.fields) }
      : {}),
    uploads: entity.uploads,
    ...(entity.requiredFiles ? { requiredFiles: entity.requiredFiles } : {}),
    ...(entity.publicPath ? { publicPath: entity.publicPath } : {}),
  };
}

/** The picture columns after a save, when the save changes them (pictures brought, removed, moved). */
function pictureColumns(...args: Parameters<typeof picturesAfterSave>) {
  const pictures = picturesAfterSave(...args);
  return pictures.ok && pictures.changed
    ? { image: pictures.image, gallery: pictures.gallery }
    : {};
}

/** Why an active product was refused: it would show on the site without a picture. */
export const PICTURE_TO_PUBLISH =
  "An active product needs a main picture: add one under Pictures, or set Status to Inactive to save it as a draft";

/** A model's delete that returns the removed row, as a manager's remove. */
function removeWith<Row>(remove: (id: number) => Row | undefined, key: ManagerKey) {
  return (id: number): RemoveResult<Row> => {
    const row = remove(id);
    return row
      ? { ok: true, row }
      : { ok: false, status: 404, error: MANAGER_MESSAGES[key].notFound };
  };
}

export const productManager: EditableManager<Product, ProductFormInput, ProductInput> = {
  key: "products",
  ...described(productEntity),
  unique: { field: "slug", taken: isProductSlugTaken },
  fromForm: fitListsFromForm,
  // A product points at its category by name: a display name is accepted and stored as the name.
  check(values, input, errors, sent, save) {
    if (!errors.category && !(values.category?.trim() && findCategory(values.category)))
      errors.category = "Choose a category that exists";
    if (input?.brand_id != null && !getBrandById(input.brand_id))
      errors.brand_id = "Choose a brand that exists";
    // Lines typed in the form are names or models; what a slug, model or name does not settle
    // goes to the site's search: the products that hold every word (a search that had to leave
    // words out matched something else), the exact model or name alone when there is one.
    const resolver = fitResolver({
      search: (term) => {
        const found = searchProducts(term, { perPage: 24 });
        if (found.dropped.length > 0) return [];
        const exact = found.items.filter((r) => r.relevance_score >= EXACT_MATCH_SCORE);
        return (exact.length > 0 ? exact : found.items).map((r) => ({
          id: r.id,
          slug: r.slug,
          name: r.name,
          model: r.model,
          category: r.category,
          status: "active",
        }));
      },
    });
    checkProductFits(findCategory(values.category ?? "")?.name, input, errors, sent, resolver);
    const pictures = save && picturesAfterSave(save.existing, sent, save.files);
    if (pictures && !pictures.ok) errors.gallery = pictures.error;
    // A draft (inactive) may wait for its picture; going on the site may not. An active product
    // that has never had one (an older import) may still be edited, but not lose the one it has.
    const before = save?.existing;
    const grandfathered = before?.status === "active" && !before.image;
    if (pictures?.ok && !pictures.image && values.status === "active" && !grandfathered)
      errors.image ??= PICTURE_TO_PUBLISH;
  },
  // With the slugs of its pairs, so the form shows them and a save that leaves them out keeps them.
  get: getProductWithFits,
  afterWrite: saveProductFits,
  // Read and deleted in one transaction: the files removed afterwards are those of the deleted row.
  remove: (id) =>
    writeTransaction(() => {
      const row = getProductById(id);
      if (!row || !deleteProduct(id))
        return { ok: false, status: 404, error: MANAGER_MESSAGES.products.notFound } as const;
      return { ok: true, row } as const;
    }),
  label: (p) => p.name,
  // A blank field whose column has a default (rating, reviews...) becomes that default in the save
  // (recordToWrite), so the nulls the input may hold there never reach the table.
  toRecord: (input, { image, pdf, gallery }, save) =>
    ({
      ...input,
      category: findCategory(input.category)!.name,
      ...(pdf ? { pdf: pdf.name } : {}),
      ...pictureColumns(save?.existing, save?.sent ?? {}, { image, gallery }),
    }) as ProductInput,
  create: createProduct,
  update: updateProduct,
};

export const categoryManager: EditableManager<Category, CategoryFormInput, NewCategory> = {
  key: "categories",
  ...described(categoryEntity),
  unique: { field: "name", taken: isCategoryNameTaken },
  get: getCategoryById,
  // Refused while products use the category: none is ever left pointing at nothing.
  remove(id) {
    const result = deleteCategory(id);
    if (result.ok) return { ok: true, row: result.category };
    if (result.reason === "has-products")
      return { ok: false, status: 409, error: categoryInUse(result.productCount) };
    return { ok: false, status: 404, error: MANAGER_MESSAGES.categories.notFound };
  },
  label: (c) => c.display_name,
  create: createCategory,
  update: updateCategory,
};

export const brandManager: EditableManager<Brand, BrandFormInput, NewBrand> = {
  key: "brands",
  ...described(brandEntity),
  unique: { field: "name", taken: isBrandNameTaken },
  get: getBrandById,
  remove: removeWith(deleteBrand, "brands"),
  label: (b) => b.display_name,
  create: createBrand,
  update: updateBrand,
};

export const driverManager: EditableManager<Driver, DriverFormInput, NewDriver> = {
  key: "drivers",
  ...described(driverEntity),
  // No unique field: several versions of one driver may coexist.
  get: getDriverById,
  remove: removeWith(deleteDriver, "drivers"),
  label: (d) => `${d.name} ${d.version}`,
  // The download offers the uploader's file name again, and the list shows the size.
  toRecord: (input, { file }) => ({
    ...input,
    ...(file
      ? { file: file.name, file_name: safeFileName(file.originalName), file_size: file.size }
      : {}),
  }),
  create: createDriver,
  update: updateDriver,
};

export const blogManager: EditableManager<Blog, BlogFormInput, NewBlog> = {
  key: "blogs",
  ...described(blogEntity),
  unique: { field: "slug", taken: isBlogSlugTaken },
  get: getBlogById,
  remove: removeWith(deleteBlog, "blogs"),
  label: (b) => b.title,
  create: createBlog,
  update: updateBlog,
};

export const jobManager: EditableManager<Job, JobFormInput, NewJob> = {
  key: "jobs",
  ...described(jobEntity),
  unique: { field: "slug", taken: isJobSlugTaken },
  get: getJobById,
  remove: removeWith(deleteJob, "jobs"),
  label: (j) => j.title,
  create: createJob,
  update: updateJob,
  // A pay range that ends below its start is a typing slip, not a range (either end may stand alone).
  check(_values, input, errors, sent, save) {
    if (!input) return;
    const min = "salary_min" in sent ? input.salary_min : (save?.existing?.salary_min ?? null);
    const max = "salary_max" in sent ? input.salary_max : (save?.existing?.salary_max ?? null);
    if (min !== null && max !== null && max < min && !errors.salary_max)
      errors.salary_max = "Salary up to must not be less than salary from";
  },
  // Title and slug are also checked together, with this message.
  formError: (_errors, values) =>
    !values.title?.trim() || !values.slug?.trim() ? TITLE_AND_SLUG_REQUIRED : undefined,
};

export const serialManager: EditableManager<
  SerialRecord,
  SerialFormInput,
  typeof import("../db/schema").serials.$inferInsert
> = {
  key: "serials",
  ...described(serialEntity),
  // The form starts blank, so the product's warranty is taken unless staff type the months.
  defaults: {},
  unique: { field: "serial", taken: isSerialTaken },
  get: getSerialById,
  remove: removeWith(deleteSerial, "serials"),
  label: (s) => `${s.serial} (${s.model})`,
  // The catalogue product the model names, and its warranty when the months are left blank.
  toRecord(input) {
    const product = productsByModel()(input.model);
    return {
      ...input,
      product_id: product?.id ?? null,
      warranty_months: input.warranty_months ?? product?.warrantyMonths ?? 12,
    };
  },
  create: createSerial,
  update: updateSerial,
};

const inquiryManager: Manager<Inquiry> = {
  key: "inquiries",
  uploads: {},
  get: getInquiryById,
  remove: removeWith(deleteInquiry, "inquiries"),
  label: (i) => `${i.name}: ${i.subject}`,
};

/** Every manager by its tab, for the shared delete step (routes/admin/manager-delete.tsx). */
const MANAGERS: Record<ManagerKey, Manager<{ id: number }>> = {
  products: productManager,
  categories: categoryManager,
  brands: brandManager,
  drivers: driverManager,
  blogs: blogManager,
  jobs: jobManager,
  serials: serialManager,
  inquiries: inquiryManager,
};

/**
 * The managers History follows, by kind: a version is put back, and an import undone, through their
 * save and delete path.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- managers differ in their row types
export const HISTORY_MANAGERS: Record<HistoryKind, EditableManager<any, any, any>> = {
  products: productManager,
  categories: categoryManager,
  brands: brandManager,
  drivers: driverManager,
  blogs: blogManager,
  jobs: jobManager,
  serials: serialManager,
};

/** The manager of an /admin/<tab>/... URL, else a 404. */
export function managerOfUrl(url: string): Manager<{ id: number }> {
  const tab = new URL(url).pathname.split("/")[2] ?? "";
  if (!Object.hasOwn(MANAGERS, tab)) notFound();
  return MANAGERS[tab as ManagerKey];
}

// ---------------------------------------------------------------------------------------------
// The trash: deleted products, categories, brands, blog posts and jobs, kept TRASH_DAYS days.

const fieldsOf = (kind: string) =>
  Object.hasOwn(MANAGERS, kind) ? Object.keys(MANAGERS[kind as ManagerKey].uploads) : [];

/** Puts an item back where it was, with its files; refused when its name/slug is taken meanwhile. */
export async function restoreTrashItem(trashId: number, actor: string): Promise<RestoreResult> {
  // The files get their live names before the row is committed and lose their trash names after,
  // so a stop at any step leaves each file where its row says (or in both, repaired at start).
  const item = getTrashItem(trashId);
  const files = item && isTrashKind(item.kind) ? fieldsOf(item.kind) : [];
  const added = item ? await linkFilesFromTrash(trashedRow(item), files) : [];
  const result = restoreFromTrash(trashId, actor);
  if (!result.ok) {
    await removeLiveNames(added);
    return result;
  }
  await removeTrashCopies(result.row, fieldsOf(result.kind));
  const m = MANAGERS[result.kind];
  const row = m.get(result.row.id);
  // The restored item answers at its address again, even where a redirect had been recorded.
  if (row && m.publicPath) claimPath(m.publicPath(row));
  return result;
}

/**
 * What goes with an item deleted for good: its files, and for a job the applications it drew with
 * their CVs (personal data nobody could reach any more; while the job is in the Trash they wait).
 */
async function purged(item: TrashItem) {
  await removeTrashedFiles(trashedRow(item), fieldsOf(item.kind));
  if (item.kind === "jobs") await removeCvs(deleteJobApplications(item.item_id));
}

async function removeCvs(names: string[]) {
  for (const name of names) {
    const file = privatePath(".job-cv", name);
    if (file) await fs.rm(file, { force: true });
  }
}

/** Deletes a trashed item for good, with its files. */
export async function purgeTrashItem(trashId: number, actor: string): Promise<boolean> {
  const item = takeFromTrash(trashId, actor);
  if (!item) return false;
  await purged(item);
  return true;
}

/** Deletes for good what has been in the trash longer than TRASH_DAYS. */
export async function purgeExpiredTrash(): Promise<number> {
  const items = takeExpiredFromTrash();
  for (const item of items) await purged(item);
  // Applications left by a job deleted for good before they went with it.
  await removeCvs(deleteOrphanApplications());
  return items.length;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const g = globalThis as { __trashPurge?: NodeJS.Timeout };

/**
 * At start-up and then once a day (the timer does not keep the process alive). The promise is the
 * first run's (the start does not wait for it).
 */
export function startTrashPurge(): Promise<unknown> {
  const run = () =>
    purgeExpiredTrash().catch((error) => console.error("[trash] purge failed:", error));
  // Files first put where their rows say (a stop may have cut a restore or a delete), then the purge.
  const first = repairTrashFiles(fieldsOf)
    .then((n) => n > 0 && console.log(`[trash] put ${n} files where their rows say`))
    .catch((error) => console.error("[trash] file check failed:", error))
    .then(run);
  g.__trashPurge ??= setInterval(run, DAY_MS).unref();
  return first;
}
