import { describe, expect, it } from "vitest";
import {
  IMAGE_WIDTHS,
  imageVariantUrl,
  isImageWidth,
  resizablePath,
  responsiveSource,
} from "~/lib/responsive-image";

const upload = "0123456789abcdef0123456789abcdef.jpg";

describe("responsiveSource", () => {
  it("gives an uploaded raster picture a WebP srcset in every width, the original as src", () => {
    const { src, webpSrcSet } = responsiveSource(upload);
    expect(src).toBe(`/uploads/${upload}`);
    expect(webpSrcSet).toBe(
      IMAGE_WIDTHS.map((w) => `/img/${w}/uploads/${upload} ${w}w`).join(", "),
    );
  });

  it("stops at maxWidth", () => {
    expect(responsiveSource(upload, 480).webpSrcSet).toBe(
      `/img/160/uploads/${upload} 160w, /img/320/uploads/${upload} 320w, /img/480/uploads/${upload} 480w`,
    );
    expect(responsiveSource(upload, 100).webpSrcSet).toBeUndefined();
  });

  it("resizes raster files under /images too", () => {
    expect(responsiveSource("/images/products/photo.PNG", 160).webpSrcSet).toBe(
      "/img/160/images/products/photo.PNG 160w",
    );
  });

  it.each([
    ["an SVG", "/images/products/desktop-printer.svg", "/images/products/desktop-printer.svg"],
    [
      "an uploaded SVG",
      "0123456789abcdef0123456789abcdef.svg",
      "/uploads/0123456789abcdef0123456789abcdef.svg",
    ],
    ["a remote URL", "https://cdn.example.com/p.jpg", "https://cdn.example.com/p.jpg"],
    ["nothing", "", "/images/placeholder.svg"],
    ["null", null, "/images/placeholder.svg"],
    ["a path outside uploads and images", "/assets/x.png", "/assets/x.png"],
  ])("keeps %s as it is", (_what, value, src) => {
    expect(responsiveSource(value)).toEqual({ src });
  });
});

describe("resizablePath", () => {
  it("refuses parent-folder tricks and query strings", () => {
    expect(resizablePath("/images/../server.js.png")).toBeNull();
    expect(resizablePath("/uploads/a.png?x=1")).toBeNull();
    expect(resizablePath("/uploads/a.png")).toBe("/uploads/a.png");
  });
});

describe("widths", () => {
  it("accepts only the listed widths", () => {
    expect(isImageWidth(640)).toBe(true);
    expect(isImageWidth(641)).toBe(false);
    expect(isImageWidth(Number.NaN)).toBe(false);
    expect(imageVariantUrl("/uploads/a.png", 320)).toBe("/img/320/uploads/a.png");
  });
});
