import { Fragment, useRef, type ReactNode } from "react";
import { Form } from "react-router";
import { PageHeader } from "~/components/admin/admin-shell";
import {
  DescribedField,
  describedProps,
  FileField,
  FocusFirstError,
  FormActions,
  FormError,
  FormSection,
  SelectField,
  TextAreaField,
  TextField,
  type DescribedInput,
} from "~/components/admin/form-field";
import { GalleryField } from "~/components/admin/gallery-field";
import { LengthCounter, SpecEditor } from "~/components/admin/spec-editor";
import { EditVersion, HistoryLink, StaleNotice } from "~/components/admin/manager";
import { FitsFieldset } from "~/components/admin/fits-fieldset";
import { GALLERY_MAX, parseGallery } from "~/lib/gallery";
import { previewSlug } from "~/lib/slug";
import { managerFormAction, managerFormLoader } from "~/server/admin/crud-responses.server";
import {
  PRODUCT_FITS_SECTION,
  PRODUCT_FORM_DEFAULTS,
  PRODUCT_FORM_FIELDS,
  PRODUCT_FORM_SECTIONS,
} from "~/server/entities/product.server";
import { productManager } from "~/server/admin/managers.server";
import { copyValues } from "~/server/admin/product-copy.server";
import { formConstraintsOf, type FormConstraint } from "~/server/entities/entity.server";
import { specificationRow } from "~/server/validation/specifications.server";
import { listBrands } from "~/server/models/brands.server";
import { listCategories } from "~/server/models/categories.server";
import type { Route } from "./+types/product-form";

// One module for /admin/products/new and /admin/products/:id/edit (two route ids in routes.ts).

const SPEC_ROW = formConstraintsOf(specificationRow) as {
  name: FormConstraint;
  value: FormConstraint;
};

export async function loader(args: Route.LoaderArgs) {
  const { item, uploads } = await managerFormLoader(productManager, args);
  return {
    product: item && {
      id: item.id,
      name: item.label,
      image: item.files.image,
      pdf: item.files.pdf,
      gallery: parseGallery(item.files.gallery),
      values: item.values,
      version: item.version,
    },
    // "Duplicate" opens the add form with ?from=<id>: that product's values, renamed, unsaved.
    copy: item ? null : copyValues(new URL(args.request.url).searchParams.get("from")),
    uploads,
    // Every input's words, section and browser constraints come from the field registry.
    fields: PRODUCT_FORM_FIELDS,
    // The specification rows' inputs, held to the rule each saved part is checked with.
    specRow: SPEC_ROW,
    sections: PRODUCT_FORM_SECTIONS,
    // Drawn with the fit pairs (FitsFieldset) rather than as plain inputs.
    fitsSection: PRODUCT_FITS_SECTION,
    defaults: PRODUCT_FORM_DEFAULTS,
    categories: listCategories().map((c) => ({ value: c.name, label: c.display_name })),
    brands: listBrands().map((b) => ({ value: String(b.id), label: b.display_name })),
  };
}

export const action = (args: Route.ActionArgs) => managerFormAction(productManager, args);

export function meta({ params }: Route.MetaArgs) {
  return [{ title: `${params.id ? "Edit" : "Add"} Product | Admin Panel` }];
}

