import { CircleCheck } from 'lucide-react';
import type { BodyBlock } from '@/lib/content/schema';
import { Picture } from './picture';
import { pictureSizes } from '@/lib/breakpoints';

/**
 * Renders service and article bodies as the spec's Body block describes:
 * heading over paragraph, bold lead-in before its paragraph, picture beside
 * its text, checklist lines with a check mark.
 */
export function BodyBlocks({ blocks, headingLevel = 3 }: { blocks: BodyBlock[]; headingLevel?: 2 | 3 | 4 }) {
  const Heading = `h${headingLevel}` as 'h2' | 'h3' | 'h4';
  return (
    <div className="space-y-4">
      {blocks.map((block, i) => {
        switch (block.type) {
          case 'heading':
            return (
              <Heading key={i} className={`${headingLevel === 2 ? 'text-2xl' : 'text-xl'} pt-2`}>
                {block.text}
              </Heading>
            );
          case 'paragraph':
            return <p key={i}>{block.text}</p>;
          case 'lead':
            return (
              <p key={i}>
                <strong className="block font-semibold text-brand-900">{block.lead}</strong>
                {block.text}
              </p>
            );
          case 'picture':
            return (
              <div key={i} className="grid items-center gap-4 rounded-[var(--radius-card)] bg-brand-50 p-4 md:grid-cols-[2fr_3fr]">
                <Picture
                  picture={block.picture}
                  sizes={pictureSizes({ md: '280px' }, '100vw')}
                  className="aspect-[4/3] h-auto w-full rounded-lg object-cover"
                />
                <div>
                  {block.heading && <Heading className="text-lg">{block.heading}</Heading>}
                  <p className={block.heading ? 'mt-1' : ''}>{block.text}</p>
                </div>
              </div>
            );
          case 'checklist':
            return (
              <ul key={i} className="space-y-2">
                {block.items.map((item) => (
                  <li key={item} className="flex gap-2">
                    <CircleCheck aria-hidden="true" className="mt-1 size-5 shrink-0 text-chat-600" />
                    <span>{item}</span>
                  </li>
                ))}
              </ul>
            );
          case 'list':
            return (
              <ul key={i} className="list-disc space-y-1 pl-6 marker:text-brand-600">
                {block.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            );
        }
      })}
    </div>
  );
}
