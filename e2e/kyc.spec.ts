// KYC: the verification page uploads a document with progress and the spec's messages, and shows its
// status change after an operator's decision (operator tool → outbox → socket, or the page's polling).
import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { croupier, signUpByApi } from './support/server';
import { acceptCookiesUpFront, baseURL, gotoHydrated, useAccessToken } from './support/ui';
import { makeJpeg, makePng } from '../apps/server/test/kyc-files';

test.beforeEach(async ({ context }) => acceptCookiesUpFront(context));

/** The theme preview cookie that `?theme=` sets (the e2e server runs with CROUPIER_UI_PREVIEW=1). */
async function previewTheme(page: Page, theme: string): Promise<void> {
  await page.context().addCookies([{ name: 'ui_preview', value: `${theme}.basic`, url: baseURL() }]);
}

/** Full-page screenshots of /profile/verify in both themes into $KYC_SHOTS, each after choosing its file (if any). */
async function themedShots(
  page: Page,
  shots: { name: string; file?: { name: string; mimeType: string; buffer: Buffer } }[],
): Promise<void> {
  const dir = process.env.KYC_SHOTS!;
  mkdirSync(dir, { recursive: true });
  for (const theme of ['curacao', 'lulu']) {
    await previewTheme(page, theme);
    await gotoHydrated(page, '/profile/verify');
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await expect(page.getByTestId('kyc-status')).toBeVisible();
    for (const shot of shots) {
      if (shot.file) await page.getByTestId('kyc-upload-form').getByLabel('File', { exact: true }).setInputFiles(shot.file);
      await page.screenshot({ path: `${dir}/${test.info().project.name}-${theme}-${shot.name}.png`, fullPage: true });
    }
  }
}

/** Chooses a type and a file and presses Upload; returns the new document's id. */
async function uploadDocument(page: Page, typeLabel: string, file: { name: string; mimeType: string; buffer: Buffer }): Promise<string> {
  const form = page.getByTestId('kyc-upload-form');
  await form.getByRole('radio', { name: new RegExp(`^${typeLabel}`) }).check();
  await form.getByLabel('File', { exact: true }).setInputFiles(file);
  await expect(form.getByTestId('kyc-new-file')).toContainText(file.name);
  await expect(form.getByTestId('kyc-new-file-status')).toHaveText('New file');
  await form.getByTestId('kyc-upload-submit').click();
  await expect(form.getByTestId('kyc-upload-success')).toContainText(`${file.name} was uploaded`);
  await expect(form.getByTestId('kyc-new-file')).toHaveCount(0);
  const row = page.getByTestId('kyc-document').filter({ hasText: file.name }).first();
  await expect(row.getByTestId('kyc-document-status')).toHaveText('Pending review');
  return (await row.getAttribute('data-document-id'))!;
}

