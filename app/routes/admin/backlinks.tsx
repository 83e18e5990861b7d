import { Link } from "react-router";
import { PageHeader } from "~/components/admin/admin-shell";
import { BacklinkOverview } from "~/components/admin/seo/backlink-overview";
import { BacklinkTabs, TabPlaceholder } from "~/components/admin/seo/backlink-tabs";
import { BacklinksTable } from "~/components/admin/seo/backlinks-table";
import { OpportunityList } from "~/components/admin/seo/opportunity-list";
import { SampleDataNote } from "~/components/admin/seo/sample-data-note";
import { parseBacklinkTab } from "~/lib/backlinks";
import { requireAdmin } from "~/server/auth/auth.server";
import {
  SAMPLE_BACKLINK_SUMMARY,
  SAMPLE_BACKLINKS,
  SAMPLE_OPPORTUNITIES,
} from "~/server/sample-data/backlinks.server";
import type { Route } from "./+types/backlinks";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const tab = parseBacklinkTab(new URL(request.url).searchParams.get("tab"));
  // Only the open tab's sample data travels to the page.
  return {
    tab,
    summary: tab === "overview" ? SAMPLE_BACKLINK_SUMMARY : null,
    backlinks: tab === "backlinks" ? SAMPLE_BACKLINKS : null,
    opportunities: tab === "opportunities" ? SAMPLE_OPPORTUNITIES : null,
  };
}

export function meta() {
  return [{ title: "Backlinks | Admin Panel" }];
}

export default function Backlinks({ loaderData }: Route.ComponentProps) {
  const { tab, summary, backlinks, opportunities } = loaderData;
  return (
    <>
      <PageHeader
        title="Backlink Dashboard"
        description="Monitor the site's backlink profile and outreach opportunities."
        actions={
          <>
            <Link
              to="/admin/backlinks/discovery"
              className="inline-flex items-center rounded-md bg-primary px-4 py-2 text-sm font-semibold text-white hover:bg-primary-dark"
            >
              Discover Opportunities
            </Link>
            <Link
              to="/admin/seo-validator"
              className="inline-flex items-center rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-700 hover:bg-slate-50"
            >
              SEO Validator
            </Link>
          </>
        }
      />
      <SampleDataNote />
      <BacklinkTabs active={tab} />
      {summary ? <BacklinkOverview summary={summary} /> : null}
      {backlinks ? <BacklinksTable backlinks={backlinks} /> : null}
      {opportunities ? <OpportunityList opportunities={opportunities} /> : null}
      {tab === "analytics" ? (
        <TabPlaceholder title="Analytics">
          Backlink analytics (growth, referral traffic and authority over time) will appear here.
        </TabPlaceholder>
      ) : null}
      {tab === "campaigns" ? (
        <TabPlaceholder title="Campaigns">
          Outreach campaigns will appear here once outreach is tracked.
        </TabPlaceholder>
      ) : null}
    </>
  );
}
