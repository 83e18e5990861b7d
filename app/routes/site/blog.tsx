import { data, isRouteErrorResponse, Link } from "react-router";
import { BackLink, Breadcrumb } from "~/components/breadcrumb";
import { BlogCard } from "~/components/blog-card";
import { ProductCard } from "~/components/product-card";
import { NotFoundPage } from "~/components/not-found-page";
import { ResponsiveImage } from "~/components/responsive-image";
import { ShareLinks } from "~/components/share-links";
import { site } from "~/config/site";
import { assetUrl } from "~/lib/asset-url";
import {
  blogAuthor,
  blogCard,
  blogCategoryLabel,
  blogExcerpt,
  NO_CONTENT,
  NO_POST_CONTENT,
} from "~/lib/blog-text";
import { blogPostingJsonLd } from "~/lib/blog-jsonld";
import { formatContent, type ContentFormat } from "~/lib/content-format";
import { toCardProduct } from "~/lib/card-product";
import { formatDate, plainText } from "~/lib/text";
import { whatsappLink } from "~/lib/whatsapp";
import { env } from "~/server/env.server";
import { withShownImage } from "~/server/files/picture-presence.server";
import { postProducts } from "~/server/site/blog-products.server";
import { getBlogBySlug, listRelatedBlogs } from "~/server/models/blogs.server";
import { sanitizeBlogHtml } from "~/server/site/sanitize.server";
import { redirectIfMoved } from "~/server/models/redirects.server";
import type { Route } from "./+types/blog";

/** The post's body as the page shows it: sanitised HTML or paragraphs, else the excerpt or a notice. */
function bodyOf(content: string, excerpt: string | null): ContentFormat {
  const format = formatContent(content);
  if (format.kind === "html") {
    const html = sanitizeBlogHtml(format.html);
    if (plainText(html) || /<img\s/i.test(html)) return { kind: "html", html };
  } else if (format.kind === "paragraphs") {
    return format;
  }
  const fallback = plainText(excerpt);
  return { kind: "paragraphs", paragraphs: [fallback || NO_POST_CONTENT] };
}

export function loader({ request, params }: Route.LoaderArgs) {
  const blog = getBlogBySlug(params.slug, { publishedOnly: true });
  if (!blog) redirectIfMoved(request);
  if (!blog) throw data("Blog post not found", { status: 404 });
  const url = new URL(`/blog/${blog.slug}`, env.SITE_URL).href;
  const description = plainText(blog.meta_description) || blogExcerpt(blog);
  // The products the post names become links, and it ends with them and others like them.
  const products = postProducts(
    { id: blog.id, updated_at: blog.updated_at, title: plainText(blog.title) },
    bodyOf(blog.content, blog.excerpt),
  );
  const first = products.named[0];
  return {
    post: {
      slug: blog.slug,
      title: plainText(blog.title),
      category: blogCategoryLabel(blog.category),
      date: formatDate(blog.created_at),
      isoDate: blog.created_at,
      isoModified: blog.updated_at,
      author: blogAuthor(blog.author),
      image: assetUrl(blog.featured_image),
      imageAbsolute: assetUrl(blog.featured_image, env.SITE_URL),
      metaTitle: plainText(blog.meta_title) || plainText(blog.title),
      description: description === NO_CONTENT ? "" : description,
    },
    body: products.body,
    products: products.related.map((p) => toCardProduct(withShownImage(p))),
    ask: {
      quote: first ? { href: `/contact?product=${first.slug}`, name: first.name } : null,
      whatsapp: whatsappLink(
        env.WHATSAPP_NUMBER,
        `Hello, I read "${plainText(blog.title)}" on your site and have a question: ${url}`,
      ),
    },
    related: listRelatedBlogs(blog, 3).map(blogCard),
    url,
    jsonLd: blogPostingJsonLd(
      {
        url,
        title: plainText(blog.title),
        description: description === NO_CONTENT ? "" : description,
        published: blog.created_at,
        modified: blog.updated_at,
        author: blogAuthor(blog.author),
        image: blog.featured_image ? assetUrl(blog.featured_image, env.SITE_URL) : null,
      },
      env.SITE_URL,
    ),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) {
    return [
      { title: `Blog Post Not Found | ${site.name}` },
      { name: "robots", content: "noindex" },
    ];
  }
  const { post, url, jsonLd } = loaderData;
  const title = `${post.metaTitle} | ${site.name}`;
  return [
    { title },
    { name: "description", content: post.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "article" },
    { property: "og:title", content: post.metaTitle },
    { property: "og:description", content: post.description },
    { property: "og:url", content: url },
    { property: "og:image", content: post.imageAbsolute },
    { name: "twitter:card", content: "summary_large_image" },
    { property: "article:published_time", content: post.isoDate },
    { property: "article:modified_time", content: post.isoModified },
    { "script:ld+json": jsonLd },
  ];
}

