/**
 * The phone's position for the photo stamp, asked once when the composer opens. Optional by
 * design: the browser asks the warden the first time and remembers the answer; a refusal, a
 * timeout or no GPS simply leaves the coordinates off the stamp. Nothing ever waits for it.
 */
import { useEffect, useState } from 'react';

export type LocationState =
  { status: 'asking' } | { status: 'found'; latitude: number; longitude: number; accuracy: number } | { status: 'off' };

const OPTIONS: PositionOptions = { enableHighAccuracy: true, timeout: 20_000, maximumAge: 5 * 60_000 };

export function useLocation(): LocationState {
  const supported = typeof navigator !== 'undefined' && 'geolocation' in navigator;
  const [state, setState] = useState<LocationState>(supported ? { status: 'asking' } : { status: 'off' });

  useEffect(() => {
    if (!supported) return;
    let live = true;
    navigator.geolocation.getCurrentPosition(
      (position) => {
        if (!live) return;
        const { latitude, longitude, accuracy } = position.coords;
        setState({ status: 'found', latitude, longitude, accuracy });
      },
      () => {
        if (live) setState((current) => (current.status === 'found' ? current : { status: 'off' }));
      },
      OPTIONS,
    );
    return () => {
      live = false;
    };
  }, [supported]);

  return state;
}
