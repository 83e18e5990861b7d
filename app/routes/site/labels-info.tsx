import type { Route } from "./+types/labels-info";
import { InfoPage } from "~/components/info-page";
import { pageMeta, pageTitle } from "~/lib/seo";
import { env } from "~/server/env.server";

export function loader() {
  return { siteUrl: env.SITE_URL };
}

const TITLE = "Barcode Labels";
const INTRO =
  "Self-adhesive labels for every barcode printer and application, printed and die-cut to your size.";

export function meta({ loaderData }: Route.MetaArgs) {
  return pageMeta({
    siteUrl: loaderData?.siteUrl ?? "",
    path: "/labels-info",
    title: pageTitle(TITLE),
    description: `${INTRO} Chromo, polyester, direct thermal and custom labels with pan-India delivery.`,
    image: "/images/products/label-roll.svg",
  });
}

export default function LabelsInfo() {
  return (
    <InfoPage
      title={TITLE}
      intro={INTRO}
      image="/images/products/label-roll.svg"
      paragraphs={[
        "The right label makes a barcode scan first time and stay readable for as long as the product lives. We stock chromo paper, direct thermal, polyester, polypropylene and tamper-evident labels in all common sizes, and convert custom sizes and shapes on request.",
        "Tell us your printer, the surface you label and the conditions the label must survive: heat, cold, oil, moisture or sunlight. We will suggest the material, adhesive and matching ribbon, and send a trial roll before you order in bulk.",
      ]}
      features={[
        "Chromo, direct thermal, polyester and synthetic materials",
        "Any size and shape, with 1 inch and 3 inch cores",
        "Permanent, removable and freezer-grade adhesives",
        "Matched ribbons for smudge-free, long-lasting prints",
        "Fast dispatch across India from ready stock",
      ]}
      productsHref="/labels"
      productsLabel="Browse our label range"
    />
  );
}
