import { useEffect, useState } from "react";
import { FileField, FormSection, TextAreaField } from "~/components/admin/form-field";
import {
  ManagerForm,
  managerFormMeta,
  SlugFields,
  useManagerForm,
} from "~/components/admin/manager";
import { useHydrated } from "~/components/admin/use-hydrated";
import { formatContent, type ContentFormat } from "~/lib/content-format";
import { managerFormAction, managerFormLoader } from "~/server/admin/crud-responses.server";
import { blogManager } from "~/server/admin/managers.server";
import type { Route } from "./+types/blogs-form";

// One module for /admin/blogs/new and /admin/blogs/:id/edit (two route ids in routes.ts).
export const loader = (args: Route.LoaderArgs) => managerFormLoader(blogManager, args);
export const action = (args: Route.ActionArgs) => managerFormAction(blogManager, args);
export const meta = managerFormMeta("blogs");

export default function BlogForm({ loaderData, actionData }: Route.ComponentProps) {
  const form = useManagerForm(loaderData, actionData);
  const [content, setContent] = useState(form.value("content"));
  return (
    <ManagerForm
      tab="blogs"
      item={loaderData.item}
      error={actionData?.error}
      description="New posts are drafts until you publish them."
      multipart
    >
      <FormSection title="Post">
        <SlugFields form={form} source="title" target="slug" />
        {form.input("excerpt")}
        <TextAreaField
          rows={14}
          {...form.field("content")}
          onChange={(e) => setContent(e.target.value)}
        />
        <ContentPreview content={content} />
        {form.inputs("Post")}
        <FileField label="Featured Image" preview="image" {...form.file("featured_image")} />
      </FormSection>
      <FormSection title="SEO Information">{form.inputs("SEO Information")}</FormSection>
    </ManagerForm>
  );
}

/**
 * The live preview (JavaScript only): the same HTML-or-paragraphs decision as the blog page; HTML is
 * shown only as the server sanitised it (routes/admin/blogs-preview.ts), never as typed.
 */
function ContentPreview({ content }: { content: string }) {
  const hydrated = useHydrated();
  const local = formatContent(content);
  const [server, setServer] = useState<ContentFormat | null>(null);
  useEffect(() => {
    if (local.kind !== "html") return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetch("/admin/blogs/preview", {
        method: "POST",
        body: new URLSearchParams({ content }),
        signal: controller.signal,
      })
        .then((r) => (r.ok ? (r.json() as Promise<ContentFormat>) : null))
        .then((format) => format && setServer(format))
        .catch(() => {});
    }, 250);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [content, local.kind]);
  if (!hydrated) return null;
  // HTML waits for the server's sanitised copy (the last one stays while a newer one is on its way).
  const shown = local.kind === "html" ? server : local;
  return (
    <section aria-label="Content preview" className="md:col-span-2">
      <p className="text-sm font-medium text-slate-700">Preview</p>
      <div
        data-testid="content-preview"
        aria-live="polite"
        // It scrolls: keyboard users reach it to scroll it.
        tabIndex={0}
        className="mt-1 max-h-96 space-y-4 overflow-y-auto rounded-md border border-dashed border-slate-300 bg-slate-50 p-4 text-slate-800 [&_a]:text-primary [&_a]:underline [&_h2]:text-xl [&_h2]:font-bold [&_h3]:text-lg [&_h3]:font-semibold [&_li]:ml-5 [&_ol]:list-decimal [&_ul]:list-disc"
      >
        {shown === null ? (
          <p className="text-secondary">Preparing the preview...</p>
        ) : shown.kind === "html" ? (
          <div className="space-y-4" dangerouslySetInnerHTML={{ __html: shown.html }} />
        ) : shown.kind === "paragraphs" ? (
          shown.paragraphs.map((p, i) => (
            <p key={i} className="whitespace-pre-line">
              {p}
            </p>
          ))
        ) : (
          <p className="text-secondary">Nothing to preview yet.</p>
        )}
      </div>
    </section>
  );
}
