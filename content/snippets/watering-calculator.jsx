import { useState } from 'react';

/** How much water a pot needs each week: about a fifth of its volume, in millilitres. */
const weeklyShare = 0.2;

export const WateringCalculator = ({ defaultLitres = 2 }) => {
  const [litres, setLitres] = useState(defaultLitres);
  const valid = Number.isFinite(litres) && litres > 0;
  return (
    <div className="not-prose my-4 flex flex-col gap-2 rounded-xl border border-zinc-300 p-4 dark:border-zinc-600">
      <label htmlFor="pot-litres" className="font-semibold">
        Pot size, in litres
      </label>
      <input
        id="pot-litres"
        type="number"
        min="0.1"
        step="0.1"
        value={Number.isFinite(litres) ? litres : ''}
        onChange={(event) => setLitres(event.target.valueAsNumber)}
        className="w-32 rounded-md border border-zinc-400 bg-transparent px-2 py-1"
      />
      <output htmlFor="pot-litres" aria-live="polite">
        {valid ? `Water each week: ${Math.round(litres * 1000 * weeklyShare)} ml` : 'Enter a pot size above zero'}
      </output>
    </div>
  );
};
