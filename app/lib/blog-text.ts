import { site } from "~/config/site";
import { cutText, formatDate, plainText } from "./text";

export const NO_CONTENT = "No content available";
export const NO_POST_CONTENT = "No content available for this blog post.";
const UNCATEGORIZED = "Uncategorized";
const EXCERPT_LENGTH = 150;

interface BlogLike {
  slug: string;
  title: string;
  excerpt: string | null;
  content: string;
  category: string | null;
  featured_image: string | null;
  created_at: string;
}

/** Blog list: the excerpt, else the first 150 characters of the content as plain text. */
export function blogExcerpt(blog: Pick<BlogLike, "excerpt" | "content">): string {
  const excerpt = plainText(blog.excerpt);
  if (excerpt) return excerpt;
  const text = plainText(blog.content);
  return text ? cutText(text, EXCERPT_LENGTH) : NO_CONTENT;
}

export function blogCategoryLabel(category: string | null | undefined): string {
  return category?.trim() || UNCATEGORIZED;
}

/** Blog detail: 'Published by' the author, by default the company. */
export function blogAuthor(author: string | null | undefined): string {
  return author?.trim() || site.name;
}

export interface BlogCardData {
  slug: string;
  title: string;
  image: string | null;
  category: string;
  date: string;
  excerpt: string;
}

/** What a card needs, so a list page never ships whole posts to the browser. */
export function blogCard(blog: BlogLike): BlogCardData {
  return {
    slug: blog.slug,
    // Staff paste titles from word processors ("Zebra&rsquo;s"): shown as the page shows them.
    title: plainText(blog.title),
    image: blog.featured_image,
    category: blogCategoryLabel(blog.category),
    date: formatDate(blog.created_at),
    excerpt: blogExcerpt(blog),
  };
}
