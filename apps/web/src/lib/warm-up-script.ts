import { currencyPattern, currencyPatternsStatement, patternKey } from './currency-pattern';

/**
 * An inline script near the top of the page's `<body>`.
 *
 * For a signed-in player (a `currency`), it first gives the page the pattern its balance and amounts are written
 * with (currency-pattern.ts): the first `Intl.NumberFormat` in a fresh renderer costs 25–70 ms (ICU's number data
 * loads), and with the pattern the page formats its amounts while it hydrates without Intl at all. If Intl's way of
 * writing that currency could not be read as a pattern, number data is primed instead, in a task of its own.
 *
 * Right after the first frame it then opens the origin's localStorage/sessionStorage in a task of its own (the first
 * access opens the storage area synchronously, which hydration would otherwise pay in its own long task).
 * A guest's pages format nothing with Intl while they load (src/lib/plain-number.ts).
 * docs/performance.md ("Lighthouse") has the measurements.
 */
export function warmUpScript(intlLocale: string, currency: string | null): string {
  const pattern = currency ? currencyPattern(intlLocale, currency) : null;
  const patterns = currency && pattern ? currencyPatternsStatement({ [patternKey(intlLocale, currency)]: pattern }) : '';
  // JSON.stringify quotes the values; `<` is escaped so nothing can close the script element.
  const args = JSON.stringify([intlLocale, pattern ? null : currency]).replace(/</g, '\\u003c');
  return (
    patterns +
    `(function(a){var q=function(f){setTimeout(function(){try{f()}catch(e){}},0)};` +
    `var go=function(){if(a[1])q(function(){new Intl.NumberFormat(a[0],{style:'currency',currency:a[1]}).format(1)});` +
    `q(function(){localStorage.getItem('accessToken');sessionStorage.getItem('firstUrl')})};` +
    `typeof requestAnimationFrame==='function'?requestAnimationFrame(go):go()})(${args})`
  );
}
