import type { Page } from "@playwright/test";
import { makeProducts, removeProducts, uniqueTag } from "./data";
import { expect, test } from "./fixtures";

/**
 * The Trash, paged and searchable, with bulk Restore and Delete for ever on the ticked items (plain
 * forms: this file runs with JavaScript on and off), at 390, 1024 and 1440 px: the search, each
 * item's name, its tick box and buttons and the bulk buttons are on screen, apart, with no sideways
 * scrolling. The spec trashes products of its own and finds them by their run's tag.
 */

const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1024, height: 768 },
  { width: 1440, height: 900 },
];
const SHOTS = "/tmp/admin-trash-shots";

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function onScreen(page: Page, boxes: [string, Box | null][], width: number, where: string) {
  for (const [name, box] of boxes) {
    expect(box, `${where}: ${name} is drawn`).not.toBeNull();
    expect(box!.x, `${where}: ${name} starts on screen`).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width, `${where}: ${name} ends on screen`).toBeLessThanOrEqual(width);
  }
  for (let i = 0; i < boxes.length; i++)
    for (let j = i + 1; j < boxes.length; j++)
      expect(
        overlaps(boxes[i][1]!, boxes[j][1]!),
        `${where}: ${boxes[i][0]} and ${boxes[j][0]} apart`,
      ).toBe(false);
  const { scroll, inner } = await page.evaluate(() => ({
    scroll: document.scrollingElement!.scrollWidth,
    inner: window.innerWidth,
  }));
  expect(scroll, `${where}: no sideways scrolling`).toBeLessThanOrEqual(inner);
}

test.describe.configure({ timeout: 150_000 });

test("the Trash is searched, fits every width, and restores or deletes the ticked items", async ({
  page,
  request,
  signIn,
}, testInfo) => {
  const tag = uniqueTag(testInfo);
  const word = tag.split(" ")[1];
  const made = await makeProducts(
    request,
    Array.from({ length: 3 }, (_, i) => ({ name: `Binned ${tag} Printer ${i + 1}` })),
  );
  // To the Trash, as a delete does.
  await removeProducts(request, made);
  const restored: typeof made = [];
  try {
    await signIn(`/admin/trash?q=${encodeURIComponent(word)}`);
    await expect(page).toHaveURL(/\/admin\/trash\?q=/, { timeout: 20_000 });
    const items = page.getByTestId("trash-item");
    await expect(items).toHaveCount(3);
    await expect(page.getByTestId("trash-range")).toHaveText("1–3 of 3");

    for (const size of WIDTHS) {
      await page.setViewportSize(size);
      const where = `${testInfo.project.name} at ${size.width}`;
      const search = page.getByRole("searchbox", { name: "Name" });
      const first = items.first();
      await first.scrollIntoViewIfNeeded();
      await onScreen(
        page,
        [
          [
            "name",
            await first
              .getByText(made[0].name.replace(/ \d$/, ""), { exact: false })
              .first()
              .boundingBox(),
          ],
          ["tick box", await first.getByRole("checkbox").boundingBox()],
          ["restore", await first.getByRole("button", { name: /^Restore/ }).boundingBox()],
          ["delete", await first.getByRole("button", { name: /for ever$/ }).boundingBox()],
        ],
        size.width,
        where,
      );
      await search.scrollIntoViewIfNeeded();
      await onScreen(
        page,
        [
          ["search", await search.boundingBox()],
          ["search button", await page.getByRole("button", { name: "Search" }).boundingBox()],
        ],
        size.width,
        `${where} (search)`,
      );
      const bulkRestore = page.getByRole("button", { name: "Restore ticked" });
      await bulkRestore.scrollIntoViewIfNeeded();
      await onScreen(
        page,
        [
          ["restore ticked", await bulkRestore.boundingBox()],
          [
            "delete ticked",
            await page.getByRole("button", { name: "Delete ticked for ever" }).boundingBox(),
          ],
        ],
        size.width,
        `${where} (bulk)`,
      );
      await page.screenshot({
        path: `${SHOTS}/trash-${testInfo.project.name}-${size.width}.png`,
        fullPage: true,
      });
    }

    // A search that matches nothing says so; "Show everything" clears it.
    await page.getByRole("searchbox", { name: "Name" }).fill(`${word}-nothing`);
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page.getByText("Nothing in the trash matches.")).toBeVisible();
    await page.goto(`/admin/trash?q=${encodeURIComponent(word)}`);

    // Two ticked and restored at once.
    for (const p of made.slice(0, 2))
      await page.getByRole("checkbox", { name: `Tick ${p.name}` }).check();
    await page.getByRole("button", { name: "Restore ticked" }).click();
    await expect(page.getByRole("status")).toContainText("Restored 2 of 2 items.");
    restored.push(...made.slice(0, 2));
    await expect(items).toHaveCount(1);

    // The last one deleted for ever, after a confirmation that names it.
    await page.getByRole("checkbox", { name: `Tick ${made[2].name}` }).check();
    await page.getByRole("button", { name: "Delete ticked for ever" }).click();
    const ask = page.getByRole("alertdialog");
    await expect(ask).toContainText(`Delete the product "${made[2].name}" for ever?`);
    await ask.getByRole("button", { name: "Delete for ever" }).click();
    await expect(page.getByRole("status")).toContainText("for ever");
    await page.goto(`/admin/trash?q=${encodeURIComponent(word)}`);
    await expect(page.getByText("Nothing in the trash matches.")).toBeVisible();
  } finally {
    await removeProducts(request, restored);
  }
});
