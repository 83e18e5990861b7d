import { assetUrl } from "~/lib/asset-url";

/**
 * A product's further pictures in the admin form: the current ones, each with a "Remove" tick, and a
 * file input that takes several pictures at once (added after the kept ones). Plain form controls:
 * it works the same without JavaScript.
 */
export function GalleryField({
  current,
  accept,
  error,
  max,
}: {
  /** The stored names of the gallery, in order. */
  current: string[];
  accept?: string;
  error?: string;
  max: number;
}) {
  const id = "field-gallery";
  const hint = `Up to ${max} pictures beside the main one; JPEG, PNG, WebP, GIF or SVG, up to 5 MB each. Choose several at once; new pictures come after the ones kept.`;
  return (
    <div className="md:col-span-2" data-testid="gallery-field">
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        Gallery Pictures
      </label>
      {current.length > 0 ? (
        <ul className="mt-2 flex flex-wrap gap-3" aria-label="Current gallery pictures">
          {current.map((name, i) => (
            <li
              key={name}
              className="flex w-28 flex-col items-center gap-1 rounded-lg border border-slate-200 bg-white p-2"
            >
              <img
                src={assetUrl(name)}
                alt={`Gallery picture ${i + 1}`}
                width={96}
                height={72}
                className="h-18 w-24 object-contain"
              />
              <label className="flex items-center gap-1.5 text-sm text-slate-700">
                <input
                  type="checkbox"
                  name={`gallery_remove_${i + 1}`}
                  value={name}
                  className="h-4 w-4"
                />
                Remove
              </label>
            </li>
          ))}
        </ul>
      ) : null}
      <input
        id={id}
        type="file"
        name="gallery"
        multiple
        accept={accept}
        aria-invalid={error ? true : undefined}
        aria-describedby={[error ? `${id}-error` : "", `${id}-hint`].filter(Boolean).join(" ")}
        className={`mt-2 block w-full text-sm file:mr-3 file:rounded-md file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:font-medium hover:file:bg-slate-200 ${
          error ? "rounded-md ring-1 ring-red-500" : ""
        }`}
      />
      <p id={`${id}-hint`} className="mt-1 text-xs text-secondary">
        {hint}
      </p>
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-600" data-field-error>
          {error}
        </p>
      ) : null}
    </div>
  );
}
