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
import { PictureField } from "~/components/admin/picture-field";
import { SectionNav, sectionAnchor } from "~/components/admin/section-nav";
import { LengthCounter, SpecEditor } from "~/components/admin/spec-editor";
import { EditVersion, HistoryLink, StaleNotice } from "~/components/admin/manager";
import { FitsFieldset } from "~/components/admin/fits-fieldset";
import { splitFitTerms } from "~/lib/fits";
import { GALLERY_MAX, productPictures } from "~/lib/gallery";
import { ARRANGE_PARAM } from "~/lib/product-form";
import { previewSlug } from "~/lib/slug";
import { managerFormAction, managerFormLoader } from "~/server/admin/crud-responses.server";
import {
  PRODUCT_DOWNLOADS_SECTION,
  PRODUCT_FITS_SECTION,
  PRODUCT_FORM_DEFAULTS,
  PRODUCT_FORM_FIELDS,
  PRODUCT_FORM_SECTIONS,
  PRODUCT_PICTURES_SECTION,
  PRODUCT_READ_ONLY_FIELDS,
} from "~/server/entities/product.server";
import { fitLabels } from "~/server/models/fits.server";
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
  // "Duplicate" opens the add form with ?from=<id>: that product's values, renamed, unsaved.
  const copy = item ? null : copyValues(new URL(args.request.url).searchParams.get("from"));
  const shown: Record<string, string | undefined> = item?.values ?? copy?.values ?? {};
  return {
    product: item && {
      id: item.id,
      name: item.label,
      pdf: item.files.pdf,
      // Main first, then the gallery: the form's one list of pictures.
      pictures: productPictures({ image: item.files.image, gallery: item.files.gallery }),
      values: item.values,
      version: item.version,
      // Shown, not edited (buyers' rating and review count).
      readOnly: PRODUCT_READ_ONLY_FIELDS.map((f) => ({
        ...f,
        value: item.values[f.name] ?? "",
      })),
    },
    copy,
    uploads,
    // Every input's words, section and browser constraints come from the field registry.
    fields: PRODUCT_FORM_FIELDS,
    // The specification rows' inputs, held to the rule each saved part is checked with.
    specRow: SPEC_ROW,
    sections: PRODUCT_FORM_SECTIONS,
    fitsSection: PRODUCT_FITS_SECTION,
    picturesSection: PRODUCT_PICTURES_SECTION,
    downloadsSection: PRODUCT_DOWNLOADS_SECTION,
    defaults: PRODUCT_FORM_DEFAULTS,
    // The names and models of the products the fit lists hold, shown instead of their slugs.
    fitLabels: fitLabels([
      ...splitFitTerms(shown.fits_printers ?? ""),
      ...splitFitTerms(shown.fits_supplies ?? ""),
    ]),
    categories: listCategories().map((c) => ({ value: c.name, label: c.display_name })),
    brands: listBrands().map((b) => ({ value: String(b.id), label: b.display_name })),
  };
}

/**
 * The save. A picture moved without JavaScript saves the form too (the move buttons post it with
 * ?arrange=1) and comes back to the pictures instead of the list.
 */
export async function action(args: Route.ActionArgs) {
  const result = await managerFormAction(productManager, args);
  const arranged = new URL(args.request.url).searchParams.has(ARRANGE_PARAM);
  if (arranged && args.params.id && result instanceof Response && result.status === 303)
    result.headers.set(
      "Location",
      `/admin/products/${args.params.id}/edit#${sectionAnchor(PRODUCT_PICTURES_SECTION)}`,
    );
  return result;
}

export function meta({ params }: Route.MetaArgs) {
  return [{ title: `${params.id ? "Edit" : "Add"} Product | Admin Panel` }];
}

export default function ProductForm({ loaderData, actionData }: Route.ComponentProps) {
  const { product, categories, brands, fields, sections, fitsSection, defaults } = loaderData;
  const { picturesSection, downloadsSection } = loaderData;
  const labels = Object.fromEntries(loaderData.fitLabels.map((l) => [l.slug, l]));
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
              ? `A copy of ${copy.from}: nothing is saved until you press Add Product. Choose its pictures and datasheet again.`
              : "New products are active unless you choose otherwise; an inactive one is a draft, saved without a picture if need be."
        }
        actions={editing ? <HistoryLink to={`/admin/history/products/${product.id}`} /> : null}
      />
      <FormError message={actionData?.error} />
      <StaleNotice />
      <FocusFirstError refusal={actionData}>
        <Form method="post" encType="multipart/form-data" noValidate className="space-y-6">
          {/* The form's default button (Enter in a field): Save, not the first picture's move. */}
          <button type="submit" tabIndex={-1} aria-hidden="true" className="sr-only">
            {editing ? "Update Product" : "Add Product"}
          </button>
          <EditVersion version={product?.version} />
          <SectionNav titles={sections} />
          {sections.map((section) => {
            const id = sectionAnchor(section);
            if (section === picturesSection)
              return (
                <FormSection
                  key={section}
                  id={id}
                  title={section}
                  description="The first picture is the main one: on cards, in search and at the top of the product page."
                >
                  <PictureField
                    current={product?.pictures ?? []}
                    accept={loaderData.uploads.gallery?.accept}
                    error={errors.image ?? errors.gallery}
                    max={GALLERY_MAX + 1}
                  />
                </FormSection>
              );
            if (section === downloadsSection)
              return (
                <FormSection key={section} id={id} title={section}>
                  <FileField
                    label="PDF Datasheet"
                    name="pdf"
                    accept={loaderData.uploads.pdf?.accept}
                    current={product?.pdf}
                    error={errors.pdf}
                    hint="PDF, up to 20 MB. The product page offers it beside the drivers for its brand or model."
                  />
                </FormSection>
              );
            if (section === fitsSection)
              return (
                <FitsFieldset
                  key={section}
                  id={id}
                  title={section}
                  inputs={inSection(section)}
                  values={values}
                  errors={errors}
                  labels={labels}
                />
              );
            return (
              <FormSection key={section} id={id} title={section}>
                {inSection(section).map((input) => (
                  <Fragment key={input.name}>
                    {custom[input.name]?.(input) ?? (
                      <DescribedField input={input} value={values[input.name]} errors={errors} />
                    )}
                  </Fragment>
                ))}
                {section === sections[0] && product && product.readOnly.length > 0 ? (
                  <div className="md:col-span-2" data-testid="read-only-fields">
                    <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
                      {product.readOnly.map((f) => (
                        <div key={f.name} className="flex gap-1.5">
                          <dt className="text-secondary">{f.label}:</dt>
                          <dd className="font-medium text-slate-900">{f.value || "none"}</dd>
                        </div>
                      ))}
                    </dl>
                    <p className="mt-1 text-xs text-secondary">
                      From buyers&apos; reviews: shown here, not edited.
                    </p>
                  </div>
                ) : null}
              </FormSection>
            );
          })}

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
