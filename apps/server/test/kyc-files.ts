import { crc32, deflateSync } from 'node:zlib';

/** Small, well-formed JPEG, PNG and PDF files (and broken or disguised ones) for the KYC tests. */

function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** A width × height RGB PNG in one colour; `extraChunks` go before IDAT, `trailer` after IEND. */
export function makePng(
  opts: { width?: number; height?: number; rgb?: [number, number, number]; extraChunks?: [string, Buffer][]; trailer?: Buffer } = {},
): Buffer {
  const width = opts.width ?? 4;
  const height = opts.height ?? 4;
  const [r, g, b] = opts.rgb ?? [200, 40, 40];
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => [r, g, b]).flat())]);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    ...(opts.extraChunks ?? []).map(([type, data]) => pngChunk(type, data)),
    pngChunk('IDAT', deflateSync(raw)),
    pngChunk('IEND', Buffer.alloc(0)),
    opts.trailer ?? Buffer.alloc(0),
  ]);
}

const segment = (marker: number, data: Buffer) => {
  const head = Buffer.from([0xff, marker, 0, 0]);
  head.writeUInt16BE(data.length + 2, 2);
  return Buffer.concat([head, data]);
};

/** A structurally valid baseline JPEG (SOI, APP0, SOF0, SOS, entropy data, EOI); `trailer` after EOI. */
export function makeJpeg(opts: { comment?: string; trailer?: Buffer; scanBytes?: number } = {}): Buffer {
  const app0 = Buffer.from([0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00]);
  const sof0 = Buffer.from([8, 0, 8, 0, 8, 1, 1, 0x11, 0]);
  const sos = Buffer.from([1, 1, 0, 0, 63, 0]);
  // Entropy-coded bytes with a stuffed 0xFF00 and a restart marker inside.
  const scan = Buffer.concat([Buffer.alloc(opts.scanBytes ?? 32, 0x5a), Buffer.from([0xff, 0x00, 0x12, 0xff, 0xd0, 0x34])]);
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    segment(0xe0, app0),
    ...(opts.comment !== undefined ? [segment(0xfe, Buffer.from(opts.comment, 'latin1'))] : []),
    segment(0xc0, sof0),
    segment(0xda, sos),
    scan,
    Buffer.from([0xff, 0xd9]),
    opts.trailer ?? Buffer.alloc(0),
  ]);
}

/** A one-page PDF (`extraDict` goes into the catalogue, `trailer` after %%EOF). */
export function makePdf(opts: { extraDict?: string; trailer?: string; text?: string } = {}): Buffer {
  const content = `BT /F1 12 Tf 20 100 Td (${opts.text ?? 'Proof of address'}) Tj ET`;
  const objects = [
    `<< /Type /Catalog /Pages 2 0 R ${opts.extraDict ?? ''}>>`,
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 200] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n${opts.trailer ?? ''}`;
  return Buffer.from(out, 'latin1');
}

/** A multipart/form-data body with the fields and one file part (as a browser sends it). */
export function multipartBody(fields: Record<string, string>, file?: { name: string; contentType: string; bytes: Buffer; field?: string }) {
  const boundary = `----croupier${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.name}"\r\nContent-Type: ${file.contentType}\r\n\r\n`,
      ),
    );
    parts.push(file.bytes, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
