/**
 * The admin managers of SPEC 2 ('Other admin management screens'), each described once: its zod schema,
 * files, unique field, model calls and texts. server/admin-crud.server.ts turns a description into the
 * pages' loaders and actions and the /api writes.
 */
import { safeFileName } from "~/lib/file-name";
import { categoryInUse, MANAGER_MESSAGES, type ManagerKey } from "~/lib/manager-messages";
import type { Blog, Brand, Category, Driver, Inquiry, Job } from "./db/schema";
import type { EditableManager, Files, Manager, RemoveResult, Values } from "./admin-crud.server";
import {
  createBlog,
  deleteBlog,
  getBlogById,
  isBlogSlugTaken,
  updateBlog,
} from "./models/blogs.server";
import {
  createBrand,
  deleteBrand,
  getBrandById,
  isBrandNameTaken,
  updateBrand,
} from "./models/brands.server";
import {
  createCategory,
  deleteCategory,
  getCategoryById,
  isCategoryNameTaken,
  updateCategory,
} from "./models/categories.server";
import { createDriver, deleteDriver, getDriverById, updateDriver } from "./models/drivers.server";
import { deleteInquiry, getInquiryById } from "./models/inquiries.server";
import { createJob, deleteJob, getJobById, isJobSlugTaken, updateJob } from "./models/jobs.server";
import { notFound } from "./http.server";
import { DRIVER_UPLOAD, IMAGE_UPLOAD } from "./uploads.server";
import { blogInput, type BlogFormInput } from "./validation/blog.server";
import { brandInput, type BrandFormInput } from "./validation/brand.server";
import { categoryInput, type CategoryFormInput } from "./validation/category.server";
import { driverInput, type DriverFormInput } from "./validation/driver.server";
import { jobInput, TITLE_AND_SLUG_REQUIRED, type JobFormInput } from "./validation/job.server";

/** A model's delete that returns the removed row, as a manager's remove. */
function removeWith<Row>(remove: (id: number) => Row | undefined, key: ManagerKey) {
  return (id: number): RemoveResult<Row> => {
    const row = remove(id);
    return row
      ? { ok: true, row }
      : { ok: false, status: 404, error: MANAGER_MESSAGES[key].notFound };
  };
}

/** The stored names of the uploaded files, by field (only fields that brought a file). */
function storedNames(files: Files): Values {
  const out: Values = {};
  for (const [field, file] of Object.entries(files)) if (file) out[field] = file.name;
  return out;
}

/** The text form of a row's columns: null becomes "". */
function textOf<Row>(row: Row, columns: (keyof Row & string)[]): Values {
  return Object.fromEntries(columns.map((c) => [c, row[c] == null ? "" : String(row[c])]));
}

export const categoryManager: EditableManager<
  Category,
  CategoryFormInput,
  Parameters<typeof createCategory>[0]
> = {
  key: "categories",
  schema: categoryInput,
  uploads: { image: IMAGE_UPLOAD },
  unique: {
    field: "name",
    taken: isCategoryNameTaken,
    message: "This name is already used by another category",
  },
  get: getCategoryById,
  remove(id) {
    const result = deleteCategory(id);
    if (result.ok) return { ok: true, row: result.category };
    if (result.reason === "has-products")
      return { ok: false, status: 409, error: categoryInUse(result.productCount) };
    return { ok: false, status: 404, error: MANAGER_MESSAGES.categories.notFound };
  },
  label: (c) => c.display_name,
  fileColumns: ["image"],
  toValues: (c) => textOf(c, ["name", "display_name", "description", "icon"]),
  toRecord: (input, files) => ({ ...input, ...storedNames(files) }),
  create: createCategory,
  update: updateCategory,
};

export const brandManager: EditableManager<
  Brand,
  BrandFormInput,
  Parameters<typeof createBrand>[0]
