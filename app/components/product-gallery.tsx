import { useState, type MouseEvent } from "react";
import { useSearchParams } from "react-router";
import { DRAWN_CAPTION, isDrawnPicture, pictureAlt } from "~/lib/drawn-picture";
import { chosenPicture } from "~/lib/gallery";
import { ProductImage } from "./product-image";
import { ResponsiveImage } from "./responsive-image";

/** Thumbnails are 64 px squares: the 160 px copy is the largest one they need. */
const THUMB_MAX_WIDTH = 160;

/**
 * A product's pictures: the chosen one large, and when there are several, a row of thumbnails that
 * choose it. Each thumbnail is a link to `?image=n` (counted from 1), so it works without JavaScript;
 * with it, the picture changes at once without a page load. The large picture keeps its box whatever
 * it shows, and the caption's line is kept whenever any picture is a drawing, so nothing moves.
 */
export function ProductGallery({
  pictures,
  name,
}: {
  /** Stored picture values in order, the main picture first. */
  pictures: string[];
  name: string;
}) {
  const [params] = useSearchParams();
  const list = pictures.length > 0 ? pictures : [null];
  const [current, setCurrent] = useState(() => chosenPicture(params.get("image"), list.length));
  const src = list[current] ?? null;
  const drawn = isDrawnPicture(src);
  const anyDrawn = list.some(isDrawnPicture);
  const many = list.length > 1;

  const choose = (index: number) => (event: MouseEvent<HTMLAnchorElement>) => {
    // A plain click changes the picture here; a click that opens a tab keeps the link's way.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0)
      return;
    event.preventDefault();
    setCurrent(index);
  };

  return (
    <div className="min-w-0" data-testid="product-gallery">
      <figure>
        <div className="overflow-hidden rounded-xl border border-slate-200 bg-white">
          <ProductImage
            src={src}
            alt={`${pictureAlt(name, src)}${many ? `, picture ${current + 1} of ${list.length}` : ""}`}
            eager
            width={800}
            height={600}
            sizes="(min-width: 1280px) 600px, (min-width: 1024px) 50vw, 100vw"
            className="aspect-[16/10] max-h-60 w-full object-contain p-3 sm:aspect-[4/3] sm:max-h-none sm:p-6"
          />
        </div>
        {anyDrawn ? (
          <figcaption
            className="mt-1.5 min-h-5 text-sm text-secondary"
            data-testid="picture-caption"
            aria-live="polite"
          >
            {drawn ? DRAWN_CAPTION : ""}
          </figcaption>
        ) : null}
      </figure>
      {many ? (
        <ul
          className="mt-3 flex flex-wrap gap-2"
          aria-label={`Pictures of ${name}`}
          data-testid="gallery-thumbs"
        >
          {list.map((picture, i) => (
            <li key={`${i}-${picture}`}>
              <a
                href={`?image=${i + 1}`}
                onClick={choose(i)}
                aria-current={i === current ? "true" : undefined}
                aria-label={`Show picture ${i + 1} of ${list.length}`}
                className={`block h-16 w-16 overflow-hidden rounded-lg border-2 bg-white p-1 ${
                  i === current ? "border-primary" : "border-slate-200 hover:border-slate-400"
                }`}
              >
                <ResponsiveImage
                  src={picture}
                  alt=""
                  width={64}
                  height={64}
                  sizes="64px"
                  maxWidth={THUMB_MAX_WIDTH}
                  className="h-full w-full object-contain"
                />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
