import { describe, expect, it } from "vitest";
import { mapLinks } from "~/lib/maps";
import { shareLinks } from "~/lib/share-links";

describe("shareLinks", () => {
  const url = "https://example.in/blog/a-b?x=1&y=2";
  const links = Object.fromEntries(shareLinks(url, "Tips & Tricks").map((l) => [l.name, l.href]));

  it("offers the chat app, LinkedIn, X and Facebook", () => {
    expect(Object.keys(links)).toEqual(["WhatsApp", "LinkedIn", "X", "Facebook"]);
  });

  it("encodes the page address and title in each link", () => {
    const enc = encodeURIComponent(url);
    expect(links.WhatsApp).toBe(
      `https://wa.me/?text=${encodeURIComponent(`Tips & Tricks ${url}`)}`,
    );
    expect(links.LinkedIn).toBe(`https://www.linkedin.com/sharing/share-offsite/?url=${enc}`);
    expect(links.X).toBe(`https://x.com/intent/post?url=${enc}&text=Tips%20%26%20Tricks`);
    expect(links.Facebook).toBe(`https://www.facebook.com/sharer/sharer.php?u=${enc}`);
  });
});

describe("mapLinks", () => {
  it("builds the embed, larger-map and directions links for an address", () => {
    const m = mapLinks("B-42, Okhla Phase II, New Delhi 110020");
    const q = "B-42%2C%20Okhla%20Phase%20II%2C%20New%20Delhi%20110020";
    expect(m.embed).toBe(`https://www.google.com/maps?q=${q}&output=embed`);
    expect(m.larger).toBe(`https://www.google.com/maps/search/?api=1&query=${q}`);
    expect(m.directions).toBe(`https://www.google.com/maps/dir/?api=1&destination=${q}`);
  });
});
