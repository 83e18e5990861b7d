// Brand and category imports say what will really change, as the product import does: the preview
// counts rows to be created, changed, unchanged and rejected, each changed row with its fields
// "now → after", and the result counts the changed rows apart from the unchanged ones (it said
// "Will be updated 3" for three rows of which one changed).
import { beforeAll, describe, expect, it } from "vitest";
import { action as pageAction, loader as pageLoader } from "~/routes/admin/import";
import { createBrand } from "~/server/models/brands.server";
import { createCategory } from "~/server/models/categories.server";
import { adminCookie, args, BASE, ensureAdminUser, multipart } from "./admin-test-helpers";

let cookie = "";

type Loaded = {
  preview: {
    preview: {
      createCount: number;
      changeCount: number | null;
      unchangedCount: number | null;
      rejectCount: number;
      rows: {
        label: string;
        outcome: string;
        changes: { field: string; from: string; to: string }[];
      }[];
    };
  } | null;
  result: { result: { created: number; updated: number; changed?: number } } | null;
};

const csvFile = (text: string) => new File([text], "named.csv", { type: "text/csv" });

async function previewOf(type: string, text: string) {
  const res = (await pageAction(
    args(
      multipart(
        "/admin/import",
        { intent: "preview", type, file: csvFile(text) },
        { headers: { Cookie: cookie } },
      ),
    ),
  )) as Response;
  expect(res.status).toBe(303);
  const token = new URL(res.headers.get("Location")!, BASE).searchParams.get("preview")!;
  const load = async (url: string) =>
    (await pageLoader(
      args(new Request(`${BASE}${url}`, { headers: { Cookie: cookie } })),
    )) as unknown as Loaded;
  return { token, shown: (await load(`/admin/import?preview=${token}`)).preview!.preview, load };
}

beforeAll(async () => {
  const admin = await ensureAdminUser();
  cookie = await adminCookie(admin.id, admin.session_version);
  createBrand({ name: "np-same", display_name: "NP Same", website: null, description: null });
  createBrand({ name: "np-old", display_name: "NP Old", website: null, description: "Old words" });
  createCategory({ name: "np-cat-same", display_name: "NP Cat Same" });
  createCategory({ name: "np-cat-old", display_name: "NP Cat Old" });
});

describe("the preview of a brand or category import", () => {
  it("counts brands created, changed (now → after), unchanged and rejected, and the result too", async () => {
    const { token, shown, load } = await previewOf(
      "brands",
      [
        "name,display_name,website,description",
        "np-new,NP New,,",
        "np-old,NP Renamed,,New words",
        "np-same,NP Same,,",
        "np-bad,,,",
      ].join("\n") + "\n",
    );
    expect(shown).toMatchObject({
      createCount: 1,
      changeCount: 1,
      unchangedCount: 1,
      rejectCount: 1,
    });
    const changed = shown.rows.find((r) => r.outcome === "changed")!;
    expect(changed.label).toBe("NP Renamed");
    expect(changed.changes).toEqual([
      { field: "Display Name", from: "NP Old", to: "NP Renamed" },
      { field: "Description", from: "Old words", to: "New words" },
    ]);
    expect(shown.rows.find((r) => r.outcome === "unchanged")!.label).toBe("NP Same");
    expect(shown.rows.find((r) => r.outcome === "created")!.label).toBe("NP New");

    const res = (await pageAction(
      args(
        multipart(
          "/admin/import",
          { intent: "apply", token },
          {
            headers: { Cookie: cookie },
          },
        ),
      ),
    )) as Response;
    expect(res.status).toBe(303);
    const result = (await load(`/admin/import?result=${token}`)).result!;
    expect(result.result).toMatchObject({ created: 1, updated: 2, changed: 1 });
  });

  it("counts categories the same way", async () => {
    const { shown } = await previewOf(
      "categories",
      [
        "name,display_name",
        "np-cat-new,NP Cat New",
        "np-cat-old,NP Cat Renamed",
        "np-cat-same,NP Cat Same",
      ].join("\n") + "\n",
    );
    expect(shown).toMatchObject({
      createCount: 1,
      changeCount: 1,
      unchangedCount: 1,
      rejectCount: 0,
    });
    expect(shown.rows.find((r) => r.outcome === "changed")!.changes).toEqual([
      { field: "Display Name", from: "NP Cat Old", to: "NP Cat Renamed" },
    ]);
  });
});
