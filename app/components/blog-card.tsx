import { SiteLink } from "./site-link";
import type { BlogCardData } from "~/lib/blog-text";
import { ResponsiveImage } from "./responsive-image";

/** A blog list card: image, category, date, title, excerpt and Read More. */
export function BlogCard({ post, headingLevel = 2 }: { post: BlogCardData; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md">
      <SiteLink to={`/blog/${post.slug}`} tabIndex={-1} aria-hidden="true">
        <ResponsiveImage
          src={post.image}
          alt=""
          width={640}
          height={360}
          sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
          maxWidth={960}
          className="aspect-video w-full bg-slate-100 object-cover"
        />
      </SiteLink>
      <div className="flex flex-1 flex-col p-5">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs">
          <span className="rounded-full bg-blue-50 px-2.5 py-1 font-semibold text-primary-dark">
            {post.category}
          </span>
          <span className="text-secondary">{post.date}</span>
        </div>
        <Heading className="mt-3 text-lg font-bold leading-snug text-slate-900">
          <SiteLink to={`/blog/${post.slug}`} className="hover:text-primary">
            {post.title}
          </SiteLink>
        </Heading>
        <p className="mt-2 flex-1 text-sm leading-6 text-slate-600">{post.excerpt}</p>
        <SiteLink
          to={`/blog/${post.slug}`}
          className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-primary hover:text-primary-dark"
        >
          Read More<span className="sr-only"> about {post.title}</span>
          <span aria-hidden="true">→</span>
        </SiteLink>
      </div>
    </article>
  );
}
