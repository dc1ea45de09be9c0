import { z } from "zod";
import { assetDocument, uploadTarget } from "../assets/documents";
import {
  associationTypeDocument,
  attributeDocument,
  bulkResult,
  categoryDocument,
  familyDocument,
  linkedAssets,
  productAssetsDocument,
  productDocument,
} from "../catalog/documents";
import { changesPage } from "../changes/schemas";
import { channelDetail, channelDocument, previewResult, publicationDocument } from "../channels/documents";
import { searchResult } from "../search/documents";

// The response documents that have a schema, by component name. Each is the
// schema its TypeScript type is inferred from, so the serializer's return
// type and this description are one source.
export const COMPONENTS = {
  Product: productDocument,
  Category: categoryDocument,
  Family: familyDocument,
  Attribute: attributeDocument,
  AssociationType: associationTypeDocument,
  BulkResult: bulkResult,
  ProductAssets: productAssetsDocument,
  LinkedAssets: linkedAssets,
  SearchResult: searchResult,
  Asset: assetDocument,
  UploadTarget: uploadTarget,
  Channel: channelDocument,
  ChannelDetail: channelDetail,
  Publication: publicationDocument,
  PreviewResult: previewResult,
  ChangesPage: changesPage,
} satisfies Record<string, z.ZodType>;

export type ComponentName = keyof typeof COMPONENTS;

// What an operation answers on success: a component, a page of one, no body
// (204), or a body not described yet (an object without a schema).
export type SuccessBody = { component: ComponentName } | { pageOf: ComponentName } | { none: true } | { undescribed: true };
export type Success = { status?: number; body: SuccessBody; contentType?: string };

const one = (component: ComponentName): Success => ({ body: { component } });
const page = (component: ComponentName): Success => ({ body: { pageOf: component } });
const noContent: Success = { status: 204, body: { none: true } };

// By "METHOD /api/v1/path"; an operation missing here answers its route's
// status (204 for DELETE) with a body not described yet.
export const SUCCESS: Record<string, Success> = {
  "GET /api/v1/products": page("Product"),
  "POST /api/v1/products": one("Product"),
  "GET /api/v1/products/{id}": one("Product"),
  "PATCH /api/v1/products/{id}": one("Product"),
  "POST /api/v1/products/bulk": one("BulkResult"),
  "GET /api/v1/products/{id}/assets": one("ProductAssets"),
  "PUT /api/v1/products/{id}/assets": one("LinkedAssets"),
  "GET /api/v1/admin/orgs/{id}/products": page("Product"),
  "GET /api/v1/categories": page("Category"),
  "POST /api/v1/categories": one("Category"),
  "GET /api/v1/categories/{id}": one("Category"),
  "PATCH /api/v1/categories/{id}": one("Category"),
  "GET /api/v1/families": page("Family"),
  "POST /api/v1/families": one("Family"),
  "GET /api/v1/families/{code}": one("Family"),
  "PATCH /api/v1/families/{code}": one("Family"),
  "GET /api/v1/attributes": page("Attribute"),
  "POST /api/v1/attributes": one("Attribute"),
  "GET /api/v1/attributes/{code}": one("Attribute"),
  "PATCH /api/v1/attributes/{code}": one("Attribute"),
  "GET /api/v1/association-types": page("AssociationType"),
  "POST /api/v1/association-types": one("AssociationType"),
  "GET /api/v1/association-types/{code}": one("AssociationType"),
  "PATCH /api/v1/association-types/{code}": one("AssociationType"),
  "GET /api/v1/search/products": one("SearchResult"),
  "GET /api/v1/assets": page("Asset"),
  "GET /api/v1/assets/{id}": one("Asset"),
  "POST /api/v1/assets/upload-url": one("UploadTarget"),
  "POST /api/v1/assets/confirm": one("Asset"),
  "GET /api/v1/channels": page("Channel"),
  "POST /api/v1/channels": one("Channel"),
  "GET /api/v1/channels/{id}": one("ChannelDetail"),
  "PATCH /api/v1/channels/{id}": one("Channel"),
  "GET /api/v1/channels/{id}/publications": page("Publication"),
  "POST /api/v1/channels/{id}/preview": one("PreviewResult"),
  "GET /api/v1/changes": one("ChangesPage"),
  "POST /api/v1/auth/logout": noContent,
};
