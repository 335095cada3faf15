import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SafeImage } from './SafeImage.tsx';

describe('SafeImage (spec §4, §8; decision 176)', () => {
  it('hides an image that fails to load in its own box, without moving what follows', () => {
    render(
      <p>
        <SafeImage src="/logo.svg" alt="Logo" width={140} height={40} style={{ margin: 4 }} />
        <span>after</span>
      </p>,
    );
    const image = screen.getByRole('presentation');
    fireEvent.error(image);
    expect(screen.queryByRole('img', { name: 'Logo' })).not.toBeInTheDocument();
    expect(image).toBeInTheDocument();
    expect(image).not.toBeVisible();
    expect(image).toHaveAttribute('width', '140');
    expect(image).toHaveAttribute('height', '40');
    expect(image.style.margin).toBe('4px');
    expect(image.nextElementSibling).toHaveTextContent('after');
  });

  it('shows an image that loads, named once it has', () => {
    render(<SafeImage src="/logo.svg" alt="Logo" />);
    fireEvent.load(screen.getByRole('presentation'));
    expect(screen.getByRole('img', { name: 'Logo' })).toBeVisible();
  });

  // Decision 606: a broken image with a text alternative is drawn as a box of that text, one
  // without as the empty box it had while loading; so a logo failing after the first paint
  // must carry no text then, or what follows it moves (CLS 0.072 on bi3-beta).
  it('carries no text alternative until it loads, nor after it fails', () => {
    render(<SafeImage src="/logo.svg" alt="Logo" />);
    const image = screen.getByRole('presentation');
    expect(image).toHaveAttribute('alt', '');
    fireEvent.error(image);
    expect(image).toHaveAttribute('alt', '');
    expect(image).not.toBeVisible();
  });
});

describe('SafeImage in a page rendered on the server (ADR 0019)', () => {
  const prototype = HTMLImageElement.prototype;
  const complete = Object.getOwnPropertyDescriptor(prototype, 'complete');
  afterEach(() => {
    if (complete) Object.defineProperty(prototype, 'complete', complete);
    Reflect.deleteProperty(prototype, 'decode');
  });

  /** An image that settled before the page's script ran: broken, or loaded. */
  function settled(broken: boolean) {
    Object.defineProperty(prototype, 'complete', { configurable: true, get: () => true });
    Object.defineProperty(prototype, 'decode', {
      configurable: true,
      value: () => (broken ? Promise.reject(new Error('EncodingError')) : Promise.resolve()),
    });
  }

  it('hides an image that failed before its error handler was attached', async () => {
    settled(true);
    render(<SafeImage src="/logo.svg" alt="Logo" />);
    await waitFor(() => {
      expect(screen.queryByRole('img', { name: 'Logo' })).not.toBeInTheDocument();
    });
  });

  it('keeps an image that loaded before its handler was attached', async () => {
    settled(false);
    render(<SafeImage src="/logo.svg" alt="Logo" />);
    // Named once its decode has answered (decision 606).
    await waitFor(() => {
      expect(screen.getByRole('img', { name: 'Logo' })).toBeVisible();
    });
  });
});
