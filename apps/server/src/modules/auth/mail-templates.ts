/** Short transactional mails (plain text + clean HTML). The brand name comes from the site settings. */

export interface TMailContent {
  subject: string;
  text: string;
  html: string;
}

export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

function layout(brandName: string, title: string, body: string): string {
  const brand = escapeHtml(brandName);
  return [
    '<!doctype html><html><body style="margin:0;padding:24px;background:#f4f4f7;font-family:Arial,Helvetica,sans-serif;color:#1f2330">',
    '<div style="max-width:480px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">',
    `<p style="margin:0 0 16px;font-size:18px;font-weight:bold">${brand}</p>`,
    `<h1 style="margin:0 0 16px;font-size:20px">${escapeHtml(title)}</h1>`,
    body,
    `<p style="margin:24px 0 0;font-size:12px;color:#6b7080">${brand}</p>`,
    '</div></body></html>',
  ].join('');
}

function button(href: string, label: string): string {
  const h = escapeHtml(href);
  return (
    `<p style="margin:24px 0"><a href="${h}" style="display:inline-block;background:#2b59ff;color:#ffffff;` +
    `text-decoration:none;padding:12px 20px;border-radius:6px">${escapeHtml(label)}</a></p>` +
    `<p style="font-size:12px;color:#6b7080;word-break:break-all">${h}</p>`
  );
}

export function verificationMail(input: { brandName: string; link: string; ttlHours: number }): TMailContent {
  const title = 'Confirm your email address';
  const note = `This link is valid for ${input.ttlHours} hours. If you did not create an account, ignore this mail.`;
  return {
    subject: `${input.brandName}: confirm your email address`,
    text: `${title}\n\nOpen this link to confirm your email address:\n${input.link}\n\n${note}\n`,
    html: layout(
      input.brandName,
      title,
      `<p>Please confirm your email address.</p>${button(input.link, 'Confirm email')}<p>${escapeHtml(note)}</p>`,
    ),
  };
}

export function resetMail(input: { brandName: string; link: string; ttlMinutes: number }): TMailContent {
  const title = 'Reset your password';
  const note = `This link is valid for ${input.ttlMinutes} minutes and works once. If you did not ask for it, ignore this mail: your password stays the same.`;
  return {
    subject: `${input.brandName}: reset your password`,
    text: `${title}\n\nOpen this link to choose a new password:\n${input.link}\n\n${note}\n`,
    html: layout(
      input.brandName,
      title,
      `<p>Someone asked to reset the password of your account.</p>${button(input.link, 'Choose a new password')}<p>${escapeHtml(note)}</p>`,
    ),
  };
}

export function credentialsMail(input: { brandName: string; username: string; password: string; loginUrl: string }): TMailContent {
  const title = 'Your account details';
  const note = 'Keep this mail safe, or delete it after you have stored the password somewhere safe.';
  return {
    subject: `${input.brandName}: your account details`,
    text: `${title}\n\nUsername: ${input.username}\nPassword: ${input.password}\n\nSign in: ${input.loginUrl}\n\n${note}\n`,
    html: layout(
      input.brandName,
      title,
      `<p>Username: <strong>${escapeHtml(input.username)}</strong><br>Password: <strong>${escapeHtml(input.password)}</strong></p>` +
        `${button(input.loginUrl, 'Sign in')}<p>${escapeHtml(note)}</p>`,
    ),
  };
}
