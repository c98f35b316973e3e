// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Pagination } from '@/components/blog/blog-frame';

describe('blog Pagination', () => {
  it('links every listing page by URL and marks the current one', () => {
    render(<Pagination current={2} total={4} />);
    expect(screen.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/blog/');
    expect(screen.getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', '/blog/');
    expect(screen.getByText('2', { exact: false }).closest('[aria-current="page"]')).not.toBeNull();
    expect(screen.queryByRole('link', { name: 'Page 2' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Page 4' })).toHaveAttribute('href', '/blog/page/4/');
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/blog/page/3/');
  });

  it('has no Previous on the first page and no Next on the last', () => {
    const { rerender } = render(<Pagination current={1} total={4} />);
    expect(screen.queryByRole('link', { name: 'Previous' })).toBeNull();
    rerender(<Pagination current={4} total={4} />);
    expect(screen.queryByRole('link', { name: 'Next' })).toBeNull();
  });
});
