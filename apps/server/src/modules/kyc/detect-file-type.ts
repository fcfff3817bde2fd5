import { crc32 } from 'node:zlib';
import type { TKycMime } from '@croupier/contracts';

/**
 * What a KYC upload really is, decided from its bytes only (docs/kyc.md "Detection"). The file name and
 * the declared content type are never looked at. Accepted: JPEG, PNG and PDF whose structure holds
 * together; refused: anything else, and files built to be read as two things at once (polyglots).
 */
export type TDetection =
  { ok: true; mime: TKycMime; extension: 'jpg' | 'png' | 'pdf' } | { ok: false; code: 'KYC_FILE_EMPTY' | 'KYC_FILE_TYPE'; reason: string };

/**
 * Markup or script a browser, a viewer or an interpreter could act on. Only long, specific patterns,
 * so compressed image data (random-looking bytes) practically never matches: the shortest, `<body`
 * plus a delimiter, has a chance of about 2^-41 per byte position.
 */
const ACTIVE_MARKUP = /<(?:script|html|iframe|object|embed|body|frameset)[\s>/]|<!doctype\s+html|<\?php\s|javascript:|vbscript:/i;

/** PDF names that run code or carry other files (checked in the uncompressed parts of the file). */
const PDF_ACTIVE_NAMES = new Set([
  'JavaScript',
  'JS',
  'Launch',
  'EmbeddedFile',
  'EmbeddedFiles',
  'RichMedia',
  'XFA',
  'ImportData',
  'SubmitForm',
]);

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const refuse = (reason: string): TDetection => ({ ok: false, code: 'KYC_FILE_TYPE', reason });

export function detectKycFile(bytes: Buffer): TDetection {
  if (bytes.length === 0) return { ok: false, code: 'KYC_FILE_EMPTY', reason: 'empty file' };
  let verdict: TDetection;
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(PNG_SIGNATURE)) verdict = checkPng(bytes);
  else if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) verdict = checkJpeg(bytes);
  else if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') verdict = checkPdf(bytes);
  else return refuse('not a JPEG, PNG or PDF');
  if (!verdict.ok) return verdict;
  // A valid image or PDF that also carries HTML or script (metadata, text chunks, trailing data) is a polyglot.
  if (ACTIVE_MARKUP.test(bytes.toString('latin1'))) return refuse('contains markup or script');
  return verdict;
}

/** PNG: signature, IHDR first, every chunk inside the file with a correct CRC, IEND last and nothing after it. */
function checkPng(b: Buffer): TDetection {
  let pos = 8;
  let index = 0;
  let hasData = false;
  while (pos + 12 <= b.length) {
    const length = b.readUInt32BE(pos);
    const type = b.subarray(pos + 4, pos + 8).toString('latin1');
    if (!/^[A-Za-z]{4}$/.test(type) || length > 0x7fffffff || pos + 12 + length > b.length) return refuse('broken PNG chunk');
    if (crc32(b.subarray(pos + 4, pos + 8 + length)) !== b.readUInt32BE(pos + 8 + length)) return refuse('PNG chunk CRC mismatch');
    if (index === 0) {
      if (type !== 'IHDR' || length !== 13) return refuse('PNG without IHDR');
      const width = b.readUInt32BE(pos + 8);
      const height = b.readUInt32BE(pos + 12);
      if (width === 0 || height === 0) return refuse('PNG without pixels');
    }
    if (type === 'IDAT') hasData = true;
    pos += 12 + length;
    index += 1;
    if (type === 'IEND') {
      if (!hasData) return refuse('PNG without image data');
      // Data after IEND is how a PNG smuggles a second file (HTML, ZIP, script).
      return pos === b.length ? { ok: true, mime: 'image/png', extension: 'png' } : refuse('data after PNG IEND');
    }
  }
  return refuse('PNG without IEND');
}

/**
 * JPEG: SOI, then well-formed marker segments with a frame (SOF) and a scan (SOS), up to EOI. Bytes after
 * EOI are allowed (phones append MPF pictures or motion-photo video there); they pass the markup check.
 */
function checkJpeg(b: Buffer): TDetection {
  let pos = 2;
  let hasFrame = false;
  let hasScan = false;
  while (pos < b.length) {
    if (b[pos] !== 0xff) return refuse('broken JPEG segment');
    while (pos < b.length && b[pos] === 0xff) pos += 1; // fill bytes
    if (pos >= b.length) break;
    const marker = b[pos]!;
    pos += 1;
    if (marker === 0xd9) {
      return hasFrame && hasScan ? { ok: true, mime: 'image/jpeg', extension: 'jpg' } : refuse('JPEG without image data');
    }
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) continue; // RSTn, TEM: no length
    if (marker === 0x00 || marker === 0xd8) return refuse('broken JPEG marker');
    if (pos + 2 > b.length) break;
    const length = b.readUInt16BE(pos);
    if (length < 2 || pos + length > b.length) return refuse('broken JPEG segment length');
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) hasFrame = true;
    pos += length;
    if (marker === 0xda) {
      if (!hasFrame) return refuse('JPEG scan before frame');
      hasScan = true;
      // Entropy-coded data: runs until a marker that is neither a stuffed 0xFF00 nor a restart marker.
      for (;;) {
        pos = b.indexOf(0xff, pos);
        if (pos === -1 || pos + 1 >= b.length) return refuse('JPEG without EOI');
        const next = b[pos + 1]!;
        if (next !== 0x00 && !(next >= 0xd0 && next <= 0xd7) && next !== 0xff) break;
        pos += 1;
      }
    }
  }
  return refuse('JPEG without EOI');
}

/**
 * PDF: `%PDF-x.y` at byte 0 (readers also accept it later in the file, which is what PDF polyglots use:
 * we do not), `startxref` and `%%EOF` at the end with nothing but whitespace after (a PDF followed by
 * HTML is refused), and none of the names that run code or embed files in its uncompressed parts.
 */
function checkPdf(b: Buffer): TDetection {
  if (!/^%PDF-[12]\.\d/.test(b.subarray(0, 8).toString('latin1'))) return refuse('bad PDF header');
  let end = b.length;
  while (end > 0 && (b[end - 1] === 0x0a || b[end - 1] === 0x0d || b[end - 1] === 0x20 || b[end - 1] === 0x09 || b[end - 1] === 0x00))
    end -= 1;
  if (end < 5 || b.subarray(end - 5, end).toString('latin1') !== '%%EOF') return refuse('data after PDF %%EOF');
  const tail = b.subarray(Math.max(0, end - 1024), end).toString('latin1');
  if (!tail.includes('startxref')) return refuse('PDF without startxref');
  // Stream bodies are (mostly compressed) binary data: names are looked for outside them only.
  for (const m of outsideStreams(b.toString('latin1')).matchAll(/\/([^\s()<>[\]{}/%]{1,64})/g)) {
    const name = m[1]!.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    if (PDF_ACTIVE_NAMES.has(name)) return refuse(`PDF with /${name}`);
  }
  return { ok: true, mime: 'application/pdf', extension: 'pdf' };
}

/** The PDF's text without the bodies of its streams (`stream` EOL … `endstream`). */
function outsideStreams(text: string): string {
  const parts: string[] = [];
  const start = /(?<!end)stream\r?\n/g;
  let i = 0;
  for (;;) {
    start.lastIndex = i;
    const m = start.exec(text);
    if (!m) break;
    parts.push(text.slice(i, m.index + m[0].length));
    const end = text.indexOf('endstream', m.index + m[0].length);
    if (end === -1) return parts.join('');
    i = end;
  }
  parts.push(text.slice(i));
  return parts.join('');
}
