import { useEffect, useRef, useState } from "react";
import { assetUrl } from "~/lib/asset-url";
import { ARRANGE_PARAM, newPictureToken, PICTURE_FIELDS } from "~/lib/product-form";
import { useFirstError } from "./form-field";
import { useHydrated } from "./use-hydrated";

type Picture = { stored: string; url: string } | { file: File; url: string };

const tokenOf = (p: Picture, files: File[]) =>
  "stored" in p ? p.stored : newPictureToken(files.indexOf(p.file));

/** The moves a picture offers: without JavaScript each is a save that comes back here. */
const MOVES = [
  { way: "up", step: -1, arrow: "↑" },
  { way: "down", step: 1, arrow: "↓" },
] as const;

const buttonClass =
  "min-h-9 rounded-md border border-slate-300 bg-white px-2.5 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-50 disabled:opacity-40";

/**
 * A product's pictures in the form, main first: each with its thumbnail, "Main picture", moves up
 * and down and Remove, and one file input that adds pictures. Without JavaScript the moves are
 * buttons that save the form and come back here, "Main picture" is a radio button and the chosen
 * files are sent with the save. With it the new files show as thumbnails before saving (object
 * URLs), pictures are dragged into order, the moves happen on the page, and files dropped anywhere
 * on the section are added to the input.
 */
