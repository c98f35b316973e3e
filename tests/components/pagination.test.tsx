// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Pagination } from '@/components/ui/pagination';
import { paths } from '@/lib/routes';

/** What the control shows, in order (the gaps are hidden from screen readers, so not list items to them). */
const pageNumbers = () => [...document.querySelectorAll('nav li')].map((li) => li.textContent);

describe('Pagination', () => {
  it('links every listing page by URL and marks the current one', () => {
    render(<Pagination label="Blog pages" current={2} total={4} pathOf={paths.blog} />);
    expect(screen.getByRole('navigation', { name: 'Blog pages' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/blog/');
    expect(screen.getByRole('link', { name: '1' })).toHaveAttribute('href', '/blog/');
    expect(screen.getByText('2', { exact: false }).closest('[aria-current="page"]')).not.toBeNull();
    expect(screen.queryByRole('link', { name: '2' })).toBeNull();
    expect(screen.getByRole('link', { name: '4' })).toHaveAttribute('href', '/blog/page/4/');
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/blog/page/3/');
  });

  it('has no Previous on the first page and no Next on the last', () => {
    const { rerender } = render(<Pagination label="Blog pages" current={1} total={4} pathOf={paths.blog} />);
    expect(screen.queryByRole('link', { name: 'Previous' })).toBeNull();
    rerender(<Pagination label="Blog pages" current={4} total={4} pathOf={paths.blog} />);
    expect(screen.queryByRole('link', { name: 'Next' })).toBeNull();
  });

  it('shows nothing when everything fits on one page', () => {
    const { container } = render(<Pagination label="Blog pages" current={1} total={1} pathOf={paths.blog} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('keeps a long run short: first, last and the neighbours of the current page', () => {
    render(<Pagination label="Pages of all doctors" current={7} total={38} pathOf={paths.doctors} />);
    expect(pageNumbers()).toEqual(['Previous', '1', '…', '6', '7', '8', '…', '38', 'Next']);
    expect(screen.getByRole('link', { name: '38' })).toHaveAttribute('href', '/ourdoctor/page/38/');
    expect(screen.getByRole('link', { name: '1' })).toHaveAttribute('href', '/ourdoctor/');
  });
});
