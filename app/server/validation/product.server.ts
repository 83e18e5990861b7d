// The product's input schema is built from its entity description (every field once, with its CSV
// column and form input): see server/entities/product.server.ts.
export { productInput, type ProductFormInput } from "../entities/product.server";
