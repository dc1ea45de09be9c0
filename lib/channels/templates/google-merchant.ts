import type { ChannelTemplate, RuleFailure, TemplateTarget } from "./template";
import { isEmpty } from "../resolve-source";

// Google Merchant Center's product data specification
// (support.google.com/merchants/answer/7052112): the attributes a supplier
// can fill from a product record, with Google's lengths and supported
// values. Google reads supported values in English whatever the feed's
// language, so they are checked exactly as written here.
const targets: TemplateTarget[] = [
  { name: "id", required: true, type: "text", maxLength: 50, description: "The product's unique identifier; the sku is the usual choice." },
  { name: "title", required: true, type: "text", maxLength: 150, description: "The product's name, as shoppers see it." },
  { name: "description", required: true, type: "text", maxLength: 5000, description: "What the product is; plain text." },
  { name: "link", required: true, type: "url", description: "The product's page on your shop, an absolute http(s) address." },
  { name: "image_link", required: true, type: "url", description: "The main image, an absolute http(s) address." },
  { name: "additional_image_link", required: false, type: "list", itemType: "url", maxItems: 10, description: "Up to 10 further images; the main image is left out of them." },
  { name: "availability", required: true, type: "enum", allowedValues: ["in_stock", "out_of_stock", "preorder", "backorder"], description: "Whether the product can be bought now." },
  { name: "price", required: true, type: "price", description: 'The price with its currency, such as "15.00 EUR"; pick a price attribute and the currency to send.' },
  { name: "sale_price", required: false, type: "price", description: "A reduced price, formatted as price." },
  { name: "brand", required: false, type: "text", maxLength: 70, description: "The brand. Google needs it with a GTIN or an MPN, unless the product is declared to have no identifiers." },
  { name: "gtin", required: false, type: "gtin", description: "The GTIN (EAN, UPC, ISBN) with a valid check digit." },
  { name: "mpn", required: false, type: "text", maxLength: 70, description: "The manufacturer's part number, when the product has no GTIN." },
  { name: "condition", required: false, type: "enum", allowedValues: ["new", "refurbished", "used"], description: "The product's condition." },
  { name: "google_product_category", required: false, type: "text", maxLength: 750, description: "Google's category id or path." },
  { name: "product_type", required: false, type: "text", maxLength: 750, description: "Your own category path." },
  { name: "item_group_id", required: false, type: "text", maxLength: 50, description: "Groups the variants of one model; a variant's model sku when left unmapped." },
  { name: "color", required: false, type: "text", maxLength: 100, description: "Colour names, up to three separated by /." },
  { name: "size", required: false, type: "text", maxLength: 100, description: "The size." },
  { name: "gender", required: false, type: "enum", allowedValues: ["male", "female", "unisex"], description: "Who the product is for." },
  { name: "age_group", required: false, type: "enum", allowedValues: ["newborn", "infant", "toddler", "kids", "adult"], description: "The age group the product is for." },
  { name: "material", required: false, type: "text", maxLength: 200, description: "Materials, up to three separated by /." },
  { name: "pattern", required: false, type: "text", maxLength: 100, description: "The pattern or print." },
  { name: "shipping_weight", required: false, type: "text", maxLength: 50, description: 'The weight for shipping with its unit, such as "3 kg" (lb, oz, g or kg).' },
  { name: "identifier_exists", required: false, type: "enum", allowedValues: ["yes", "no"], description: "Set to no for products that have neither a GTIN nor an MPN, such as custom or handmade goods." },
];

// Google needs brand and gtin or mpn for products that have them; a
// product declared without identifiers is exempt.
function identifiers(fields: Readonly<Record<string, unknown>>): RuleFailure | null {
  if (fields.identifier_exists === "no") return null;
  if (!isEmpty(fields.brand) && (!isEmpty(fields.gtin) || !isEmpty(fields.mpn))) return null;
  return { target: "gtin", rule: "identifiers", message: "Google needs brand and a gtin or an mpn, unless identifier_exists is no." };
}

// Google wants only the further images there: the main image, mapped from
// all of a product's images, is taken out.
function withoutMainImage(fields: Record<string, unknown>): void {
  const more = fields.additional_image_link;
  if (Array.isArray(more) && fields.image_link !== undefined) fields.additional_image_link = more.filter((url) => url !== fields.image_link);
}

export const googleMerchant: ChannelTemplate = {
  code: "google-merchant",
  name: "Google Merchant Center",
  destinationFormats: ["xml", "tsv"],
  targets,
  aliases: {
    id: ["sku"],
    title: ["name"],
    description: ["description"],
    link: ["url", "product_url", "link", "shop_url"],
    image_link: ["images[0]"],
    additional_image_link: ["images"],
    price: ["price"],
    sale_price: ["sale_price", "special_price"],
    gtin: ["gtin", "ean", "upc", "isbn", "barcode"],
    mpn: ["mpn", "part_number"],
    google_product_category: ["google_product_category", "google_category"],
    product_type: ["categoryName"],
    shipping_weight: ["shipping_weight"],
    color: ["color", "colour"],
  },
  groupTarget: "item_group_id",
  adjustments: [withoutMainImage],
  crossRules: [identifiers],
};
