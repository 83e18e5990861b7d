// The category's input schema lives with its description: server/entities/category.server.ts.
export { categoryInput, type CategoryFormInput } from "../entities/category.server";
