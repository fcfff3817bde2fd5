import { describe, expect, it } from 'vitest';
import { detectKycFile } from './detect-file-type';
import { makeJpeg, makePdf, makePng } from '../../../test/kyc-files';

const reason = (b: Buffer) => {
  const r = detectKycFile(b);
  return r.ok ? r.mime : `${r.code}: ${r.reason}`;
};

describe('detectKycFile', () => {
  it('recognises JPEG, PNG and PDF by their bytes', () => {
    expect(detectKycFile(makeJpeg())).toEqual({ ok: true, mime: 'image/jpeg', extension: 'jpg' });
    expect(detectKycFile(makePng())).toEqual({ ok: true, mime: 'image/png', extension: 'png' });
    expect(detectKycFile(makePdf())).toEqual({ ok: true, mime: 'application/pdf', extension: 'pdf' });
  });

  it('refuses empty files and other formats', () => {
    expect(reason(Buffer.alloc(0))).toMatch(/^KYC_FILE_EMPTY/);
    expect(reason(Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1'))).toMatch(/^KYC_FILE_TYPE/);
    expect(reason(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toMatch(/^KYC_FILE_TYPE/);
    expect(reason(Buffer.from('<!doctype html><script>alert(1)</script>'))).toMatch(/^KYC_FILE_TYPE/);
    expect(reason(Buffer.from('PK\x03\x04zip', 'latin1'))).toMatch(/^KYC_FILE_TYPE/);
    expect(reason(Buffer.from('MZ\x90\x00', 'latin1'))).toMatch(/^KYC_FILE_TYPE/);
    expect(reason(Buffer.from('RIFF\x00\x00\x00\x00WEBPVP8 ', 'latin1'))).toMatch(/^KYC_FILE_TYPE/);
  });

  it('refuses truncated or broken structures', () => {
    const png = makePng();
    expect(reason(png.subarray(0, png.length - 12))).toMatch(/without IEND/);
    const flipped = Buffer.from(png);
    flipped[43] = flipped[43]! ^ 0xff; // inside the IDAT data
    expect(reason(flipped)).toMatch(/CRC/);
    const jpeg = makeJpeg();
    expect(reason(jpeg.subarray(0, jpeg.length - 2))).toMatch(/without EOI/);
    expect(reason(Buffer.from([0xff, 0xd8, 0xff, 0xd9]))).toMatch(/without image data/);
    expect(reason(Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\n'))).toMatch(/%%EOF/);
  });

  it('refuses polyglots: a PNG or PDF followed by HTML, markup in metadata, script in a PDF', () => {
    expect(reason(makePng({ trailer: Buffer.from('<html><script>alert(1)</script></html>') }))).toMatch(/after PNG IEND/);
    expect(reason(makePng({ extraChunks: [['tEXt', Buffer.from('Comment\0<script>alert(1)</script>', 'latin1')]] }))).toMatch(/markup/);
    expect(reason(makeJpeg({ comment: '<iframe src=//evil>' }))).toMatch(/markup/);
    expect(reason(makeJpeg({ trailer: Buffer.from('<html><body>hi</body></html>') }))).toMatch(/markup/);
    expect(reason(makePdf({ trailer: '<html><script>alert(1)</script></html>' }))).toMatch(/after PDF %%EOF/);
    expect(reason(makePdf({ extraDict: '/OpenAction << /S /JavaScript /JS (app.alert(1)) >>' }))).toMatch(/PDF with \/JavaScript/);
    expect(reason(makePdf({ extraDict: '/OpenAction << /S /J#61vaScript /JS (x) >>' }))).toMatch(/PDF with \/J/);
    expect(reason(makePdf({ extraDict: '/Names << /EmbeddedFiles 9 0 R >>' }))).toMatch(/EmbeddedFiles/);
    // Markup hidden behind a PDF header later in the file (readers search the first 1024 bytes): not a PDF for us.
    expect(reason(Buffer.concat([Buffer.from('<html>'), makePdf()]))).toMatch(/^KYC_FILE_TYPE/);
  });

  it('accepts what phones produce: data after a JPEG EOI without markup, PDF with whitespace after %%EOF', () => {
    expect(reason(makeJpeg({ trailer: Buffer.from('\0\0ftypmp42 motion photo bytes') }))).toBe('image/jpeg');
    expect(reason(makePdf({ trailer: '\r\n\n  ' }))).toBe('application/pdf');
    // Names inside a stream body are data, not PDF names.
    expect(reason(makePdf({ text: 'see /JS here' }))).toBe('application/pdf');
  });
});
