// The log alone, not the engine's index: that would bring the template loader and ajv into
// the page (ADR 0001).
import { EventLog } from './events.ts';

/**
 * The page's engine events. Exposed on `window.__quadroEvents` so that end-to-end tests can
 * assert that a bill rendered without any; echoed to the console in development.
 */
export const engineEvents = new EventLog({ echo: import.meta.env.DEV });

declare global {
  interface Window {
    __quadroEvents?: EventLog['events'];
  }
}
if (typeof window !== 'undefined') window.__quadroEvents = engineEvents.events;
