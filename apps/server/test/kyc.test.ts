import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { KYC_MAX_DOCUMENTS_PER_PLAYER, KYC_MAX_FILE_BYTES } from '@croupier/contracts';
import { auditLog, kycDocuments, playerPaymentStats, users } from '@croupier/db';
import { createTestApp, type TestApp } from './harness';
import { bearer, me, newPlayer, patchSettings, userRow } from './accounts';
import { makeJpeg, makePdf, makePng, multipartBody } from './kyc-files';
import { runOperatorCommand } from '../src/operator/commands';

let t: TestApp;
let kycDir: string;
let outDir: string;
beforeAll(async () => {
  const base = mkdtempSync(path.join(tmpdir(), 'croupier-kyc-test-'));
  kycDir = path.join(base, 'kyc');
  outDir = path.join(base, 'out');
  t = await createTestApp({ config: { kycDir } });
});
afterAll(async () => {
  await t.close();
  rmSync(path.dirname(kycDir), { recursive: true, force: true });
});

type TPlayer = Awaited<ReturnType<typeof newPlayer>>;

async function upload(p: TPlayer, type: string | null, file?: { name: string; contentType: string; bytes: Buffer; field?: string }) {
  const body = multipartBody(type === null ? {} : { type }, file);
  return t.app.inject({
    method: 'POST',
    url: '/api/user/kyc/documents',
    headers: { ...bearer(p.token), ...body.headers },
    payload: body.payload,
  });
}
const png = (name = 'address.png', bytes = makePng()) => ({ name, contentType: 'image/png', bytes });
const overview = async (p: TPlayer) => (await t.app.inject({ method: 'GET', url: '/api/user/kyc', headers: bearer(p.token) })).json().data;
const run = (...argv: string[]) => runOperatorCommand({ db: t.deps.db, clock: t.clock, actor: 'ops-kim', kycDir }, argv);
const filesOf = (userId: string) => (existsSync(path.join(kycDir, userId)) ? readdirSync(path.join(kycDir, userId)) : []);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

async function uploaded(p: TPlayer, type: string, file = png()): Promise<string> {
  const res = await upload(p, type, file);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.document.documentId as string;
}

