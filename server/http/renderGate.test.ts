import { describe, expect, it, vi } from 'vitest';
import { RenderGate } from './renderGate.ts';

describe('the gate of server renders (issue 27)', () => {
  it('lets in up to its capacity, then refuses at once until a place is left', () => {
    const gate = new RenderGate(2);
    const first = gate.enter();
    const second = gate.enter();
    expect(first).not.toBeNull();
    expect(second).not.toBeNull();
    expect(gate.enter()).toBeNull();
    first?.();
    first?.(); // a second call gives back nothing more
    expect(gate.running).toBe(1);
    expect(gate.enter()).not.toBeNull();
    expect(gate.enter()).toBeNull();
  });

  it('takes back the place of a render that never settles', () => {
    vi.useFakeTimers();
    try {
      const gate = new RenderGate(1, 1000);
      expect(gate.enter()).not.toBeNull();
      expect(gate.enter()).toBeNull();
      vi.advanceTimersByTime(1000);
      expect(gate.running).toBe(0);
      expect(gate.enter()).not.toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
