import { describe, expect, it } from 'vitest';
import { credentialsMail, escapeHtml, resetMail, verificationMail } from './mail-templates';

describe('mail templates', () => {
  it('puts the link and the brand name in text and html', () => {
    const m = verificationMail({ brandName: 'Lulu', link: 'https://x.test/api/user/verify-email?token=abc', ttlHours: 48 });
    expect(m.subject).toContain('Lulu');
    expect(m.text).toContain('https://x.test/api/user/verify-email?token=abc');
    expect(m.html).toContain('https://x.test/api/user/verify-email?token=abc');
    expect(m.html).toContain('Lulu');
    expect(resetMail({ brandName: 'B', link: 'https://x.test/?modal=reset-password&token=t', ttlMinutes: 60 }).html).toContain(
      'modal=reset-password&amp;token=t',
    );
  });
  it('escapes everything it interpolates', () => {
    expect(escapeHtml(`<a href="x">'&`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;');
    const m = credentialsMail({ brandName: '<b>', username: 'p<1>', password: 'a&b"', loginUrl: 'https://x.test/?modal=login' });
    expect(m.html).not.toContain('<b>');
    expect(m.html).toContain('p&lt;1&gt;');
    expect(m.html).toContain('a&amp;b&quot;');
    expect(m.text).toContain('Password: a&b"');
  });
});
