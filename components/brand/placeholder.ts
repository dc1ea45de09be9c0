// The picture a public product without an image shows (public/images).
export const PRODUCT_PLACEHOLDER = "/images/product-placeholder.svg";