> = {
  key: "brands",
  schema: brandInput,
  uploads: { logo: IMAGE_UPLOAD },
  unique: {
    field: "name",
    taken: isBrandNameTaken,
    message: "This name is already used by another brand",
  },
  get: getBrandById,
  remove: removeWith(deleteBrand, "brands"),
  label: (b) => b.display_name,
  fileColumns: ["logo"],
  toValues: (b) => textOf(b, ["name", "display_name", "description", "website"]),
  toRecord: (input, files) => ({ ...input, ...storedNames(files) }),
  create: createBrand,
  update: updateBrand,
};

export const driverManager: EditableManager<
  Driver,
  DriverFormInput,
  Parameters<typeof createDriver>[0]
> = {
  key: "drivers",
  schema: driverInput,
  uploads: { file: DRIVER_UPLOAD },
  requiredFiles: { file: "Driver file is required" },
  // Several versions of one driver may coexist: no field is unique.
  get: getDriverById,
  remove: removeWith(deleteDriver, "drivers"),
  label: (d) => `${d.name} ${d.version}`,
  fileColumns: ["file"],
  toValues: (d) => textOf(d, ["name", "version", "description"]),
  toRecord: (input, { file }) => ({
    ...input,
    ...(file
      ? { file: file.name, file_name: safeFileName(file.originalName), file_size: file.size }
      : {}),
  }),
  create: createDriver,
  update: updateDriver,
};

export const blogManager: EditableManager<Blog, BlogFormInput, Parameters<typeof createBlog>[0]> = {
  key: "blogs",
  schema: blogInput,
  uploads: { featured_image: IMAGE_UPLOAD },
  unique: {
    field: "slug",
    taken: isBlogSlugTaken,
    message: "This slug is already used by another blog post",
  },
  get: getBlogById,
  remove: removeWith(deleteBlog, "blogs"),
  label: (b) => b.title,
  fileColumns: ["featured_image"],
  toValues: (b) =>
    textOf(b, [
      "title",
      "slug",
      "excerpt",
      "content",
      "category",
      "author",
      "status",
      "meta_title",
      "meta_description",
    ]),
  toRecord: (input, files) => ({ ...input, ...storedNames(files) }),
  create: createBlog,
  update: updateBlog,
};

export const jobManager: EditableManager<Job, JobFormInput, Parameters<typeof createJob>[0]> = {
  key: "jobs",
  schema: jobInput,
  uploads: {},
  unique: {
    field: "slug",
    taken: isJobSlugTaken,
    message: "This slug is already used by another job posting",
  },
  get: getJobById,
  remove: removeWith(deleteJob, "jobs"),
  label: (j) => j.title,
  fileColumns: [],
  toValues: (j) =>
    textOf(j, [
      "title",
      "slug",
      "skills",
      "responsibilities",
      "status",
      "experience_level",
      "location",
    ]),
  toRecord: (input) => input,
  create: createJob,
  update: updateJob,
  // SPEC 5: title and slug are also checked together, with this message.
  formError: (_errors, values) =>
    !values.title?.trim() || !values.slug?.trim() ? TITLE_AND_SLUG_REQUIRED : undefined,
};

export const inquiryManager: Manager<Inquiry> = {
  key: "inquiries",
  get: getInquiryById,
  remove: removeWith(deleteInquiry, "inquiries"),
  label: (i) => `${i.name}: ${i.subject}`,
  fileColumns: [],
};

/** Every manager by its tab, for the shared delete step (routes/admin/manager-delete.tsx). */
export const MANAGERS: Record<ManagerKey, Manager<{ id: number }>> = {
  categories: categoryManager,
  brands: brandManager,
  drivers: driverManager,
  blogs: blogManager,
  jobs: jobManager,
  inquiries: inquiryManager,
};

/** The manager of an /admin/<tab>/... URL, else a 404. */
export function managerOfUrl(url: string): Manager<{ id: number }> {
  const tab = new URL(url).pathname.split("/")[2] ?? "";
  if (!Object.hasOwn(MANAGERS, tab)) notFound();
  return MANAGERS[tab as ManagerKey];
}
