import { describe, expect, it } from 'vitest';
import { warmUpScript } from './warm-up-script';

/** Runs the inline script with browser stand-ins and reports what it touched, in order. */
function run(script: string, opts: { hasRaf?: boolean; isStorageBlocked?: boolean } = {}) {
  const calls: string[] = [];
  const timers: Array<() => void> = [];
  const env = {
    requestAnimationFrame: opts.hasRaf === false ? undefined : (cb: () => void) => (calls.push('raf'), cb()),
    setTimeout: (fn: () => void) => (calls.push('timeout'), timers.push(fn)),
    Intl: {
      NumberFormat: class {
        constructor(locale: string, o: { style: string; currency: string }) {
          calls.push(`nf:${locale}:${o.style}:${o.currency}`);
        }
        format() {
          return '';
        }
      },
    },
    self: {} as Record<string, unknown>,
    localStorage: {
      getItem: (k: string) =>
        opts.isStorageBlocked
          ? (() => {
              throw new Error('SecurityError');
            })()
          : (calls.push(`ls:${k}`), null),
    },
    sessionStorage: { getItem: (k: string) => (calls.push(`ss:${k}`), null) },
  };
  new Function(...Object.keys(env), script)(...Object.values(env));
  if (env.self.__CROUPIER_CURRENCY__) calls.push(`patterns:${Object.keys(env.self.__CROUPIER_CURRENCY__ as object).join(',')}`);
  calls.push('-- timers --');
  for (const t of timers) t();
  return calls;
}

describe('warmUpScript', () => {
  it("gives a player's page the pattern of its currency and primes the storage area after the first frame", () => {
    expect(run(warmUpScript('de-DE', 'EUR'))).toEqual(['raf', 'timeout', 'patterns:de-DE|EUR', '-- timers --', 'ls:accessToken', 'ss:firstUrl']);
  });

  it('primes number data in a task of its own when the currency has no pattern', () => {
    expect(run(warmUpScript('en', 'USDT'))).toEqual(['raf', 'timeout', 'timeout', '-- timers --', 'nf:en:currency:USDT', 'ls:accessToken', 'ss:firstUrl']);
  });

  it('primes only the storage area for a guest (no currency)', () => {
    expect(run(warmUpScript('en', null))).toEqual(['raf', 'timeout', '-- timers --', 'ls:accessToken', 'ss:firstUrl']);
  });

  it('runs without requestAnimationFrame and swallows errors (blocked storage)', () => {
    expect(() => run(warmUpScript('en', 'USDT'), { hasRaf: false, isStorageBlocked: true })).not.toThrow();
    expect(run(warmUpScript('en', 'USDT'), { hasRaf: false })).toContain('nf:en:currency:USDT');
  });

  it('cannot close its script element, whatever the values', () => {
    const s = warmUpScript('en</script><script>alert(1)</script>', 'XYZ</script>');
    expect(s).not.toContain('</script');
    expect(run(s)).toContain('nf:en</script><script>alert(1)</script>:currency:XYZ</script>');
  });
});
