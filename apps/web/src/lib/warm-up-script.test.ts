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
  calls.push('-- timers --');
  for (const t of timers) t();
  return calls;
}

describe('warmUpScript', () => {
  it('primes number formatting and storage in separate tasks after the first frame', () => {
    expect(run(warmUpScript('de-DE', 'EUR'))).toEqual([
      'raf',
      'timeout',
      'timeout',
      '-- timers --',
      'nf:de-DE:currency:EUR',
      'ls:accessToken',
      'ss:firstUrl',
    ]);
  });

  it('primes only the storage area for a guest (no currency)', () => {
    expect(run(warmUpScript('en', null))).toEqual(['raf', 'timeout', '-- timers --', 'ls:accessToken', 'ss:firstUrl']);
  });

  it('runs without requestAnimationFrame and swallows errors (blocked storage)', () => {
    expect(() => run(warmUpScript('en', 'USD'), { hasRaf: false, isStorageBlocked: true })).not.toThrow();
    expect(run(warmUpScript('en', 'USD'), { hasRaf: false })).toContain('nf:en:currency:USD');
  });

  it('cannot close its script element, whatever the values', () => {
    const s = warmUpScript('en</script><script>alert(1)</script>', 'EUR');
    expect(s).not.toContain('</script');
    expect(run(s)).toContain('nf:en</script><script>alert(1)</script>:currency:EUR');
  });
});
