/**
 * The blog post, described field by field (its rule, words and form input), with its file field
 * (the featured image), who may read it (published posts) and its page. The manager and the model
 * take these.
 */
import { blogs, type Blog } from "../db/schema";
import { IMAGE_UPLOAD } from "../files/uploads.server";
import { optionalText, requiredText, slugField } from "../validation/fields.server";
import { describeEntity, inputOf, statusField, type FieldDescription } from "./entity.server";

const POST = "Post";
const SEO = "SEO Information";

const BLOG_FIELDS = {
  title: {
    schema: requiredText("Title"),
    label: "Title",
    form: { section: POST, kind: "text", custom: true },
    page: true,
    search: true,
  },
  slug: {
    schema: slugField(),
    label: "Slug",
    help: "Lowercase letters, digits and hyphens; filled in from the title.",
    form: { section: POST, kind: "text", custom: true },
  },
  excerpt: {
    schema: optionalText("Excerpt", 1000),
    label: "Excerpt",
    form: { section: POST, kind: "textarea", rows: 2, custom: true },
    page: true,
  },
  content: {
    schema: requiredText("Content", 200000),
    label: "Content",
    help: "HTML (with p, div, br or heading tags) or plain text: a blank line starts a new paragraph.",
    form: { section: POST, kind: "textarea", custom: true },
    page: true,
    search: true,
  },
  category: {
    schema: optionalText("Category", 100),
    label: "Category",
    form: { section: POST, kind: "text" },
    page: true,
  },
  author: {
    schema: optionalText("Author", 100),
    label: "Author",
    help: "Empty: the company.",
    form: { section: POST, kind: "text" },
    page: true,
  },
  status: statusField(["draft", "published"], POST),
  meta_title: {
    schema: optionalText("Meta title", 200),
    label: "Meta Title",
    form: { section: SEO, kind: "text", wide: true },
  },
  meta_description: {
    schema: optionalText("Meta description", 500),
    label: "Meta Description",
    form: { section: SEO, kind: "textarea", rows: 2 },
  },
} satisfies Record<string, FieldDescription>;

export const blogInput = inputOf(BLOG_FIELDS);

export type BlogFormInput = typeof blogInput._output;

export const blogEntity = describeEntity({
  input: blogInput,
  fields: BLOG_FIELDS,
  table: blogs,
  uploads: { featured_image: IMAGE_UPLOAD },
  // Drafts are the staff's: visitors and public /api answers see published posts only.
  publicStatus: "published" satisfies Blog["status"],
  publicPath: (b: Pick<Blog, "slug">) => `/blog/${b.slug}`,
});
