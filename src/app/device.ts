import { useSyncExternalStore } from 'react';
import { useFirstViewDevice } from './firstViewContext.ts';
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

/**
 * The device class, re-evaluated when the window crosses the breakpoint. On the server, and
 * while a server-rendered bill hydrates, it is the class that bill was rendered for (ADR 0019).
 */
export function useDeviceClass(): DeviceClass {
  const rendered = useFirstViewDevice() ?? 'desktop';
  return useSyncExternalStore(subscribe, currentDeviceClass, () => rendered);
}

/**
 * The device class from a request's headers, for the server (spec §2: a mobile agent is
 * mobile): `Sec-CH-UA-Mobile: ?1`, or a mobile user agent. The width it cannot know; a narrow
 * desktop window gets the desktop render, and the page renders its own over it.
 */
export function deviceFromHeaders(headers: {
  userAgent: string | undefined;
  mobileHint: string | undefined;
}): DeviceClass {
  return headers.mobileHint?.trim() === '?1'
    ? 'mobile'
    : deviceClass(false, headers.userAgent ?? '');
}
