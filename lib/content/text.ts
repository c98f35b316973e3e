import type { BodyBlock } from './schema';

/** The readable text pieces of a body block, in order. */
export function blockText(block: BodyBlock): string[] {
  switch (block.type) {
    case 'heading':
    case 'paragraph':
      return [block.text];
    case 'lead':
      return [block.lead, block.text];
    case 'picture':
      return block.heading ? [block.heading, block.text] : [block.text];
    case 'checklist':
    case 'list':
      return block.items;
  }
}

export function bodyText(blocks: BodyBlock[]): string {
  return blocks.flatMap(blockText).join('\n');
}
