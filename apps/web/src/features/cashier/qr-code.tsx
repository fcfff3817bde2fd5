'use client';

import { useEffect, useState } from 'react';

/** Dark modules of a QR code as one SVG path (one `h1` run per module, merged per row). */
export function qrPath(modules: readonly (readonly boolean[])[]): string {
  let d = '';
  modules.forEach((row, y) => {
    let x = 0;
    while (x < row.length) {
      if (!row[x]) {
        x++;
        continue;
      }
      const start = x;
      while (x < row.length && row[x]) x++;
      d += `M${start} ${y}h${x - start}v1h-${x - start}z`;
    }
  });
  return d;
}

/**
 * A QR code drawn as inline SVG. The encoder (uqr, ~10 KB) is imported on demand, so it only
 * loads with the cashier's crypto and UPI steps. Always dark on white (scanners need the contrast,
 * whatever the theme).
 */
export function QrCode({ value, label, size = 192, testId }: { value: string; label: string; size?: number; testId?: string }) {
  const [encoded, setEncoded] = useState<{ value: string; size: number; path: string } | null>(null);
  useEffect(() => {
    let isCancelled = false;
    void import('uqr').then(({ encode }) => {
      if (isCancelled) return;
      const qr = encode(value, { ecc: 'M', border: 2 });
      setEncoded({ value, size: qr.size, path: qrPath(qr.data) });
    });
    return () => {
      isCancelled = true;
    };
  }, [value]);
  const isReady = encoded?.value === value;
  return (
    <div
      className="grid place-items-center rounded-xl bg-white p-2 shadow-sm ring-1 ring-black/10"
      style={{ width: size + 16, height: size + 16 }}
      data-testid={testId}
      data-value={value}
      data-ready={isReady ? 'true' : 'false'}
    >
      {isReady ? (
        <svg role="img" aria-label={label} viewBox={`0 0 ${encoded.size} ${encoded.size}`} width={size} height={size} shapeRendering="crispEdges">
          <rect width={encoded.size} height={encoded.size} fill="#fff" />
          <path d={encoded.path} fill="#000" />
        </svg>
      ) : (
        <span className="spinner text-neutral-500" role="img" aria-label={label} />
      )}
    </div>
  );
}
