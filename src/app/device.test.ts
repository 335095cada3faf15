import { describe, expect, it } from 'vitest';
import { deviceFromHeaders } from './device.ts';

const android =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const iphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const desktop =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

describe('the device class from a request (the server render, ADR 0019)', () => {
  it('is mobile for a mobile agent, as in the page (spec §2)', () => {
    expect(deviceFromHeaders({ userAgent: android, mobileHint: undefined })).toBe('mobile');
    expect(deviceFromHeaders({ userAgent: iphone, mobileHint: undefined })).toBe('mobile');
  });

  it('is mobile when the browser says so in Sec-CH-UA-Mobile, whatever its agent', () => {
    expect(deviceFromHeaders({ userAgent: desktop, mobileHint: '?1' })).toBe('mobile');
    expect(deviceFromHeaders({ userAgent: undefined, mobileHint: ' ?1 ' })).toBe('mobile');
  });

  it('is desktop otherwise: the width is not known on the server', () => {
    expect(deviceFromHeaders({ userAgent: desktop, mobileHint: '?0' })).toBe('desktop');
    expect(deviceFromHeaders({ userAgent: desktop, mobileHint: undefined })).toBe('desktop');
    expect(deviceFromHeaders({ userAgent: undefined, mobileHint: undefined })).toBe('desktop');
  });
});
