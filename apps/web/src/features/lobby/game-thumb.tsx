'use client';

import { useCallback, useState } from 'react';

/** A stable hue per game so fallback tiles differ but never change between renders. */
function hueOf(slug: string): number {
  let h = 0;
  for (let i = 0; i < slug.length; i++) h = (h * 31 + slug.charCodeAt(i)) >>> 0;
  return h % 360;
}

/** Fallback artwork: a gradient tile with the game's name (used while / when the thumbnail is missing). */
export function GameThumbFallback({ name, slug }: { name: string; slug: string }) {
  const hue = hueOf(slug);
  return (
    <div
      className="absolute inset-0 flex flex-col justify-end overflow-hidden p-3 text-white"
      style={{
        background: `radial-gradient(120% 90% at 85% 0%, hsl(${(hue + 40) % 360} 85% 62% / 0.9), transparent 60%), linear-gradient(150deg, hsl(${hue} 70% 42%), hsl(${(hue + 320) % 360} 65% 22%))`,
      }}
      aria-hidden="true"
    >
      <svg className="absolute -end-6 -top-6 size-28 opacity-25" viewBox="0 0 100 100" fill="none" stroke="currentColor" strokeWidth="3">
        <circle cx="50" cy="50" r="44" />
        <circle cx="50" cy="50" r="30" />
        <circle cx="50" cy="50" r="16" />
      </svg>
      <span className="relative line-clamp-3 font-display text-lg font-extrabold leading-tight tracking-tight break-words [text-shadow:0_2px_10px_rgb(0_0_0/0.35)] sm:text-xl">
        {name}
      </span>
    </div>
  );
}

/**
 * Game artwork (an SVG URL) with a good-looking fallback if it is missing or fails to load.
 * `isEager`: above the fold (the first tiles of the first row): loaded at once, not lazily; `isPriority` (the very
 * first tile, usually the page's largest contentful paint): also preloaded with high priority.
 */
export function GameThumb({ src, name, slug, isEager = false, isPriority = false }: { src: string | null; name: string; slug: string; isEager?: boolean; isPriority?: boolean }) {
  const [isBroken, setIsBroken] = useState(!src);
  // The image may fail before hydration (no onError then): check once it is attached.
  const ref = useCallback((img: HTMLImageElement | null) => {
    if (img && img.complete && img.naturalWidth === 0) setIsBroken(true);
  }, []);
  if (isBroken || !src) return <GameThumbFallback name={name} slug={slug} />;
  return (
    // SVG artwork from our own API: a plain img (next/image adds nothing for SVG).
    <img
      ref={ref}
      src={src}
      alt=""
      loading={isEager || isPriority ? 'eager' : 'lazy'}
      fetchPriority={isPriority ? 'high' : undefined}
      // Above the fold, decoded with the frame that lays it out: the first paint shows the artwork (with "async" the
      // browser may paint the tile empty and the artwork only after the scripts have run: a later LCP).
      decoding={isEager || isPriority ? 'sync' : 'async'}
      className="absolute inset-0 size-full object-cover transition-transform duration-300 group-hover:scale-105"
      onError={() => setIsBroken(true)}
    />
  );
}
