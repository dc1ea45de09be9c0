import { preflight, route } from "@/lib/http/route";
import { productImagesQuery } from "@/lib/catalog/schemas";
import { productImages } from "@/lib/catalog/products/product-images";

// GET /api/v1/products/images?ids= – the first image of each named product in the caller's scope, with its renditions
export const GET = route({ summary: "Get the first image of chosen products", tag: "Products", permission: "products:read", query: productImagesQuery }, ({ principal, query }) => productImages(principal, query));
export const OPTIONS = preflight;
