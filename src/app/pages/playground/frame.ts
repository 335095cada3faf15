import type { Bill, HostLook } from './api.ts';

/**
 * What the playground tells its frames (both on its own origin, ADR 0037): a frame says it is
 * ready, the playground answers the state to show, and again after every change.
 */
export interface FrameState {
  /** The last effective template the check accepted. */
  template: unknown;
  bill: Bill;
  look: HostLook;
}

export const readyMessage = 'quadro-playground:ready';
export const stateMessage = 'quadro-playground:state';

export function isFrameState(data: unknown): data is { kind: string; state: FrameState } {
  if (typeof data !== 'object' || data === null) return false;
  const message = data as Record<string, unknown>;
  return message['kind'] === stateMessage && typeof message['state'] === 'object';
}
