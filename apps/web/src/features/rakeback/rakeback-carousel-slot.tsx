'use client';

import dynamic from 'next/dynamic';
import { useEffect, useRef, useState } from 'react';

// The carousel (calendar maths, accumulator, claim dialogs) stays out of the page's first load: it is fetched
// once its place comes near the viewport.
const RakebackCarousel = dynamic(() => import('./rakeback-carousel').then((m) => m.RakebackCarousel), {
  ssr: false,
  loading: () => <div className="h-64 animate-pulse rounded-[var(--r-card)] bg-surface-2/40" />,
});

/** Where a page shows the rakeback carousel (spec §2). */
export function RakebackCarouselSlot() {
  const ref = useRef<HTMLDivElement>(null);
  const [isNear, setIsNear] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined') {
      setIsNear(true);
      return;
    }
    const io = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setIsNear(true), { rootMargin: '300px' });
    io.observe(el);
    return () => io.disconnect();
  }, []);
  return (
    <div ref={ref} className="min-h-64" data-testid="rakeback-carousel-slot">
      {isNear ? <RakebackCarousel /> : null}
    </div>
  );
}