test('upload a document and see its status change after operator approval', { tag: '@desktop-only' }, async ({ page, context, request }) => {
  const player = await signUpByApi(request);
  await useAccessToken(context, player.accessToken);
  await gotoHydrated(page, '/profile/verify');
  await expect(page.getByRole('heading', { level: 1, name: 'Verification' })).toBeVisible();
  await expect(page.getByTestId('kyc-status')).toHaveText('Not verified');
  await expect(page.getByTestId('kyc-documents-empty')).toBeVisible();

  const form = page.getByTestId('kyc-upload-form');
  const file = form.getByLabel('File', { exact: true });
  // Checked in the browser by name and size…
  await file.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(form.getByTestId('kyc-file-error')).toHaveText('Only jpg, pdf, png accepted');
  await expect(file).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByTestId('kyc-upload-submit')).toBeDisabled();
  // …and by content on the server: HTML renamed to .png is refused.
  await file.setInputFiles({ name: 'passport.png', mimeType: 'image/png', buffer: Buffer.from('<html><script>alert(1)</script></html>') });
  await expect(form.getByTestId('kyc-file-error')).toHaveCount(0);
  await form.getByTestId('kyc-upload-submit').click();
  await expect(form.getByTestId('kyc-upload-error')).toHaveText('Only jpg, pdf, png accepted');
  await expect(page.getByTestId('kyc-documents-empty')).toBeVisible();

  const addressId = await uploadDocument(page, 'Proof of address', { name: 'utility-bill.png', mimeType: 'image/png', buffer: makePng() });
  await expect(page.getByTestId('kyc-status')).toHaveText('Pending review');
  await expect(page.getByTestId('kyc-required-PROOF_OF_ADDRESS').getByTestId('kyc-required-status')).toHaveText('Pending review');
  await expect(page.getByTestId('kyc-required-IDENTITY').getByTestId('kyc-required-status')).toHaveText('Missing');

  // The operator asks for more: the page shows it without a reload.
  expect(await croupier('kyc', 'request-info', addressId, '--reason', 'Please send the full page', '--actor', 'e2e')).toContain(
    'REQUESTED',
  );
  const addressRow = page.locator(`[data-document-id="${addressId}"]`);
  await expect(addressRow.getByTestId('kyc-document-status')).toHaveText('Additional info required', { timeout: 20_000 });
  await expect(addressRow.getByTestId('kyc-document-reason')).toContainText('Please send the full page');
  await expect(page.getByTestId('kyc-status')).toHaveText('Additional info required');

  // The player sends a new proof and an identity document; the operator approves both.
  const address2 = await uploadDocument(page, 'Proof of address', {
    name: 'bill-full.png',
    mimeType: 'image/png',
    buffer: makePng({ rgb: [10, 120, 200] }),
  });
  const identity = await uploadDocument(page, 'Identity document', { name: 'passport.jpg', mimeType: 'image/jpeg', buffer: makeJpeg() });
  expect(await croupier('kyc', 'approve', address2, '--actor', 'e2e')).toContain('APPROVED');
  expect(await croupier('kyc', 'approve', identity, '--actor', 'e2e')).toContain('PENDING → APPROVED');
  await expect(page.locator(`[data-document-id="${identity}"]`).getByTestId('kyc-document-status')).toHaveText('Approved', {
    timeout: 20_000,
  });
  await expect(page.getByTestId('kyc-status')).toHaveText('Verified', { timeout: 20_000 });
  // The request that the newer proof answered is shown as such.
  await expect(addressRow).toHaveAttribute('data-replaced', 'true');
  await expect(addressRow.getByTestId('kyc-document-replaced')).toHaveText('Answered by a newer upload.');

  // The owner can download the file; the other two routes show the same page.
  const download = await request.get(`/api/user/kyc/documents/${identity}/file`, {
    headers: { authorization: `Bearer ${player.accessToken}` },
  });
  expect(download.status()).toBe(200);
  expect(download.headers()['content-disposition']).toMatch(/^attachment; filename="identity-\d{4}-\d{2}-\d{2}\.jpg"$/);
  for (const path of ['/account/verification', '/profile2/verification']) {
    await gotoHydrated(page, path);
    await expect(page.getByTestId('kyc-status')).toHaveText('Verified');
    await expect(page.getByTestId('kyc-document')).toHaveCount(3);
  }

  // Approved with no address in the profile yet: the address stays open to be filled in (it was read-only and empty,
  // and the form, which requires it, could never be saved again); once saved it locks.
  await gotoHydrated(page, '/profile/edit-profile');
  const profile = page.getByTestId('profile-form');
  await expect(profile.getByLabel('Address')).toBeEditable();
  await profile.getByLabel('City').fill('Valletta');
  await profile.getByLabel('Postal code').fill('VLT 1117');
  await profile.getByLabel('Address').fill('12 Merchants Street');
  await profile.getByTestId('profile-submit').click();
  await expect(profile.getByTestId('profile-result')).toHaveText('Your profile was updated.');
  await expect(profile.getByLabel('Address')).not.toBeEditable();
  await gotoHydrated(page, '/profile/verify');
  await expect(page.getByText('Your address can no longer be changed in your profile.')).toBeVisible();

  // Screenshots for review (KYC_SHOTS=/tmp/kyc-shots): the page with a refused file choice.
  if (process.env.KYC_SHOTS)
    await themedShots(page, [{ name: 'verified', file: { name: 'scan.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') } }]);
});

test('a fresh player sees the empty verification page in both themes, and a chosen file is accepted', async ({
  page,
  context,
  request,
}) => {
  const player = await signUpByApi(request);
  await useAccessToken(context, player.accessToken);
  for (const theme of ['curacao', 'lulu']) {
    await previewTheme(page, theme);
    await gotoHydrated(page, '/profile/verify');
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await expect(page.getByTestId('kyc-status')).toHaveText('Not verified');
    await expect(page.getByTestId('kyc-documents-empty')).toBeVisible();
    const form = page.getByTestId('kyc-upload-form');
    await form.getByLabel('File', { exact: true }).setInputFiles({ name: 'passport.png', mimeType: 'image/png', buffer: makePng() });
    await expect(form.getByTestId('kyc-file-error')).toHaveCount(0);
    await expect(form.getByTestId('kyc-upload-submit')).toBeEnabled();
  }
  // Screenshots for review (KYC_SHOTS=/tmp/kyc-shots): the empty page, then with a file chosen.
  if (process.env.KYC_SHOTS)
    await themedShots(page, [
      { name: 'empty' },
      { name: 'new-file', file: { name: 'passport.png', mimeType: 'image/png', buffer: makePng() } },
    ]);
});
