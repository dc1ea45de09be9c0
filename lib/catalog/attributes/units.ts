// Unit families of metric attributes (docs/api.md, "Attributes"). Values keep the
// unit they were sent in; search and syndication compare and convert them
// through the family's base unit, and validation bounds are in that unit.
export const UNIT_FAMILIES = ["weight", "length", "volume", "area", "power", "energy", "duration", "temperature"] as const;
export type UnitFamily = (typeof UNIT_FAMILIES)[number];

// base = amount × factor + offset; the offset makes temperature affine.
type Conversion = { factor: number; offset?: number };

const UNITS: Record<UnitFamily, { base: string; units: Record<string, Conversion> }> = {
  weight: { base: "kg", units: { mg: { factor: 1e-6 }, g: { factor: 1e-3 }, kg: { factor: 1 }, t: { factor: 1000 }, oz: { factor: 0.028349523125 }, lb: { factor: 0.45359237 } } },
  length: { base: "m", units: { mm: { factor: 1e-3 }, cm: { factor: 1e-2 }, m: { factor: 1 }, in: { factor: 0.0254 }, ft: { factor: 0.3048 } } },
  // US customary fluid ounce and gallon.
  volume: { base: "l", units: { ml: { factor: 1e-3 }, cl: { factor: 1e-2 }, l: { factor: 1 }, floz: { factor: 0.0295735295625 }, gal: { factor: 3.785411784 } } },
  area: { base: "m2", units: { cm2: { factor: 1e-4 }, m2: { factor: 1 }, sqft: { factor: 0.09290304 } } },
  power: { base: "w", units: { w: { factor: 1 }, kw: { factor: 1000 } } },
  energy: { base: "wh", units: { wh: { factor: 1 }, kwh: { factor: 1000 } } },
  duration: { base: "s", units: { s: { factor: 1 }, min: { factor: 60 }, h: { factor: 3600 } } },
  temperature: { base: "c", units: { c: { factor: 1 }, f: { factor: 5 / 9, offset: -32 * (5 / 9) }, k: { factor: 1, offset: -273.15 } } },
};

export function isUnitFamily(name: string): name is UnitFamily {
  return (UNIT_FAMILIES as readonly string[]).includes(name);
}

export function baseUnitOf(family: UnitFamily): string {
  return UNITS[family].base;
}

export function unitsOf(family: UnitFamily): string[] {
  return Object.keys(UNITS[family].units);
}

export function isUnitOf(family: UnitFamily, unit: string): boolean {
  return Object.hasOwn(UNITS[family].units, unit);
}

function conversionOf(family: UnitFamily, unit: string): Conversion {
  if (!isUnitOf(family, unit)) throw new RangeError(`${unit} is not a unit of ${family}.`);
  return UNITS[family].units[unit]!;
}

// The amount in the family's base unit; the unit must belong to the family.
export function toBase(family: UnitFamily, amount: number, unit: string): number {
  const c = conversionOf(family, unit);
  return amount * c.factor + (c.offset ?? 0);
}

export function fromBase(family: UnitFamily, amount: number, unit: string): number {
  const c = conversionOf(family, unit);
  return (amount - (c.offset ?? 0)) / c.factor;
}

export function convert(family: UnitFamily, amount: number, from: string, to: string): number {
  return fromBase(family, toBase(family, amount, from), to);
}

// Every unit belongs to exactly one family, so a metric value's own unit
// names its family.
export function unitFamilyOf(unit: string): UnitFamily | null {
  return UNIT_FAMILIES.find((family) => isUnitOf(family, unit)) ?? null;
}

export const ALL_UNITS: readonly string[] = UNIT_FAMILIES.flatMap((family) => unitsOf(family));

// Every unit with what takes an amount in it to its family's base unit
// (base = amount × factor + offset), for comparisons written in SQL.
export function baseConversions(): { unit: string; factor: number; offset: number }[] {
  return UNIT_FAMILIES.flatMap((family) => Object.entries(UNITS[family].units).map(([unit, c]) => ({ unit, factor: c.factor, offset: c.offset ?? 0 })));
}
