/**
 * The blog post, described once: its input rule (admin form and /api), its file field (the featured
 * image), who may read it (published posts) and its page. The manager and the model take these.
 */
import { z } from "zod";
import type { Blog } from "../db/schema";
import { IMAGE_UPLOAD } from "../files/uploads.server";
import { optionalText, requiredText, slugField } from "../validation/fields.server";
import { describeEntity } from "./entity.server";

export const blogInput = z.object({
  title: requiredText("Title"),
  slug: slugField(),
  content: requiredText("Content", 200000),
  excerpt: optionalText("Excerpt", 1000),
  category: optionalText("Category", 100),
  author: optionalText("Author", 100),
  status: z
    .enum(["draft", "published"], { error: "Status must be draft or published" })
    .default("draft"),
  meta_title: optionalText("Meta title", 200),
  meta_description: optionalText("Meta description", 500),
});

export type BlogFormInput = z.infer<typeof blogInput>;

export const blogEntity = describeEntity({
  input: blogInput,
  uploads: { featured_image: IMAGE_UPLOAD },
  // Drafts are the staff's: visitors and public /api answers see published posts only.
  publicStatus: "published" satisfies Blog["status"],
  publicPath: (b: Pick<Blog, "slug">) => `/blog/${b.slug}`,
});
