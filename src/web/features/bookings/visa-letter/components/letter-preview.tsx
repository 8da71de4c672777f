// The letter as the traveller will print it: the same blocks the PDF is drawn from.
import type { LetterBlock } from '../letter-content.ts';

const blockClass: Record<Exclude<LetterBlock['kind'], 'gap' | 'keep'>, string> = {
  letterhead: 'text-2xl font-bold text-slate-900',
  small: 'text-xs text-slate-700',
  text: '',
  strong: 'font-semibold',
  item: 'pl-4 before:content-["•_"]',
};

export function LetterPreview({ blocks }: { blocks: readonly LetterBlock[] }) {
  return (
    <article
      aria-label="Letter preview"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
      tabIndex={0}
      className="max-h-[50vh] overflow-y-auto rounded-md border border-slate-300 bg-white p-6 font-serif text-sm leading-relaxed text-slate-900"
    >
      <Blocks blocks={blocks} />
    </article>
  );
}

function Blocks({ blocks }: { blocks: readonly LetterBlock[] }) {
  return blocks.map((block, index) => {
    // biome-ignore-start lint/suspicious/noArrayIndexKey: the blocks are a fixed document
    if (block.kind === 'gap') return <div key={index} aria-hidden="true" className="h-3" />;
    if (block.kind === 'keep')
      return (
        <div key={index} className="break-inside-avoid">
          <Blocks blocks={block.blocks} />
        </div>
      );
    return (
      <p key={index} className={blockClass[block.kind]}>
        {block.text}
      </p>
    );
    // biome-ignore-end lint/suspicious/noArrayIndexKey: the blocks are a fixed document
  });
}
