import { field, type PassportTemplateDocument } from "./template";

// Product safety information of the General Product Safety Regulation,
// Regulation (EU) 2023/988: what Art. 9(5) to 9(7) and Art. 19 require to
// travel with a consumer product, also when it is sold online.
const GPSR = "Regulation (EU) 2023/988";

export const gpsr: PassportTemplateDocument = {
  code: "gpsr",
  name: "Product safety (GPSR)",
  builtIn: true,
  sections: [
    {
      title: "Product",
      fields: [
        field({ key: "product_name", label: "Product", source: "name", required: true, reference: `${GPSR}, Art. 19(b)` }),
        field({ key: "product_identifier", label: "Type, batch or serial number", source: "sku", required: true, reference: `${GPSR}, Art. 9(5) and Art. 19(b)` }),
      ],
    },
    {
      title: "Manufacturer",
      fields: [
        field({ key: "manufacturer_name", label: "Manufacturer", source: "attributes.manufacturer", required: true, reference: `${GPSR}, Art. 9(6) and Art. 19(a)` }),
        field({ key: "manufacturer_address", label: "Postal address", source: "attributes.manufacturer_address", required: true, reference: `${GPSR}, Art. 9(6)` }),
        field({ key: "manufacturer_contact", label: "Electronic address", source: "attributes.manufacturer_contact", required: true, reference: `${GPSR}, Art. 9(6)` }),
        field({ key: "responsible_person", label: "Responsible person in the EU", source: "attributes.responsible_person", reference: `${GPSR}, Art. 16 and Art. 19(a)` }),
      ],
    },
    {
      title: "Safety",
      fields: [
        field({ key: "warnings", label: "Warnings", source: "attributes.warnings", required: true, reference: `${GPSR}, Art. 9(7) and Art. 19(d)` }),
        field({ key: "safety_information", label: "Safety information", source: "attributes.safety_information", reference: `${GPSR}, Art. 9(7)` }),
      ],
    },
  ],
};
