/**
 * Drawn pictures: the demo catalogue's stand-ins for product photos, made at seed time
 * (server/seed/demo-pictures.server.ts) and stored beside uploads as `drawn-<what>-<hash>.svg`.
 * Pages say so wherever one is shown, so a buyer never takes a drawing for the product itself.
 */
const DRAWN = /^(?:\/uploads\/)?drawn-[a-z0-9-]{1,120}\.svg$/;

/** Whether a stored picture value (a bare name or its /uploads/ path) is a drawn stand-in. */
export function isDrawnPicture(value: string | null | undefined): boolean {
  return !!value && DRAWN.test(value.trim());
}

/** The caption shown under a drawn picture. */
export const DRAWN_CAPTION = "Representative image";

/** A picture's alt text: the product's name, saying when the picture is only a drawing of it. */
export function pictureAlt(name: string, value: string | null | undefined): string {
  return isDrawnPicture(value) ? `${name} (representative drawing)` : name;
}
