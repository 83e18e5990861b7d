import { describe, expect, it } from "vitest";
import { linkItemsHtml } from "~/components/link-list";

describe("linkItemsHtml", () => {
  it("writes each link as a list item the layout follows, marking the current one", () => {
    expect(
      linkItemsHtml([
        { href: "/ribbons", label: "Ribbons", className: "block" },
        { href: "/labels", label: "Labels", className: "block bold", current: true },
      ]),
    ).toBe(
      '<li><a class="block" href="/ribbons" data-discover="true">Ribbons</a></li>' +
        '<li><a class="block bold" href="/labels" data-discover="true" aria-current="page">Labels</a></li>',
    );
  });

  it("escapes names and paths typed by staff, so they stay text", () => {
    const html = linkItemsHtml([
      {
        href: '/products/category/a"><script>x</script>',
        label: `<img src=x onerror=alert('x')> & "co"`,
        className: "c",
      },
    ]);
    expect(html).toBe(
      '<li><a class="c" href="/products/category/a&quot;&gt;&lt;script&gt;x&lt;/script&gt;" data-discover="true">' +
        "&lt;img src=x onerror=alert(&#39;x&#39;)&gt; &amp; &quot;co&quot;</a></li>",
    );
  });
});
