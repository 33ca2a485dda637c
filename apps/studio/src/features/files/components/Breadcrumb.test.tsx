import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Breadcrumb } from './Breadcrumb';

describe('Breadcrumb', () => {
  it('leads back to the bucket list, unless the explorer is held to its bucket (the pickers)', () => {
    const { rerender } = render(<Breadcrumb bucketName="docs" prefix="a/" onBuckets={vi.fn()} onOpen={vi.fn()} />);
    expect(screen.getAllByRole('button')).toHaveLength(2);
    rerender(<Breadcrumb bucketName="docs" prefix="a/" onOpen={vi.fn()} />);
    expect(screen.getAllByRole('button')).toHaveLength(1);
    expect(screen.getByRole('button')).toHaveTextContent('docs');
  });
});
