import { expect, type Locator, type Page } from "@playwright/test";

/** Where a person sees things on a page, for specs that check what is visible and reachable. */

export const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1024, height: 768 },
  { width: 1440, height: 900 },
];

export type Box = { x: number; y: number; width: number; height: number };

export async function scrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate(
    () => document.documentElement.scrollWidth > document.documentElement.clientWidth + 1,
  );
}

/**
 * Shown whole inside the window's width and, when asked, on the first screen (else scrolled to
 * first). The box is in the page's coordinates, so boxes measured at different scroll positions
 * compare.
 */
export async function shown(
  page: Page,
  target: Locator,
  what: string,
  firstScreen = false,
): Promise<Box> {
  const viewport = page.viewportSize()!;
  if (!firstScreen) await target.scrollIntoViewIfNeeded();
  await expect(target, what).toBeVisible();
  const box = (await target.boundingBox())!;
  expect.soft(box.x, `${what}: left edge inside the window`).toBeGreaterThanOrEqual(0);
  expect
    .soft(box.x + box.width, `${what}: right edge inside the window`)
    .toBeLessThanOrEqual(viewport.width);
  if (firstScreen)
    expect
      .soft(box.y + box.height, `${what}: on the first screen (${viewport.height} px)`)
      .toBeLessThanOrEqual(viewport.height);
  const scrollY = await page.evaluate(() => window.scrollY);
  return { ...box, y: box.y + scrollY };
}

/** The two boxes share no area. */
export const apart = (a: Box, b: Box) =>
  a.x + a.width <= b.x + 0.5 ||
  b.x + b.width <= a.x + 0.5 ||
  a.y + a.height <= b.y + 0.5 ||
  b.y + b.height <= a.y + 0.5;

/** No two of the boxes overlap. */
export function noneOverlap(boxes: Box[], what: string) {
  for (let i = 0; i < boxes.length; i++)
    for (let j = i + 1; j < boxes.length; j++)
      expect.soft(apart(boxes[i], boxes[j]), `${what} ${i} and ${j} overlap`).toBe(true);
}