// Styles for the stored HTML, which carries no classes of its own.
const prose =
  "text-lg leading-8 text-slate-700 [&_a]:text-primary [&_a]:underline [&_blockquote]:my-6 [&_blockquote]:border-l-4 [&_blockquote]:border-slate-300 [&_blockquote]:pl-4 [&_blockquote]:italic [&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-slate-900 [&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-bold [&_h3]:text-slate-900 [&_h4]:mt-6 [&_h4]:font-bold [&_img]:my-6 [&_img]:rounded-lg [&_li]:mt-2 [&_ol]:my-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mt-5 [&_pre]:my-6 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-slate-100 [&_pre]:p-4 [&_table]:my-6 [&_table]:w-full [&_table]:text-base [&_td]:border [&_td]:border-slate-200 [&_td]:px-3 [&_td]:py-2 [&_th]:border [&_th]:border-slate-200 [&_th]:bg-slate-50 [&_th]:px-3 [&_th]:py-2 [&_th]:text-left [&_ul]:my-4 [&_ul]:list-disc [&_ul]:pl-6";

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const { post, body, related, url, products, ask } = loaderData;
  return (
    <main id="main" className="mx-auto max-w-4xl px-4 py-10">
      <Breadcrumb
        items={[
          { label: "Home", to: "/" },
          { label: "Blogs", to: "/blogs" },
          { label: post.title },
        ]}
      />
      <BackLink to="/blogs">Back to Blogs</BackLink>

      <article className="mt-6">
        <header>
          <div className="flex flex-wrap items-center gap-3 text-sm">
            <span className="rounded-full bg-blue-50 px-3 py-1 font-semibold text-primary-dark">
              {post.category}
            </span>
            <time dateTime={post.isoDate} className="text-secondary">
              {post.date}
            </time>
          </div>
          <h1 className="mt-4 text-3xl font-bold leading-tight text-slate-900 sm:text-4xl">
            {post.title}
          </h1>
          <p className="mt-4 text-secondary">
            Published by <span className="font-semibold text-slate-800">{post.author}</span>
          </p>
        </header>
        <ResponsiveImage
          src={post.image}
          alt=""
          width={1200}
          height={675}
          sizes="(min-width: 928px) 864px, 100vw"
          eager
          className="mt-8 aspect-video w-full rounded-xl bg-slate-100 object-cover"
        />
        {body.kind === "html" ? (
          <div
            className={`mt-8 ${prose}`}
            data-testid="blog-content"
            // Sanitised on the server with the allow-list in server/site/sanitize.server.ts.
            dangerouslySetInnerHTML={{ __html: body.html }}
          />
        ) : (
          <div className={`mt-8 ${prose}`} data-testid="blog-content">
            {body.kind === "paragraphs"
              ? body.paragraphs.map((p, i) => (
                  <p key={i} className="whitespace-pre-line">
                    {p}
                  </p>
                ))
              : null}
          </div>
        )}
        <footer className="mt-12 border-t border-slate-200 pt-6">
          <ShareLinks url={url} title={post.title} />
        </footer>
      </article>

      {products.length ? (
        <section aria-labelledby="post-products-heading" className="mt-16">
          <h2 id="post-products-heading" className="text-2xl font-bold text-slate-900">
            Products in this article
          </h2>
          <ul
            className="mt-6 grid grid-cols-2 gap-3 sm:gap-6 lg:grid-cols-4"
            data-testid="post-products"
          >
            {products.map((p) => (
              <li key={p.id} className="min-w-0">
                <ProductCard product={p} showCategory excerptLength={80} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section
        aria-labelledby="ask-heading"
        className="mt-12 rounded-xl border border-blue-100 bg-blue-50 p-6 sm:p-8"
      >
        <h2 id="ask-heading" className="text-xl font-bold text-slate-900">
          Questions about this? Ask us
        </h2>
        <p className="mt-2 text-slate-700">
          Tell us your printer, labels and what you print: we suggest what fits and send a GST
          quotation. {site.replyPromise}.
        </p>
        <p className="mt-4 flex flex-wrap gap-3">
          {ask.quote ? (
            <a
              href={ask.quote.href}
              className="rounded-lg bg-primary px-5 py-3 font-semibold text-white hover:bg-primary-dark"
            >
              Get a quote<span className="sr-only"> for {ask.quote.name}</span>
            </a>
          ) : null}
          <a
            href="/contact"
            className={
              ask.quote
                ? "rounded-lg border border-primary bg-white px-5 py-3 font-semibold text-primary hover:bg-blue-50"
                : "rounded-lg bg-primary px-5 py-3 font-semibold text-white hover:bg-primary-dark"
            }
          >
            Ask a question
          </a>
          <a
            href={ask.whatsapp}
            target="_blank"
            rel="noopener noreferrer"
            className="rounded-lg bg-green-700 px-5 py-3 font-semibold text-white hover:bg-green-800"
          >
            Ask on WhatsApp
          </a>
        </p>
      </section>

      {related.length ? (
        <section aria-labelledby="related-heading" className="mt-16">
          <h2 id="related-heading" className="text-2xl font-bold text-slate-900">
            Related Posts
          </h2>
          <div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {related.map((p) => (
              <BlogCard key={p.slug} post={p} headingLevel={3} />
            ))}
          </div>
        </section>
      ) : null}
    </main>
  );
}

/** A draft or unknown post keeps the site frame and answers 404. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <NotFoundPage
        title="Blog Post Not Found"
        message="The requested blog post could not be found."
        backTo="/blogs"
        backLabel="Back to Blogs"
      />
    );
  }
  console.error(error);
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">Failed to load blog post</h1>
      <p className="mt-4 text-secondary">Please try again in a moment.</p>
      <Link
        to="/blogs"
        className="mt-8 inline-block rounded-lg bg-primary px-5 py-3 font-semibold text-white hover:bg-primary-dark"
      >
        Back to Blogs
      </Link>
    </main>
  );
}