describe('KYC uploads', () => {
  it('stores a document under a generated name, PENDING, and the player becomes PENDING', async () => {
    const p = await newPlayer(t);
    expect(await overview(p)).toMatchObject({
      kycStatus: 'NOT_STARTED',
      documentsStatus: 'NOT_STARTED',
      canUpload: true,
      canRefresh: false,
      documents: [],
      missingTypes: ['IDENTITY', 'PROOF_OF_ADDRESS'],
    });
    const bytes = makePng();
    const res = await upload(p, 'PROOF_OF_ADDRESS', png('bill.png', bytes));
    expect(res.statusCode, res.body).toBe(200);
    const { document, overview: o } = res.json().data;
    expect(document).toMatchObject({
      type: 'PROOF_OF_ADDRESS',
      status: 'PENDING',
      fileName: 'bill.png',
      mimeType: 'image/png',
      size: bytes.length,
      reason: null,
      reviewedAt: null,
    });
    expect(o).toMatchObject({ kycStatus: 'PENDING', documentsStatus: 'PENDING', missingTypes: ['IDENTITY'] });
    expect((await userRow(t, p.userId)).kycStatus).toBe('PENDING');

    const files = filesOf(p.userId);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(UUID);
    const stored = path.join(kycDir, p.userId, files[0]!);
    expect(readFileSync(stored).equals(bytes)).toBe(true);
    expect(statSync(stored).mode & 0o777).toBe(0o600);
    expect(statSync(path.join(kycDir, p.userId)).mode & 0o777).toBe(0o700);
  });

  it('decides the type by content: a JPEG named .pdf is a JPEG; HTML or GIF renamed .png is refused', async () => {
    const p = await newPlayer(t);
    const asPdf = await upload(p, 'IDENTITY', { name: 'passport.pdf', contentType: 'application/pdf', bytes: makeJpeg() });
    expect(asPdf.statusCode).toBe(200);
    expect(asPdf.json().data.document.mimeType).toBe('image/jpeg');

    for (const bytes of [
      Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>'),
      Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'),
      Buffer.from('MZ\x90\x00\x03', 'latin1'),
    ]) {
      const res = await upload(p, 'IDENTITY', { name: 'passport.png', contentType: 'image/png', bytes });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ errorCode: 'KYC_FILE_TYPE', message: 'form.validation.upload.type' });
    }
    expect(filesOf(p.userId)).toHaveLength(1);
  });

  it('refuses empty files and files over 25 MB (by the declared length and while reading); 25 MB itself passes', async () => {
    const p = await newPlayer(t);
    const empty = await upload(p, 'IDENTITY', { name: 'empty.png', contentType: 'image/png', bytes: Buffer.alloc(0) });
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toEqual({ errorCode: 'KYC_FILE_EMPTY', message: 'error.kyc.file.empty' });

    // One byte over: the body is within the declared-length allowance, the multipart reader stops it.
    const over = Buffer.concat([makePng(), Buffer.alloc(KYC_MAX_FILE_BYTES + 1 - makePng().length, 0)]);
    const tooLarge = await upload(p, 'IDENTITY', png('big.png', over));
    expect(tooLarge.statusCode).toBe(422);
    expect(tooLarge.json()).toEqual({ errorCode: 'KYC_FILE_TOO_LARGE', message: 'form.validation.upload.size' });
    // Far over: refused from Content-Length before reading.
    const far = await upload(p, 'IDENTITY', png('huge.png', Buffer.alloc(KYC_MAX_FILE_BYTES + 200_000, 1)));
    expect(far.json().errorCode).toBe('KYC_FILE_TOO_LARGE');

    // Exactly 25 MiB: a PNG padded with an ancillary chunk.
    const base = makePng();
    const pad = KYC_MAX_FILE_BYTES - base.length - 12;
    const exact = makePng({ extraChunks: [['zzPd', Buffer.alloc(pad, 0x41)]] });
    expect(exact.length).toBe(KYC_MAX_FILE_BYTES);
    const ok = await upload(p, 'IDENTITY', png('exact.png', exact));
    expect(ok.statusCode, ok.body).toBe(200);
    expect(filesOf(p.userId)).toHaveLength(1);
  });

  it('refuses polyglots: HTML after a PNG, script in a PNG text chunk, a PDF with JavaScript or HTML after %%EOF', async () => {
    const p = await newPlayer(t);
    const cases = [
      png('x.png', makePng({ trailer: Buffer.from('<html><script>alert(1)</script></html>') })),
      png('x.png', makePng({ extraChunks: [['tEXt', Buffer.from('Comment\0<script src=//evil.test/x.js></script>', 'latin1')]] })),
      {
        name: 'x.pdf',
        contentType: 'application/pdf',
        bytes: makePdf({ extraDict: '/OpenAction << /S /JavaScript /JS (app.alert(1)) >>' }),
      },
      { name: 'x.pdf', contentType: 'application/pdf', bytes: makePdf({ trailer: '<html><body onload=alert(1)></body></html>' }) },
      { name: 'x.jpg', contentType: 'image/jpeg', bytes: makeJpeg({ comment: '<?php system($_GET["c"]); ?>' }) },
    ];
    for (const file of cases) {
      const res = await upload(p, 'SOURCE_OF_FUNDS', file);
      expect(res.json().errorCode, file.name).toBe('KYC_FILE_TYPE');
    }
    expect(filesOf(p.userId)).toHaveLength(0);
    expect(await overview(p)).toMatchObject({ kycStatus: 'NOT_STARTED', documents: [] });
  });

  it('never lets the client file name reach the file system', async () => {
    const p = await newPlayer(t);
    const names = [
      '../../../../etc/passwd.png',
      '..\\..\\windows\\evil.png',
      '/tmp/absolute.png',
      '%2e%2e%2f%2e%2e%2fx.png',
      'a\u0000b\u202eexe.png',
      `${'long'.repeat(300)}.png`,
      '..',
    ];
    for (const name of names) await uploaded(p, 'IDENTITY', png(name));
    const files = filesOf(p.userId);
    expect(files).toHaveLength(names.length);
    for (const f of files) expect(f).toMatch(UUID);
    expect(readdirSync(kycDir).every((d) => UUID.test(d))).toBe(true);
    expect(readdirSync(path.dirname(kycDir)).filter((d) => d !== 'out')).toEqual(['kyc']);
    const shown = (await overview(p)).documents.map((d: { fileName: string }) => d.fileName).reverse();
    expect(shown.slice(0, 5)).toEqual(['passwd.png', 'evil.png', 'absolute.png', '%2e%2e%2f%2e%2e%2fx.png', 'abexe.png']);
    expect(shown[5]).toHaveLength(120);
    expect(shown[6]).toBe('document');
  });

  it('validates the form: a known type and a file part named "file"', async () => {
    const p = await newPlayer(t);
    expect((await upload(p, null, png())).json()).toMatchObject({
      errorCode: 'VALIDATION_ERROR',
      fields: { type: 'form.validation.invalid.required' },
    });
    expect((await upload(p, 'SELFIE', png())).json()).toMatchObject({
      errorCode: 'VALIDATION_ERROR',
      fields: { type: 'form.validation.invalid.required' },
    });
    expect((await upload(p, 'IDENTITY')).json()).toMatchObject({
      errorCode: 'VALIDATION_ERROR',
      fields: { file: 'form.validation.invalid.required' },
    });
    expect((await upload(p, 'IDENTITY', { ...png(), field: 'other' })).json()).toMatchObject({ errorCode: 'VALIDATION_ERROR' });
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/user/kyc/documents',
      headers: bearer(p.token),
      payload: { type: 'IDENTITY' },
    });
    expect(json.json().errorCode).toBe('VALIDATION_ERROR');
    const guest = await t.app.inject({ method: 'POST', url: '/api/user/kyc/documents', ...multipartBody({ type: 'IDENTITY' }, png()) });
    expect(guest.statusCode).toBe(403);
    expect(filesOf(p.userId)).toHaveLength(0);
  });

  it('caps the documents a player keeps', async () => {
    const p = await newPlayer(t);
    const now = t.clock.now();
    await t.handle.db.insert(kycDocuments).values(
      Array.from({ length: KYC_MAX_DOCUMENTS_PER_PLAYER }, (_, i) => ({
        id: crypto.randomUUID(),
        userId: p.userId,
        type: 'PAYMENT_METHOD',
        status: 'REJECTED',
        mimeType: 'image/png',
        size: 1,
        sha256: 'x',
        fileName: `f${i}.png`,
        storageName: crypto.randomUUID(),
        createdAt: now,
      })),
    );
    expect((await upload(p, 'IDENTITY', png())).json().errorCode).toBe('KYC_TOO_MANY_DOCUMENTS');
  });

  it('allowKYCBeforeDeposit off: no upload before a first deposit', async () => {
    const p = await newPlayer(t);
    await patchSettings(t, { allowKYCBeforeDeposit: false });
    try {
      expect((await overview(p)).canUpload).toBe(false);
      const res = await upload(p, 'IDENTITY', png());
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ errorCode: 'KYC_DEPOSIT_REQUIRED', message: 'error.kyc.deposit.required' });
      await t.handle.db.insert(playerPaymentStats).values({ userId: p.userId, currency: 'EUR', depositCount: 1, totalDeposit: 2500n });
      expect((await overview(p)).canUpload).toBe(true);
      await uploaded(p, 'IDENTITY');
    } finally {
      await patchSettings(t, { allowKYCBeforeDeposit: true });
    }
  });
});

