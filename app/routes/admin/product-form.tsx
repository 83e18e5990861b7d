import { useRef } from "react";
import { Form } from "react-router";
import { PageHeader } from "~/components/admin/admin-shell";
import {
  CheckboxField,
  DescribedFields,
  FileField,
  FocusFirstError,
  FormActions,
  FormError,
  FormSection,
  SelectField,
  TextAreaField,
  TextField,
} from "~/components/admin/form-field";
import { GalleryField } from "~/components/admin/gallery-field";
import { LengthCounter, SpecEditor } from "~/components/admin/spec-editor";
import { EditVersion, HistoryLink, StaleNotice } from "~/components/admin/manager";
import { FitsFieldset } from "~/components/admin/fits-fieldset";
import { GALLERY_MAX, parseGallery } from "~/lib/gallery";
import { previewSlug } from "~/lib/slug";
import { managerFormAction, managerFormLoader } from "~/server/admin/crud-responses.server";
import { PRODUCT_FORM_INPUTS } from "~/server/entities/product.server";
import { productManager } from "~/server/admin/managers.server";
import { copyValues } from "~/server/admin/product-copy.server";
import { listBrands } from "~/server/models/brands.server";
import { listCategories } from "~/server/models/categories.server";
import type { Route } from "./+types/product-form";

// One module for /admin/products/new and /admin/products/:id/edit (two route ids in routes.ts).

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
    described: PRODUCT_FORM_INPUTS,
    categories: listCategories().map((c) => ({ value: c.name, label: c.display_name })),
    brands: listBrands().map((b) => ({ value: String(b.id), label: b.display_name })),
  };
}

export const action = (args: Route.ActionArgs) => managerFormAction(productManager, args);

export function meta({ params }: Route.MetaArgs) {
  return [{ title: `${params.id ? "Edit" : "Add"} Product | Admin Panel` }];
}

export default function ProductForm({ loaderData, actionData }: Route.ComponentProps) {
  const { product, categories, brands } = loaderData;
  const editing = product !== null;
  const { copy } = loaderData;
  const values: Record<string, string> =
    actionData?.values ?? product?.values ?? copy?.values ?? {};
  const errors: Record<string, string> = actionData?.fieldErrors ?? {};
  const slugRef = useRef<HTMLInputElement>(null);
  // The slug follows the name until someone edits it (or, when editing, it is kept as it is).
  const slugTouched = useRef(editing || !!values.slug);
  const v = (name: string, fallback = "") => values[name] ?? fallback;
  const checked = (name: string, fallback: boolean) =>
    values[name] === undefined ? fallback : values[name] === "true" || values[name] === "on";

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
          <FormSection title="Basic Information">
            <TextField
              label="Name"
              name="name"
              required
              maxLength={200}
              defaultValue={v("name")}
              error={errors.name}
              onChange={(e) => {
                previewSlug(e.target.value, (slug) => {
                  if (!slugTouched.current && slugRef.current) slugRef.current.value = slug;
                });
              }}
            />
            <TextField
              ref={slugRef}
              label="Slug"
              name="slug"
              required
              maxLength={120}
              defaultValue={v("slug")}
              error={errors.slug}
              hint="Lowercase letters, digits and hyphens; filled in from the name."
              onChange={(e) => {
                slugTouched.current = e.target.value !== "";
              }}
            />
            <SelectField
              label="Category"
              name="category"
              required
              options={categories}
              placeholder="Select a category"
              defaultValue={v("category")}
              error={errors.category}
            />
            <SelectField
              label="Brand"
              name="brand_id"
              options={brands}
              placeholder="No brand"
              defaultValue={v("brand_id")}
              error={errors.brand_id}
            />
            <TextField
              label="Model"
              name="model"
              maxLength={100}
              defaultValue={v("model")}
              error={errors.model}
            />
            <SelectField
              label="Status"
              name="status"
              options={[
                { value: "active", label: "Active" },
                { value: "inactive", label: "Inactive" },
              ]}
              defaultValue={v("status", "active")}
              error={errors.status}
            />
            <TextAreaField
              label="Short Description"
              name="short_description"
              required
              rows={2}
              maxLength={500}
              defaultValue={v("short_description")}
              error={errors.short_description}
            />
            <TextAreaField
              label="Description"
              name="description"
              required
              rows={6}
              defaultValue={v("description")}
              error={errors.description}
            />
          </FormSection>

          <FormSection title="Product Details">
            <SpecEditor defaultValue={v("specifications")} error={errors.specifications} />
            <TextAreaField
              label="Features"
              name="features"
              rows={4}
              defaultValue={v("features")}
              error={errors.features}
              hint="One feature per line."
            />
            <TextField
              label="Price (INR)"
              name="price"
              type="number"
              min={0}
              step="0.01"
              inputMode="decimal"
              defaultValue={v("price")}
              error={errors.price}
            />
            <TextField
              label="Rating"
              name="rating"
              type="number"
              min={0}
              max={5}
              step="0.1"
              defaultValue={v("rating", "0")}
              error={errors.rating}
              hint="0 to 5"
            />
            <TextField
              label="Reviews"
              name="reviews"
              type="number"
              min={0}
              step="1"
              defaultValue={v("reviews", "0")}
              error={errors.reviews}
            />
            <div className="flex flex-wrap items-center gap-8 md:col-span-2">
              <CheckboxField
                label="Featured"
                name="featured"
                defaultChecked={checked("featured", false)}
                error={errors.featured}
              />
              <CheckboxField
                label="In Stock"
                name="in_stock"
                defaultChecked={checked("in_stock", true)}
                error={errors.in_stock}
              />
            </div>
          </FormSection>

          <FormSection title="Tax and Delivery">
            <DescribedFields inputs={loaderData.described} values={values} errors={errors} />
          </FormSection>

          <FitsFieldset values={values} errors={errors} />

          <FormSection title="SEO Information">
            <TextField
              label="Meta Title"
              name="meta_title"
              maxLength={200}
              defaultValue={v("meta_title")}
              error={errors.meta_title}
              wide
            />
            <LengthCounter
              forId="field-meta_title"
              recommended={60}
              max={200}
              initial={v("meta_title")}
            />
            <TextAreaField
              label="Meta Description"
              name="meta_description"
              rows={2}
              maxLength={500}
              defaultValue={v("meta_description")}
              error={errors.meta_description}
            />
            <LengthCounter
              forId="field-meta_description"
              recommended={160}
              max={500}
              initial={v("meta_description")}
            />
            <TextField
              label="Meta Keywords"
              name="meta_keywords"
              maxLength={500}
              defaultValue={v("meta_keywords")}
              error={errors.meta_keywords}
              hint="Comma-separated"
              wide
            />
          </FormSection>

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
