/**
 * A popup whose code is downloaded the first time it opens, not with its screen: the composer's
 * crop and 'Check faces' dialogs (react-cropper and cropperjs alone are about 13 KB gzip) are not
 * needed to show the form, and the add-tweet route has a JavaScript budget (docs/benchmarks.md,
 * P3). The service worker precaches every chunk of the build, so the first opening works offline
 * too. Until its code has arrived the popup shows nothing, as it does while closed; once loaded it
 * stays mounted, so later openings and closings behave as the plain component's.
 */
import { lazy, Suspense, useState, type ComponentType, type JSX } from 'react';

export function lazyDialog<P extends object>(
  load: () => Promise<ComponentType<P>>,
  isOpen: (props: P) => boolean,
): (props: P) => JSX.Element | null {
  const Loaded = lazy(async () => ({ default: await load() }));
  return function LazyDialog(props: P) {
    const [wanted, setWanted] = useState(() => isOpen(props));
    // Adjusting state while rendering (React's documented pattern): no extra frame with the popup missing.
    if (!wanted && isOpen(props)) setWanted(true);
    if (!wanted) return null;
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  };
}
