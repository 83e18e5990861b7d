import { PageHeader } from "~/components/admin/admin-shell";
import { SampleDataNote } from "~/components/admin/seo/sample-data-note";
import { SeoValidatorView } from "~/components/admin/seo/seo-validator-view";
import { requireAdmin } from "~/server/auth/auth.server";
import {
  SAMPLE_VALIDATION_REPORT,
  SAMPLE_VALIDATION_RULES,
} from "~/server/sample-data/backlinks.server";
import type { Route } from "./+types/seo-validator";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  // The report is hard-coded sample data, not fetched.
  return {
    report: SAMPLE_VALIDATION_REPORT,
    rules: SAMPLE_VALIDATION_RULES,
    openRuleId: new URL(request.url).searchParams.get("rule"),
  };
}

export function meta() {
  return [{ title: "SEO Best Practices Validator | Admin Panel" }];
}

export default function SeoValidator({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader
        title="SEO Best Practices Validator"
        description="Checks the backlink profile against link-building best practices."
      />
      <SampleDataNote>
        The validation report is a fixed example, not an analysis of live backlinks.
      </SampleDataNote>
      <SeoValidatorView
        report={loaderData.report}
        rules={loaderData.rules}
        openRuleId={loaderData.openRuleId}
        closeHref="/admin/seo-validator"
      />
    </>
  );
}
