import { type Block, itemText, list, str } from './fields';

export function InlineProcessBlock({ block }: { block: Block }) {
  const steps = list(block.steps)
    .map((step) => itemText(step, 'step') ?? itemText(step, 'text'))
    .filter((step): step is string => step !== undefined);
  if (steps.length === 0) return null;
  const title = str(block.title);
  return (
    <figure className="block-process">
      {title ? <figcaption>{title}</figcaption> : null}
      <ol>
        {steps.map((step, index) => (
          <li key={index}>{step}</li>
        ))}
      </ol>
    </figure>
  );
}
