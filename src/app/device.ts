import { useSyncExternalStore } from 'react';
import type { DeviceClass } from '../engine/index.ts';

/** Spec §2 "Layout selection" and §9: mobile means narrower than 600 px or a mobile user agent. */
export const mobileQuery = '(max-width: 599.98px)';
const mobileAgent = /Android|iPhone|iPad|iPod|Mobile|Opera Mini|IEMobile/i;

export function deviceClass(matchesNarrow: boolean, userAgent: string): DeviceClass {
  return matchesNarrow || mobileAgent.test(userAgent) ? 'mobile' : 'desktop';
}

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(mobileQuery);
  query.addEventListener('change', onChange);
  return () => {
    query.removeEventListener('change', onChange);
  };
}

/** The device class now, outside React (the template fetched ahead, prefetchTemplate.ts). */
export function currentDeviceClass(): DeviceClass {
  return deviceClass(window.matchMedia(mobileQuery).matches, navigator.userAgent);
}

/** The device class, re-evaluated when the window crosses the breakpoint. */
export function useDeviceClass(): DeviceClass {
  return useSyncExternalStore(subscribe, currentDeviceClass, () => 'desktop');
}
