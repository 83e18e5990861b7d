import { describe, expect, it } from "vitest";
import { linkItemsHtml } from "~/components/link-list";

describe("linkItemsHtml", () => {
  it("writes each link as a list item the layout follows, marking the current one", () => {
    expect(
      linkItemsHtml([
        { href: "/ribbons", label: "Ribbons", className: "block" },
        { href: "/labels", label: "Labels", className: "block bold", current: "page" },
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

  it("writes a filter choice with its count, keeping the scroll", () => {
    expect(
      linkItemsHtml([
        {
          href: "/labels?brand=zebra",
          label: "Zebra",
          className: "row",
          current: "true",
          keepScroll: true,
          labelClassName: "name",
          count: { text: "12", className: "n", testId: "filter-count" },
        },
      ]),
    ).toBe(
      '<li><a class="row" href="/labels?brand=zebra" data-discover="true" data-keep-scroll="true"' +
        ' aria-current="true"><span class="name">Zebra</span>' +
        '<span class="n" data-testid="filter-count">12</span></a></li>',
    );
  });
});