export default function ProductForm({ loaderData, actionData }: Route.ComponentProps) {
  const { product, categories, brands, fields, sections, fitsSection, defaults } = loaderData;
  const editing = product !== null;
  const { copy } = loaderData;
  const values: Record<string, string> =
    actionData?.values ?? product?.values ?? copy?.values ?? defaults;
  const errors: Record<string, string> = actionData?.fieldErrors ?? {};
  const slugRef = useRef<HTMLInputElement>(null);
  // The slug follows the name until someone edits it (or, when editing, it is kept as it is).
  const slugTouched = useRef(editing || !!values.slug);
  const v = (name: string) => values[name] ?? "";
  const inSection = (section: string) =>
    (fields as DescribedInput[]).filter((f) => (f as { section?: string }).section === section);
  const props = (input: DescribedInput) => describedProps(input, errors);
  // The inputs laid out by hand (a picker fed from the database, the slug that follows the name,
  // the specifications editor, the SEO counters); their words and limits still come from the registry.
  const custom: Record<string, (input: DescribedInput) => ReactNode> = {
    name: (input) => (
      <TextField
        {...props(input)}
        maxLength={input.maxLength}
        defaultValue={v("name")}
        onChange={(e) => {
          previewSlug(e.target.value, (slug) => {
            if (!slugTouched.current && slugRef.current) slugRef.current.value = slug;
          });
        }}
      />
    ),
    slug: (input) => (
      <TextField
        ref={slugRef}
        {...props(input)}
        maxLength={input.maxLength}
        defaultValue={v("slug")}
        onChange={(e) => {
          slugTouched.current = e.target.value !== "";
        }}
      />
    ),
    category: (input) => (
      <SelectField
        {...props(input)}
        options={categories}
        placeholder="Select a category"
        defaultValue={v("category")}
      />
    ),
    brand_id: (input) => (
      <SelectField
        {...props(input)}
        options={brands}
        placeholder="No brand"
        defaultValue={v("brand_id")}
      />
    ),
    specifications: (input) => (
      <SpecEditor
        defaultValue={v("specifications")}
        error={errors[input.name]}
        rules={{ text: input, row: loaderData.specRow }}
      />
    ),
    meta_title: (input) => (
      <>
        <TextField
          {...props(input)}
          maxLength={input.maxLength}
          defaultValue={v("meta_title")}
          wide
        />
        <LengthCounter
          forId="field-meta_title"
          recommended={60}
          max={input.maxLength ?? 0}
          initial={v("meta_title")}
        />
      </>
    ),
    meta_description: (input) => (
      <>
        <TextAreaField
          {...props(input)}
          rows={input.rows}
          maxLength={input.maxLength}
          defaultValue={v("meta_description")}
        />
        <LengthCounter
          forId="field-meta_description"
          recommended={160}
          max={input.maxLength ?? 0}
          initial={v("meta_description")}
        />
      </>
    ),
  };

  return (
    <>
      <PageHeader
        title={editing ? "Edit Product" : "Add Product"}
        description={
          editing
            ? product.name
            : copy
              ? `A copy of ${copy.from}: nothing is saved until you press Add Product. Choose its picture and datasheet again.`
              : "New products are active unless you choose otherwise."
        }
        actions={editing ? <HistoryLink to={`/admin/history/products/${product.id}`} /> : null}
      />
      <FormError message={actionData?.error} />
      <StaleNotice />
      <FocusFirstError refusal={actionData}>
        <Form method="post" encType="multipart/form-data" noValidate className="space-y-6">
          <EditVersion version={product?.version} />
          {sections.map((section) =>
            section === fitsSection ? (
              <FitsFieldset
                key={section}
                inputs={inSection(section)}
                values={values}
                errors={errors}
              />
            ) : (
              <FormSection key={section} title={section}>
                {inSection(section).map((input) => (
                  <Fragment key={input.name}>
                    {custom[input.name]?.(input) ?? (
                      <DescribedField input={input} value={values[input.name]} errors={errors} />
                    )}
                  </Fragment>
                ))}
              </FormSection>
            ),
          )}

          <FormSection title="File Uploads">
            <FileField
              label="Product Image"
              name="image"
              required={!editing}
              accept={loaderData.uploads.image?.accept}
              current={product?.image}
              preview="image"
              error={errors.image}
              hint="JPEG, PNG, WebP, GIF or SVG, up to 5 MB."
            />
            <GalleryField
              current={product?.gallery ?? []}
              accept={loaderData.uploads.gallery?.accept}
              error={errors.gallery}
              max={GALLERY_MAX}
            />
            <FileField
              label="PDF Datasheet"
              name="pdf"
              accept={loaderData.uploads.pdf?.accept}
              current={product?.pdf}
              error={errors.pdf}
              hint="PDF, up to 20 MB."
            />
          </FormSection>

          <FormActions
            submitLabel={editing ? "Update Product" : "Add Product"}
            pendingLabel="Saving..."
            cancelTo="/admin/products"
            viewTo={
              editing && product.values.status === "active"
                ? `/products/${product.values.slug}`
                : null
            }
            sticky
          />
        </Form>
      </FocusFirstError>
    </>
  );
}
