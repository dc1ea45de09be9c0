// Text colour for a brand colour: whichever of near-black and white contrasts
// more (WCAG relative luminance), so any primaryColor stays readable.
function channel(hex: string): number {
  const c = parseInt(hex, 16) / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

export function luminance(color: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => channel(color.slice(i, i + 2)));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

export function readableTextOn(color: string): "#111111" | "#ffffff" {
  const l = luminance(color);
  const onDark = 1.05 / (l + 0.05);
  const onLight = (l + 0.05) / (luminance("#111111") + 0.05);
  return onDark >= onLight ? "#ffffff" : "#111111";
}

export const DEFAULT_BRAND_COLOR = "#1a5fb4";
