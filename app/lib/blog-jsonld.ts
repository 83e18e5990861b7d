import type { BlogPosting, WithContext } from "schema-dts";
import { site } from "~/config/site";
import { absoluteUrl } from "./seo";

/**
 * A post's BlogPosting for search engines: headline (at most 110 characters, as their rules ask),
 * when it was published and last changed, who wrote it (with a page about them: the company's home,
 * or for a member of staff the About page of the company they write for), its picture (the site's
 * logo when it has none) and the publisher with its logo.
 */
export function blogPostingJsonLd(
  post: {
    url: string;
    title: string;
    description: string;
    published: string;
    modified: string;
    author: string;
    image: string | null;
  },
  siteUrl: string,
) {
  const logo = absoluteUrl(siteUrl, site.logo);
  const home = absoluteUrl(siteUrl, "/");
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    mainEntityOfPage: { "@type": "WebPage", "@id": post.url },
    headline: post.title.length > 110 ? `${post.title.slice(0, 109).trimEnd()}…` : post.title,
    ...(post.description ? { description: post.description } : {}),
    datePublished: post.published,
    dateModified: post.modified,
    // A post without a named writer is the company's own.
    author:
      post.author === site.name
        ? { "@type": "Organization", name: site.name, url: home }
        : {
            "@type": "Person",
            name: post.author,
            url: absoluteUrl(siteUrl, "/about"),
            worksFor: { "@type": "Organization", name: site.name, url: home },
          },
    image: [post.image ? absoluteUrl(siteUrl, post.image) : logo],
    publisher: {
      "@type": "Organization",
      name: site.name,
      url: home,
      logo: { "@type": "ImageObject", url: logo },
    },
    url: post.url,
  } satisfies WithContext<BlogPosting>;
}
