/**
 * Short transactional mails (plain text + clean HTML) in the player's language (keys `mail.*` of the locale files).
 * The brand name comes from the site settings.
 */
import { mailTexts, type TMailTexts } from './mail-texts';

export interface TMailContent {
  subject: string;
  text: string;
  html: string;
}

export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

function layout(texts: TMailTexts, brandName: string, title: string, body: string): string {
  const brand = escapeHtml(brandName);
  return [
    `<!doctype html><html lang="${texts.lang}" dir="${texts.dir}"><body style="margin:0;padding:24px;background:#f4f4f7;font-family:Arial,Helvetica,sans-serif;color:#1f2330">`,
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
    `<p style="font-size:12px;color:#6b7080;word-break:break-all" dir="ltr">${h}</p>`
  );
}

/** English unless the player's language is given (`mailTexts(user.preferredLanguage ?? site default)`). */
const english = () => mailTexts('en');

export function verificationMail(input: { brandName: string; link: string; ttlHours: number; texts?: TMailTexts }): TMailContent {
  const texts = input.texts ?? english();
  const { t } = texts;
  const title = t('mail.verify.title');
  const note = t('mail.verify.note', { hours: input.ttlHours });
  return {
    subject: t('mail.verify.subject', { brand: input.brandName }),
    text: `${title}\n\n${t('mail.verify.open')}\n${input.link}\n\n${note}\n`,
    html: layout(
      texts,
      input.brandName,
      title,
      `<p>${escapeHtml(t('mail.verify.intro'))}</p>${button(input.link, t('mail.verify.button'))}<p>${escapeHtml(note)}</p>`,
    ),
  };
}

export function resetMail(input: { brandName: string; link: string; ttlMinutes: number; texts?: TMailTexts }): TMailContent {
  const texts = input.texts ?? english();
  const { t } = texts;
  const title = t('mail.reset.title');
  const note = t('mail.reset.note', { minutes: input.ttlMinutes });
  return {
    subject: t('mail.reset.subject', { brand: input.brandName }),
    text: `${title}\n\n${t('mail.reset.open')}\n${input.link}\n\n${note}\n`,
    html: layout(
      texts,
      input.brandName,
      title,
      `<p>${escapeHtml(t('mail.reset.intro'))}</p>${button(input.link, t('mail.reset.button'))}<p>${escapeHtml(note)}</p>`,
    ),
  };
}

export function credentialsMail(input: { brandName: string; username: string; password: string; loginUrl: string; texts?: TMailTexts }): TMailContent {
  const texts = input.texts ?? english();
  const { t } = texts;
  const title = t('mail.credentials.title');
  const note = t('mail.credentials.note');
  const userLabel = t('mail.credentials.username');
  const passwordLabel = t('mail.credentials.password');
  return {
    subject: t('mail.credentials.subject', { brand: input.brandName }),
    text: `${title}\n\n${userLabel}: ${input.username}\n${passwordLabel}: ${input.password}\n\n${t('mail.credentials.signin')}: ${input.loginUrl}\n\n${note}\n`,
    html: layout(
      texts,
      input.brandName,
      title,
      `<p>${escapeHtml(userLabel)}: <strong>${escapeHtml(input.username)}</strong><br>${escapeHtml(passwordLabel)}: <strong>${escapeHtml(input.password)}</strong></p>` +
        `${button(input.loginUrl, t('mail.credentials.signin'))}<p>${escapeHtml(note)}</p>`,
    ),
  };
}
