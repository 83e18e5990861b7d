import type { Route } from "./+types/scanners-info";
import { InfoPage } from "~/components/info-page";
import { pageMeta, pageTitle } from "~/lib/seo";
import { env } from "~/server/env.server";

export function loader() {
  return { siteUrl: env.SITE_URL };
}

const TITLE = "Barcode Scanners";
const INTRO =
  "Handheld, presentation and industrial scanners that read 1D and 2D codes fast, first time.";

export function meta({ loaderData }: Route.MetaArgs) {
  return pageMeta({
    siteUrl: loaderData?.siteUrl ?? "",
    path: "/scanners-info",
    title: pageTitle(TITLE),
    description: `${INTRO} Billing, inventory and industrial models with setup and warranty support.`,
    image: "/images/products/scanner.svg",
  });
}

export default function ScannersInfo() {
  return (
    <InfoPage
      title={TITLE}
      intro={INTRO}
      image="/images/products/scanner.svg"
      paragraphs={[
        "From the billing counter to the warehouse floor, a good scanner saves seconds on every transaction. We supply corded and wireless handheld scanners, hands-free presentation scanners for retail, and rugged industrial models that survive drops onto concrete.",
        "2D imagers read QR codes, GS1 DataMatrix and barcodes on mobile screens as easily as printed labels. We configure each scanner for your billing or ERP software before dispatch, so it works the moment you plug it in.",
      ]}
      features={[
        "1D and 2D imagers that read codes on paper and screens",
        "Corded, Bluetooth and presentation models",
        "Rugged industrial scanners for warehouses and factories",
        "Pre-configured for your billing or ERP software",
        "1-year warranty with same-day service in our office",
      ]}
      productsHref="/scanners"
      productsLabel="Browse our scanner range"
    />
  );
}
