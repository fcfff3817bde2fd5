/**
 * An inline script for the page's `<head>`: right after the first frame it primes, each in a task of its own,
 * what the browser initialises lazily on first use and the app's hydration would otherwise pay inside its own
 * long tasks — ICU's number data (the first `Intl.NumberFormat` in a fresh renderer costs 25–70 ms, all later
 * ones ≈ 0.1 ms, whatever the locale or currency) and the origin's localStorage/sessionStorage (the first access
 * opens the storage area synchronously). On a real connection this runs while the page waits for its scripts.
 * Number data only with a `currency` (a signed-in player: the header shows the balance on every page); a guest's
 * pages format nothing with Intl while they load (src/lib/plain-number.ts), so priming it would only add work.
 * docs/performance.md ("Lighthouse") has the measurements.
 */
export function warmUpScript(intlLocale: string, currency: string | null): string {
  // JSON.stringify quotes the values; `<` is escaped so nothing can close the script element.
  const args = JSON.stringify([intlLocale, currency]).replace(/</g, '\\u003c');
  return (
    `(function(a){var q=function(f){setTimeout(function(){try{f()}catch(e){}},0)};` +
    `var go=function(){if(a[1])q(function(){new Intl.NumberFormat(a[0],{style:'currency',currency:a[1]}).format(1)});` +
    `q(function(){localStorage.getItem('accessToken');sessionStorage.getItem('firstUrl')})};` +
    `typeof requestAnimationFrame==='function'?requestAnimationFrame(go):go()})(${args})`
  );
}
