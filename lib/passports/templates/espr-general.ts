import { field, type PassportTemplateDocument } from "./template";

// The general product passport of the Ecodesign for Sustainable Products
// Regulation, Regulation (EU) 2024/1781: Annex III lists what a passport
// holds; product-group delegated acts add their own requirements (Art. 7).
// Restricted fields are those Art. 10(1)(e) lets the manufacturer keep to
// authorities and those with a legitimate interest.
const ESPR = "Regulation (EU) 2024/1781";

export const esprGeneral: PassportTemplateDocument = {
  code: "espr-general",
  name: "Ecodesign (ESPR) product passport",
  builtIn: true,
  sections: [
    {
      title: "Product",
      fields: [
        field({ key: "product_name", label: "Product name", source: "name", required: true, reference: `${ESPR}, Annex III (b): the product's identification` }),
        field({ key: "model", label: "Model", source: "sku", required: true, reference: `${ESPR}, Annex III (b): the model` }),
        field({ key: "commodity_code", label: "Commodity code (TARIC)", source: "attributes.commodity_code", reference: `${ESPR}, Annex III (c)` }),
        field({ key: "description", label: "Description", source: "description", reference: `${ESPR}, Art. 7(2)(b): information for customers` }),
      ],
    },
    {
      title: "Manufacturer",
      fields: [
        field({ key: "manufacturer_name", label: "Manufacturer", source: "attributes.manufacturer", required: true, reference: `${ESPR}, Annex III (f): name, trade name or mark` }),
        field({ key: "manufacturer_address", label: "Manufacturer's address", source: "attributes.manufacturer_address", required: true, reference: `${ESPR}, Annex III (f): postal address and contact` }),
        field({ key: "importer", label: "Importer", source: "attributes.importer", reference: `${ESPR}, Annex III (h)` }),
        field({ key: "facility_id", label: "Manufacturing facility", source: "attributes.facility_id", access: "restricted", reference: `${ESPR}, Annex III (g): unique facility identifier` }),
      ],
    },
    {
      title: "Sustainability",
      fields: [
        field({ key: "recycled_content", label: "Recycled content", source: "attributes.recycled_content", reference: `${ESPR}, Art. 5(1)(h) and Annex I (h)` }),
        field({ key: "carbon_footprint", label: "Carbon footprint", source: "attributes.carbon_footprint", reference: `${ESPR}, Annex I (m)` }),
        field({ key: "durability", label: "Durability", source: "attributes.durability", reference: `${ESPR}, Annex I (a)` }),
        field({ key: "repairability", label: "Repairability", source: "attributes.repairability_score", reference: `${ESPR}, Annex I (d)` }),
        field({ key: "substances_of_concern", label: "Substances of concern", source: "attributes.substances_of_concern", reference: `${ESPR}, Art. 7(5)` }),
        field({ key: "end_of_life", label: "Recycling and disposal", source: "attributes.end_of_life", reference: `${ESPR}, Art. 7(2)(b)(iv)` }),
      ],
    },
    {
      title: "Compliance",
      fields: [
        field({ key: "declaration_of_conformity", label: "EU declaration of conformity", source: "attributes.declaration_of_conformity", reference: `${ESPR}, Annex III (d)` }),
        field({ key: "user_manual", label: "Instructions for use", source: "attributes.user_manual", reference: `${ESPR}, Annex III (e)` }),
        field({ key: "safety_information", label: "Safety information", source: "attributes.safety_information", reference: `${ESPR}, Annex III (e)` }),
        field({ key: "technical_documentation", label: "Technical documentation", source: "attributes.technical_documentation", access: "restricted", reference: `${ESPR}, Annex III (d) and Art. 10(1)(e)` }),
      ],
    },
  ],
};
