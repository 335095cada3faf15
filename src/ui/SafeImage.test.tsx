import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SafeImage } from './SafeImage.tsx';

describe('SafeImage (spec §4, §8; decision 176)', () => {
  it('hides an image that fails to load in its own box, without moving what follows', () => {
    render(
      <p>
        <SafeImage src="/logo.svg" alt="Logo" width={140} height={40} style={{ margin: 4 }} />
        <span>after</span>
      </p>,
    );
    const image = screen.getByRole('img', { name: 'Logo' });
    fireEvent.error(image);
    expect(screen.queryByRole('img', { name: 'Logo' })).not.toBeInTheDocument();
    expect(image).toBeInTheDocument();
    expect(image).not.toBeVisible();
    expect(image).toHaveAttribute('width', '140');
    expect(image).toHaveAttribute('height', '40');
    expect(image.style.margin).toBe('4px');
    expect(image.nextElementSibling).toHaveTextContent('after');
  });

  it('shows an image that loads', () => {
    render(<SafeImage src="/logo.svg" alt="Logo" />);
    expect(screen.getByRole('img', { name: 'Logo' })).toBeVisible();
  });
});
