/**
 * Query parameters that carry a secret: `at` (an access token handed over by a link) and `token` (a password-reset
 * link). They are read once on arrival and must not travel on with a page address into tracking data (the marketing
 * dataLayer, the visit event, a sign-up's first URL, the country-block report).
 */
export const SECRET_URL_PARAMS: readonly string[] = ['at', 'token'];

const nameOf = (pair: string): string => {
  const name = pair.split('=')[0]!.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
};

/** `url` (absolute or a path) without its secret query parameters; anything else, the fragment included, stays as it was. */
export function withoutSecrets(url: string): string {
  const hashAt = url.indexOf('#');
  const base = hashAt < 0 ? url : url.slice(0, hashAt);
  const fragment = hashAt < 0 ? '' : url.slice(hashAt);
  const queryAt = base.indexOf('?');
  if (queryAt < 0) return url;
  const pairs = base.slice(queryAt + 1).split('&');
  const kept = pairs.filter((pair) => !SECRET_URL_PARAMS.includes(nameOf(pair)));
  if (kept.length === pairs.length) return url;
  return `${base.slice(0, queryAt)}${kept.length ? `?${kept.join('&')}` : ''}${fragment}`;
}
