import type { Route } from "./+types/ribbons-info";
import { InfoPage } from "~/components/info-page";
import { pageMeta, pageTitle } from "~/lib/seo";
import { env } from "~/server/env.server";

export function loader() {
  return { siteUrl: env.SITE_URL };
}

const TITLE = "Thermal Transfer Ribbons";
const INTRO =
  "Wax, wax-resin and resin ribbons in every width and length, matched to your labels and printer.";

export function meta({ loaderData }: Route.MetaArgs) {
  return pageMeta({
    siteUrl: loaderData?.siteUrl ?? "",
    path: "/ribbons-info",
    title: pageTitle(TITLE),
    description: `${INTRO} Sharp, durable barcodes on paper and synthetic labels.`,
    image: "/images/products/ribbon.svg",
  });
}

export default function RibbonsInfo() {
  return (
    <InfoPage
      title={TITLE}
      intro={INTRO}
      image="/images/products/ribbon.svg"
      paragraphs={[
        "A ribbon must suit both the label and the life the label will lead. Wax ribbons are the economical choice for paper labels and price tags; wax-resin adds scratch and smudge resistance for coated paper and PP; full resin withstands solvents, oils and heat on polyester and polyimide.",
        "We keep 300 m desktop and 450 m industrial ribbons in stock for GoDex, TSC, Zebra, Honeywell, Citizen and other printers, in ink-out and ink-in windings. Send us your printer model and label sample, and we will recommend the ribbon that gives the sharpest print at the lowest cost per label.",
      ]}
      features={[
        "Wax, wax-resin and resin formulations",
        "Widths from 25 mm to 220 mm, lengths up to 450 m",
        "Ink-out and ink-in windings on 1 inch cores",
        "Sharp barcodes that pass scanner grading",
        "Trial rolls and bulk pricing for regular buyers",
      ]}
      productsHref="/ribbons"
      productsLabel="Browse our ribbon range"
    />
  );
}
