/** One-click credentials are kept in memory only, for the credentials screen. */
let credentials: { username: string; password: string } | null = null;

export function setOneClickCredentials(value: { username: string; password: string } | null): void {
  credentials = value;
}
export function getOneClickCredentials(): { username: string; password: string } | null {
  return credentials;
}