describe('KYC downloads', () => {
  it('serves a document to its owner only, as an attachment of the detected type', async () => {
    const owner = await newPlayer(t);
    const other = await newPlayer(t);
    const bytes = makePdf();
    const id = await uploaded(owner, 'SOURCE_OF_FUNDS', { name: 'statement.html', contentType: 'text/html', bytes });
    const url = `/api/user/kyc/documents/${id}/file`;
    const res = await t.app.inject({ method: 'GET', url, headers: bearer(owner.token) });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(bytes)).toBe(true);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="source-of-funds-2026-06-15.pdf"');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(res.headers['cache-control']).toBe('private, no-store');
    // The accessToken cookie works too (a plain link in the page).
    expect((await t.app.inject({ method: 'GET', url, cookies: { accessToken: owner.token } })).statusCode).toBe(200);

    expect((await t.app.inject({ method: 'GET', url, headers: bearer(other.token) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/user/kyc/documents/${crypto.randomUUID()}/file`, headers: bearer(owner.token) }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/user/kyc/documents/..%2F..%2Fetc%2Fpasswd/file', headers: bearer(owner.token) }))
        .statusCode,
    ).toBe(400);
    // The KYC directory is not reachable through anything served.
    const files = filesOf(owner.userId);
    for (const probe of [`/kyc/${owner.userId}/${files[0]}`, `/api/core/casino/assets/../../.data/kyc/${owner.userId}/${files[0]}`]) {
      expect((await t.app.inject({ method: 'GET', url: probe, headers: bearer(owner.token) })).statusCode).toBe(404);
    }
  });
});

describe('KYC review by operators', () => {
  it('approve, reject and request-info: statuses, kycStatus, audit, socket event; reasons required for the last two', async () => {
    const p = await newPlayer(t);
    const identity = await uploaded(p, 'IDENTITY', { name: 'id.jpg', contentType: 'image/jpeg', bytes: makeJpeg() });
    const address = await uploaded(p, 'PROOF_OF_ADDRESS');

    const list = await run('kyc', 'list', '--player', p.email);
    expect(list.exitCode).toBe(0);
    expect(list.output).toContain(`kycStatus PENDING`);
    expect(list.output).toContain(identity);
    expect(list.output).toContain(address);
    expect((await run('kyc', 'list')).output).toContain(identity);

    expect((await run('kyc', 'reject', identity)).output).toMatch(/reason is required/);
    expect((await run('kyc', 'request-info', identity, '--reason', '  ')).exitCode).toBe(2);
    expect((await run('kyc', 'approve', crypto.randomUUID())).output).toMatch(/No document/);
    expect((await run('kyc', 'approve', '../etc/passwd')).output).toMatch(/No document/);

    const requested = await run('kyc', 'request-info', identity, '--reason', 'The photo is blurred: please send a sharper one');
    expect(requested).toMatchObject({ exitCode: 0 });
    expect(requested.output).toMatch(/REQUESTED; the player's kycStatus PENDING → REQUESTED/);
    let o = await overview(p);
    expect(o.kycStatus).toBe('REQUESTED');
    expect(o.documents.find((d: { documentId: string }) => d.documentId === identity)).toMatchObject({
      status: 'REQUESTED',
      reason: 'The photo is blurred: please send a sharper one',
    });

    const rejected = await run('kyc', 'reject', address, '--reason', 'Older than three months');
    expect(rejected.output).toMatch(/REJECTED; the player's kycStatus REQUESTED → REJECTED/);
    expect((await run('kyc', 'reject', address, '--reason', 'again')).output).toMatch(/already REJECTED/);

    // The player answers with new documents; approvals make the player APPROVED.
    const identity2 = await uploaded(p, 'IDENTITY', { name: 'id2.jpg', contentType: 'image/jpeg', bytes: makeJpeg() });
    const address2 = await uploaded(p, 'PROOF_OF_ADDRESS', { name: 'bill.pdf', contentType: 'application/pdf', bytes: makePdf() });
    expect((await overview(p)).kycStatus).toBe('PENDING');
    expect((await run('kyc', 'approve', identity2)).output).toMatch(/APPROVED; the player's kycStatus stays PENDING/);
    const last = await run('kyc', 'approve', address2, '--reason', 'utility bill ok');
    expect(last.output).toMatch(/PENDING → APPROVED/);
    o = await overview(p);
    expect(o).toMatchObject({ kycStatus: 'APPROVED', documentsStatus: 'APPROVED', canRefresh: false, missingTypes: [] });
    // The first two are answered by the newer uploads of their types.
    expect(Object.fromEntries(o.documents.map((d: { documentId: string; isReplaced: boolean }) => [d.documentId, d.isReplaced]))).toEqual({
      [identity]: true,
      [address]: true,
      [identity2]: false,
      [address2]: false,
    });

    const audits = await t.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actor, 'ops-kim'), sql`${auditLog.details}->>'userId' = ${p.userId}`))
      .orderBy(auditLog.id);
    expect(audits.map((a) => a.action)).toEqual(['kyc.request-info', 'kyc.reject', 'kyc.approve', 'kyc.approve']);
    expect(audits[1]).toMatchObject({ subject: address, reason: 'Older than three months' });

    // Each decision's event went to the outbox with it and reaches the player's room, in order.
    await t.deps.outbox!.drain();
    const events = t.realtime.sent.filter((s) => s.room === `user:${p.userId}` && s.event === 'kycStatus');
    expect(events.map((e) => e.payload)).toEqual([
      { documentId: identity, type: 'IDENTITY', status: 'REQUESTED', kycStatus: 'REQUESTED' },
      { documentId: address, type: 'PROOF_OF_ADDRESS', status: 'REJECTED', kycStatus: 'REJECTED' },
      { documentId: identity2, type: 'IDENTITY', status: 'APPROVED', kycStatus: 'PENDING' },
      { documentId: address2, type: 'PROOF_OF_ADDRESS', status: 'APPROVED', kycStatus: 'APPROVED' },
    ]);
  });

  it('view shows the player and copies the file on request (never overwriting), audited', async () => {
    const p = await newPlayer(t, { firstName: 'Vera', lastName: 'Viewer' });
    const bytes = makePng({ rgb: [1, 2, 3] });
    const id = await uploaded(p, 'PROOF_OF_ADDRESS', png('bill.png', bytes));
    const target = path.join(outDir, 'copy.png');
    const view = await run('kyc', 'view', id, '--out', target);
    expect(view.exitCode, view.output).toBe(0);
    expect(view.output).toContain('Vera Viewer');
    expect(view.output).toContain('PROOF_OF_ADDRESS');
    expect(view.output).toContain(path.join(kycDir, p.userId));
    expect(readFileSync(target).equals(bytes)).toBe(true);
    expect(statSync(target).mode & 0o777).toBe(0o600);
    expect((await run('kyc', 'view', id, '--out', target)).output).toMatch(/Could not copy/);
    const audits = await t.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'kyc.view'), eq(auditLog.subject, id)));
    expect(audits).toHaveLength(1); // the refused copy showed nothing
  });
});

describe('KYC status reconciliation and the address lock', () => {
  it('refresh makes the profile APPROVED when the documents are all approved, and changes nothing otherwise', async () => {
    const p = await newPlayer(t);
    const refresh = () => t.app.inject({ method: 'POST', url: '/api/user/kyc/refresh', headers: bearer(p.token) });
    expect((await refresh()).json().data).toMatchObject({ isUpdated: false, kycStatus: 'NOT_STARTED' });
    await run('kyc', 'approve', await uploaded(p, 'IDENTITY'));
    await run('kyc', 'approve', await uploaded(p, 'PROOF_OF_ADDRESS'));
    // The profile fell behind the documents (e.g. reset by a profile change, or an older release).
    await t.handle.db.update(users).set({ kycStatus: 'PENDING' }).where(eq(users.id, p.userId));
    expect(await overview(p)).toMatchObject({ kycStatus: 'PENDING', documentsStatus: 'APPROVED', canRefresh: true });
    const r = await refresh();
    expect(r.json().data).toMatchObject({ isUpdated: true, kycStatus: 'APPROVED', documentsStatus: 'APPROVED', canRefresh: false });
    expect((await userRow(t, p.userId)).kycStatus).toBe('APPROVED');
    expect((await me(t, p.token)).json().data.getUser.kycStatus).toBe('APPROVED');
    expect((await refresh()).json().data.isUpdated).toBe(false);

    // An operator's APPROVED without documents is not undone by the player's refresh.
    const q = await newPlayer(t);
    await t.handle.db.update(users).set({ kycStatus: 'APPROVED' }).where(eq(users.id, q.userId));
    const rq = await t.app.inject({ method: 'POST', url: '/api/user/kyc/refresh', headers: bearer(q.token) });
    expect(rq.json().data).toMatchObject({ isUpdated: false, kycStatus: 'APPROVED', documentsStatus: 'NOT_STARTED' });
  });

  it('locks the address while a proof of address is under review or approved, and with kycStatus APPROVED', async () => {
    const p = await newPlayer(t);
    const update = (address: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/user/update-user-details',
        headers: bearer(p.token),
        payload: { address, city: 'Valletta', zipCode: 'VLT 1000', updateFrom: 'Update Form' },
      });
    const locked = async () => (await me(t, p.token)).json().data.lockedFields as string[];
    expect((await update('1 Old Street')).statusCode).toBe(200);
    expect(await locked()).not.toContain('address');

    const identity = await uploaded(p, 'IDENTITY');
    expect(await locked()).not.toContain('address');
    const address = await uploaded(p, 'PROOF_OF_ADDRESS');
    expect(await locked()).toEqual(expect.arrayContaining(['city', 'zipCode', 'address']));
    const refused = await update('2 New Street');
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ errorCode: 'FIELD_LOCKED', fields: { address: 'error.profile.field.locked' } });

    // Rejected: the player may correct the address, then upload a new proof.
    await run('kyc', 'reject', address, '--reason', 'Name does not match');
    expect(await locked()).not.toContain('address');
    expect((await update('2 New Street')).statusCode).toBe(200);

    await run('kyc', 'approve', identity);
    await run('kyc', 'approve', await uploaded(p, 'PROOF_OF_ADDRESS'));
    expect((await userRow(t, p.userId)).kycStatus).toBe('APPROVED');
    expect((await update('3 Other Street')).json().errorCode).toBe('FIELD_LOCKED');
    // A later document takes the kycStatus back to PENDING; the approved address stays locked.
    await uploaded(p, 'PAYMENT_METHOD');
    expect((await userRow(t, p.userId)).kycStatus).toBe('PENDING');
    expect((await update('3 Other Street')).json().errorCode).toBe('FIELD_LOCKED');
  });
});
