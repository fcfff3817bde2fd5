/**
 * Offline position → country (DESIGN.md: "offline lat/lon → country for 'reverify location'"), from the borders
 * bundled by @rapideditor/country-coder (OpenStreetMap-derived, ISC). Territories with their own ISO code (Gibraltar,
 * Curaçao, …) answer that code, as the IP database does. It knows no subdivisions. Loaded on first use (≈ 0.7 MB).
 */
let coder: Promise<typeof import('@rapideditor/country-coder')> | null = null;

export async function countryAt(latitude: number, longitude: number): Promise<string | null> {
  coder ??= import('@rapideditor/country-coder');
  const { iso1A2Code } = await coder;
  return iso1A2Code([longitude, latitude], { level: 'territory' }) ?? null;
}
