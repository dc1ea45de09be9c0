import sharp from "sharp";

// A real PNG for uploads in the journeys: a flat colour with a light band.
export async function testPng(width = 320, height = 240): Promise<Buffer> {
  const band = await sharp({ create: { width, height: Math.round(height / 5), channels: 3, background: "#f5f5f5" } }).png().toBuffer();
  return sharp({ create: { width, height, channels: 3, background: "#1a5fb4" } })
    .composite([{ input: band, top: Math.round((height * 2) / 5), left: 0 }])
    .png()
    .toBuffer();
}
