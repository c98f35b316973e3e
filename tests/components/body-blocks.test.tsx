// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BodyBlocks } from '@/components/ui/body-blocks';

describe('BodyBlocks', () => {
  it('renders each kind of block the way the spec describes', () => {
    const { container } = render(
      <BodyBlocks
        headingLevel={3}
        blocks={[
          { type: 'heading', text: 'What it is' },
          { type: 'paragraph', text: 'A plain paragraph.' },
          { type: 'lead', lead: 'Who is it for?', text: 'People with symptoms.' },
          { type: 'picture', picture: { src: 'services/x/y-detail.svg', alt: 'Illustration of a step' }, heading: 'How it is done', text: 'Beside the picture.' },
          { type: 'checklist', items: ['Rest for a day', 'Walk the next day'] },
        ]}
      />,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'What it is' })).toBeInTheDocument();
    expect(screen.getByText('A plain paragraph.').tagName).toBe('P');
    // the lead-in is bold and comes before its paragraph text
    const lead = screen.getByText('Who is it for?');
    expect(lead.tagName).toBe('STRONG');
    expect(lead.parentElement).toHaveTextContent('Who is it for?People with symptoms.');
    // the picture sits beside its own heading and text
    const img = screen.getByRole('img', { name: 'Illustration of a step' });
    expect(img.closest('div')).toHaveTextContent('How it is doneBeside the picture.');
    expect(img.getAttribute('srcset')).toContain('/_img/services/x/y-detail-400.webp 400w');
    // checklist lines each carry a check mark icon
    const items = screen.getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual(['Rest for a day', 'Walk the next day']);
    expect(container.querySelectorAll('li svg')).toHaveLength(2);
  });
});