export function PictureField({
  current,
  accept,
  error,
  max,
}: {
  /** The stored names, main first. */
  current: string[];
  accept?: string;
  error?: string;
  /** The most pictures a product keeps, the main one included. */
  max: number;
}) {
  const hydrated = useHydrated();
  // Without JavaScript a refused save comes back with the focus on the first invalid field.
  const focus = useFirstError(error);
  const input = useRef<HTMLInputElement>(null);
  const [pictures, setPictures] = useState<Picture[]>(() =>
    current.map((name) => ({ stored: name, url: assetUrl(name) })),
  );
  // The files of the input, in the input's order: a new picture's token is its place there.
  const [files, setFiles] = useState<File[]>([]);
  const [removed, setRemoved] = useState<Set<string>>(new Set());
  const [dragging, setDragging] = useState<number | null>(null);
  const [dropping, setDropping] = useState(false);

  // The object URLs of the chosen files live as long as their thumbnails.
  const urls = useRef(new Map<File, string>());
  useEffect(() => {
    const map = urls.current;
    return () => map.forEach((u) => URL.revokeObjectURL(u));
  }, []);

  const setInputFiles = (next: File[]) => {
    if (input.current) {
      const transfer = new DataTransfer();
      next.forEach((f) => transfer.items.add(f));
      input.current.files = transfer.files;
    }
    setFiles(next);
  };
  const addFiles = (added: File[]) => {
    const images = added.filter((f) => f.type.startsWith("image/"));
    if (images.length === 0) return;
    const fresh = images.map((file) => {
      const url = URL.createObjectURL(file);
      urls.current.set(file, url);
      return { file, url };
    });
    setPictures((list) => [...list, ...fresh]);
    setInputFiles([...files, ...images]);
  };
  // The input's own choice replaces what it held (the browser's way): its thumbnails follow.
  const chosen = (list: FileList | null) => {
    const next = [...(list ?? [])];
    setPictures((old) => [
      ...old.filter((p) => "stored" in p),
      ...next.map((file) => {
        const url = urls.current.get(file) ?? URL.createObjectURL(file);
        urls.current.set(file, url);
        return { file, url };
      }),
    ]);
    setFiles(next);
  };
  const move = (from: number, to: number) =>
    setPictures((list) => {
      if (to < 0 || to >= list.length || from === to) return list;
      const next = [...list];
      const [p] = next.splice(from, 1);
      next.splice(to, 0, p!);
      return next;
    });
  const dropNew = (p: Picture & { file: File }) => {
    setPictures((list) => list.filter((x) => x !== p));
    setInputFiles(files.filter((f) => f !== p.file));
  };

  const shown = pictures.filter((p) => !("stored" in p) || !removed.has(p.stored));
  const order = pictures.map((p) => tokenOf(p, files)).join(" ");
  const id = "field-gallery";
  const hint = `Up to ${max} pictures; JPEG, PNG, WebP, GIF or SVG, up to 5 MB each.${hydrated ? " Drag pictures into order, or drop files anywhere on this section." : " Choose several at once; they come after the pictures kept."}`;

  return (
    <div
      className={`space-y-3 md:col-span-2 ${dropping ? "rounded-lg ring-2 ring-primary ring-offset-4" : ""}`}
      data-testid="picture-field"
      onDragOver={(e) => {
        if (!e.dataTransfer.types.includes("Files")) return;
        e.preventDefault();
        setDropping(true);
      }}
      onDragLeave={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setDropping(false);
      }}
      onDrop={(e) => {
        if (!e.dataTransfer.types.includes("Files")) return;
        e.preventDefault();
        setDropping(false);
        addFiles([...e.dataTransfer.files]);
      }}
    >
      <input type="hidden" name={PICTURE_FIELDS.order} value={order} />
      {pictures.length > 0 ? (
        <ol
          aria-label="Pictures, the main one first"
          className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3"
        >
          {pictures.map((p, i) => {
            const token = tokenOf(p, files);
            const gone = "stored" in p && removed.has(p.stored);
            const place = shown.indexOf(p);
            const main = place === 0;
            const label = main ? "Main picture" : `Picture ${place + 1}`;
            return (
              <li
                key={"stored" in p ? p.stored : p.url}
                data-testid="picture"
                data-token={token}
                draggable={hydrated}
                onDragStart={(e) => {
                  setDragging(i);
                  e.dataTransfer.effectAllowed = "move";
                  e.dataTransfer.setData("text/plain", token);
                }}
                onDragOver={(e) => {
                  if (dragging === null) return;
                  e.preventDefault();
                }}
                onDrop={(e) => {
                  if (dragging === null) return;
                  e.preventDefault();
                  e.stopPropagation();
                  move(dragging, i);
                  setDragging(null);
                }}
                onDragEnd={() => setDragging(null)}
                className={`flex min-w-0 gap-3 rounded-lg border bg-white p-2 ${
                  main ? "border-primary" : "border-slate-200"
                } ${gone ? "opacity-50" : ""} ${hydrated ? "cursor-grab" : ""}`}
              >
                <img
                  src={p.url}
                  alt={label}
                  width={96}
                  height={96}
                  className="h-24 w-24 shrink-0 rounded border border-slate-100 object-contain"
                />
                <div className="min-w-0 flex-1 space-y-1.5 text-sm">
                  <p className="font-medium text-slate-900">
                    {gone ? "Removed on save" : label}
                    {"file" in p ? <span className="ml-1 text-secondary">(new)</span> : null}
                  </p>
                  <label className="flex items-center gap-1.5 text-slate-700">
                    <input
                      type="radio"
                      name={PICTURE_FIELDS.main}
                      value={token}
                      checked={main}
                      disabled={gone}
                      onChange={() => move(i, 0)}
                      className="h-4 w-4"
                    />
                    Main picture
                  </label>
                  <div className="flex flex-wrap gap-1.5">
                    {"stored" in p || hydrated
                      ? MOVES.map(({ way, step, arrow }) => (
                          <button
                            key={way}
                            type="submit"
                            name={PICTURE_FIELDS.move}
                            value={`${way}:${token}`}
                            formAction={`?${ARRANGE_PARAM}=1`}
                            disabled={i + step < 0 || i + step >= pictures.length}
                            onClick={(e) => {
                              if (!hydrated) return;
                              e.preventDefault();
                              move(i, i + step);
                            }}
                            className={buttonClass}
                          >
                            {arrow}
                            <span className="sr-only">
                              {" "}
                              Move {label.toLowerCase()} {way}
                            </span>
                          </button>
                        ))
                      : null}
                    {"stored" in p ? (
                      <label className="flex items-center gap-1.5 px-1 text-slate-700">
                        <input
                          type="checkbox"
                          name={`gallery_remove_${current.indexOf(p.stored) + 1}`}
                          value={p.stored}
                          onChange={(e) => {
                            const on = e.currentTarget.checked;
                            setRemoved((set) => {
                              const next = new Set(set);
                              if (on) next.add(p.stored);
                              else next.delete(p.stored);
                              return next;
                            });
                          }}
                          className="h-4 w-4"
                        />
                        Remove
                      </label>
                    ) : (
                      <button type="button" onClick={() => dropNew(p)} className={buttonClass}>
                        Remove
                      </button>
                    )}
                  </div>
                </div>
              </li>
            );
          })}
        </ol>
      ) : (
        <p className="text-sm text-secondary">
          No pictures yet. A draft (Status: Inactive) may be saved without one; to go on the site it
          needs a main picture.
        </p>
      )}
      <div>
        <label htmlFor={id} className="block text-sm font-medium text-slate-700">
          Add pictures
        </label>
        <input
          ref={input}
          id={id}
          type="file"
          name="gallery"
          multiple
          accept={accept}
          autoFocus={focus}
          onChange={(e) => chosen(e.currentTarget.files)}
          aria-invalid={error ? true : undefined}
          aria-describedby={[error ? `${id}-error` : "", `${id}-hint`].filter(Boolean).join(" ")}
          className={`mt-1 block w-full text-sm file:mr-3 file:rounded-md file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:font-medium hover:file:bg-slate-200 ${
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
    </div>
  );
}
