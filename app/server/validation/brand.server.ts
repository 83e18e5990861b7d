// The brand's input schema lives with its description: server/entities/brand.server.ts.
export { brandInput, type BrandFormInput } from "../entities/brand.server";
