/**
 * Shows a blob (a photo the phone keeps, such as an outbox post's stamped copy) in an <img>
 * through an object URL, revoked when the blob changes or the image goes, so a long outbox list
 * does not hold every photo's memory after its row has left the screen.
 */
import { useEffect, useRef, type RefObject } from 'react';

export function useBlobSrc(blob: Blob | undefined): RefObject<HTMLImageElement | null> {
  const ref = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const img = ref.current;
    if (!blob || !img) return undefined;
    const url = URL.createObjectURL(blob);
    img.src = url;
    return () => URL.revokeObjectURL(url);
  }, [blob]);
  return ref;
}
