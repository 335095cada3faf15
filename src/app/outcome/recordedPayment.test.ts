import { act, renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiProvider, type Loaded } from '../../api/index.ts';
import { createPageApi } from '../pageApi.tsx';
import { useRecordedPayment } from './recordedPayment.ts';

const ok = <T>(value: T): Loaded<T> => ({ ok: true, value });

/** The page's API, handed down as the outcome pages do; its calls are stubbed per test. */
const page = createPageApi();
const { api } = page;
const wrapper = ({ children }: { children: ReactNode }) =>
  createElement(ApiProvider, { value: page }, children);
const record = { esito: 'OK', codTrans: 'T1' };
const delays = [1_000, 2_000, 3_000];

/** Lets the fake clock run `ms` and the promises it releases settle. */
const elapse = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('useRecordedPayment (issue 6: the server is the truth; decision 100)', () => {
  it('is paid at once when segna_pagamento says so, and asks nothing more', async () => {
    vi.spyOn(api, 'markPayment').mockResolvedValue(ok({ paid: true }));
    const verify = vi.spyOn(api, 'verify');
    const { result } = renderHook(() => useRecordedPayment('alfa', 'id1', record, delays), {
      wrapper,
    });
    expect(result.current).toBe('checking');
    await elapse(0);
    expect(result.current).toBe('paid');
    await elapse(10_000);
    expect(verify).not.toHaveBeenCalled();
  });

  it('turns paid when a later verification answers 4 (the notification came after)', async () => {
    vi.spyOn(api, 'markPayment').mockResolvedValue(ok({ paid: false }));
    const verify = vi
      .spyOn(api, 'verify')
      .mockResolvedValueOnce(ok(1))
      .mockResolvedValueOnce(ok(4));
    const { result } = renderHook(() => useRecordedPayment('beta', 'id2', record, delays), {
      wrapper,
    });
    await elapse(0);
    expect(result.current).toBe('pending');
    await elapse(1_000);
    expect(result.current).toBe('pending');
    await elapse(2_000);
    expect(result.current).toBe('paid');
    expect(verify).toHaveBeenCalledTimes(2);
    expect(verify).toHaveBeenCalledWith('beta', 'id2');
  });

  it('stops asking after the last delay and stays pending, failed calls included', async () => {
    vi.spyOn(api, 'markPayment').mockResolvedValue({
      ok: false,
      failure: { reason: 'network', detail: 'offline' },
    });
    const verify = vi
      .spyOn(api, 'verify')
      .mockResolvedValue({ ok: false, failure: { reason: 'network', detail: 'offline' } });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { result } = renderHook(() => useRecordedPayment('alfa', 'id3', record, delays), {
      wrapper,
    });
    await elapse(60_000);
    expect(result.current).toBe('pending');
    expect(verify).toHaveBeenCalledTimes(delays.length);
  });

  it('posts nothing and asks nothing for a refusal (no record)', async () => {
    const mark = vi.spyOn(api, 'markPayment');
    const verify = vi.spyOn(api, 'verify');
    const { result } = renderHook(() => useRecordedPayment('alfa', 'id4', undefined, delays), {
      wrapper,
    });
    await elapse(10_000);
    expect(result.current).toBe('checking');
    expect(mark).not.toHaveBeenCalled();
    expect(verify).not.toHaveBeenCalled();
  });

  it('stops asking when the page goes away', async () => {
    vi.spyOn(api, 'markPayment').mockResolvedValue(ok({ paid: false }));
    const verify = vi.spyOn(api, 'verify').mockResolvedValue(ok(1));
    const { unmount } = renderHook(() => useRecordedPayment('alfa', 'id5', record, delays), {
      wrapper,
    });
    await elapse(0);
    unmount();
    await elapse(10_000);
    expect(verify).not.toHaveBeenCalled();
  });
});
