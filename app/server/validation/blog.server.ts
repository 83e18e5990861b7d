import { z } from "zod";
import { optionalText, requiredText, slugField } from "./fields.server";

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
