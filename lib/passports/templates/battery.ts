import { field, type PassportTemplateDocument } from "./template";

// The battery passport of the Batteries Regulation, Regulation (EU)
// 2023/1542, Art. 77 and Annex XIII: point 1 is public, point 2 for persons
// with a legitimate interest and the Commission, point 3 for notified
// bodies, market surveillance authorities and the Commission. Required from
// 18 February 2027 for LMT, industrial (> 2 kWh) and electric-vehicle
// batteries, one passport per individual battery (register units).
const BR = "Regulation (EU) 2023/1542";

export const battery: PassportTemplateDocument = {
  code: "battery",
  name: "Battery passport",
  builtIn: true,
  sections: [
    {
      title: "General information",
      fields: [
        field({ key: "battery_model", label: "Battery model", source: "name", required: true, reference: `${BR}, Annex VI Part A (1)` }),
        field({ key: "manufacturer_name", label: "Manufacturer", source: "attributes.manufacturer", required: true, reference: `${BR}, Annex VI Part A (1)` }),
        field({ key: "manufacturing_place", label: "Place of manufacture", source: "attributes.manufacturing_place", reference: `${BR}, Annex VI Part A (3)` }),
        field({ key: "manufacturing_date", label: "Date of manufacture", source: "attributes.manufacturing_date", reference: `${BR}, Annex VI Part A (4)` }),
        field({ key: "battery_category", label: "Battery category", source: "attributes.battery_category", required: true, reference: `${BR}, Annex VI Part A (2)` }),
        field({ key: "weight", label: "Weight", source: "attributes.weight", required: true, reference: `${BR}, Annex VI Part A (5)` }),
      ],
    },
    {
      title: "Composition",
      fields: [
        field({ key: "chemistry", label: "Chemistry", source: "attributes.chemistry", required: true, reference: `${BR}, Annex XIII 1 (b) and Annex VI Part A (7)` }),
        field({ key: "hazardous_substances", label: "Hazardous substances", source: "attributes.hazardous_substances", reference: `${BR}, Annex XIII 1 (b) and Annex VI Part A (8)` }),
        field({ key: "critical_raw_materials", label: "Critical raw materials", source: "attributes.critical_raw_materials", reference: `${BR}, Annex VI Part A (9)` }),
        field({ key: "detailed_composition", label: "Detailed composition (cathode, anode, electrolyte)", source: "attributes.detailed_composition", access: "restricted", reference: `${BR}, Annex XIII 2 (a)` }),
      ],
    },
    {
      title: "Performance and durability",
      fields: [
        field({ key: "rated_capacity", label: "Rated capacity", source: "attributes.rated_capacity", required: true, reference: `${BR}, Annex XIII 1 (g) and Annex IV Part A` }),
        field({ key: "nominal_voltage", label: "Nominal voltage", source: "attributes.nominal_voltage", reference: `${BR}, Annex IV Part A` }),
        field({ key: "expected_lifetime", label: "Expected lifetime", source: "attributes.expected_lifetime", reference: `${BR}, Annex IV Part A` }),
      ],
    },
    {
      title: "Sustainability",
      fields: [
        field({ key: "carbon_footprint", label: "Carbon footprint", source: "attributes.carbon_footprint", reference: `${BR}, Art. 7 and Annex XIII 1 (c)` }),
        field({ key: "recycled_content", label: "Recycled content", source: "attributes.recycled_content", reference: `${BR}, Art. 8 and Annex XIII 1 (e)` }),
        field({ key: "renewable_content", label: "Share of renewable content", source: "attributes.renewable_content", reference: `${BR}, Annex XIII 1 (f)` }),
        field({ key: "due_diligence_report", label: "Supply chain due diligence", source: "attributes.due_diligence_report", reference: `${BR}, Art. 52 and Annex XIII 1 (d)` }),
      ],
    },
    {
      title: "End of life",
      fields: [
        field({ key: "dismantling_information", label: "Dismantling information", source: "attributes.dismantling_information", access: "restricted", reference: `${BR}, Annex XIII 2 (c)` }),
        field({ key: "spare_parts_contact", label: "Spare parts and their sources", source: "attributes.spare_parts_contact", access: "restricted", reference: `${BR}, Annex XIII 2 (b)` }),
        field({ key: "test_reports", label: "Test reports", source: "attributes.test_reports", access: "restricted", reference: `${BR}, Annex XIII 3` }),
      ],
    },
  ],
};
