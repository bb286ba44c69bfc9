import { act, useLayoutEffect, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { replayTypedValues, typedValuesIn } from './typed-values';

/** A form whose fields' props change in the commit that hydrates it, as React Aria's slot ids do. */
function Note({ settlesOnMount = false }: { settlesOnMount?: boolean }) {
  const [name, setName] = useState('');
  const [message, setMessage] = useState('');
  const [described, setDescribed] = useState(false);
  useLayoutEffect(() => {
    if (settlesOnMount) setDescribed(true);
  }, [settlesOnMount]);
  return (
    <form>
      <input aria-label="Name" aria-describedby={described ? 'hint' : undefined} value={name} onChange={(event) => setName(event.target.value)} />
      <input type="checkbox" aria-label="Copy to me" />
      <textarea aria-label="Message" value={message} onChange={(event) => setMessage(event.target.value)} />
      <p id="hint">We answer within a day.</p>
      <output>{`${name}|${message}`}</output>
    </form>
  );
}

afterEach(() => document.body.replaceChildren());

/** The server's HTML of the form, with what a visitor typed (and ticked) before any code arrived. */
function typedBeforeCode(props: { settlesOnMount?: boolean } = {}): HTMLElement {
  const box = document.createElement('div');
  box.innerHTML = renderToString(<Note {...props} />);
  document.body.append(box);
  box.querySelector('input')!.value = 'Malia';
  box.querySelector('textarea')!.value = 'Two nights in May?';
  box.querySelector<HTMLInputElement>('input[type=checkbox]')!.checked = true;
  return box;
}

describe('typed values', () => {
  it('gives a field’s state what was typed into it before the island hydrated, and leaves untouched fields alone', async () => {
    const box = typedBeforeCode();
    const typed = typedValuesIn(box);
    expect(typed).toEqual([
      { index: 0, value: 'Malia' },
      { index: 1, value: 'Two nights in May?' },
    ]);

    await act(async () => {
      hydrateRoot(box, <Note />);
    });
    expect(box.querySelector('output')!.textContent).toBe('|');

    act(() => replayTypedValues(box, typed));
    expect(box.querySelector('output')!.textContent).toBe('Malia|Two nights in May?');
    expect(box.querySelector('input')!.value).toBe('Malia');
    // Nothing is left to give back: the fields and their state agree.
    expect(typedValuesIn(box)).toEqual([]);
  });

  it('keeps what was typed when the render that follows hydration sets a field back to its empty state', async () => {
    const box = typedBeforeCode({ settlesOnMount: true });
    const typed = typedValuesIn(box);
    await act(async () => {
      hydrateRoot(box, <Note settlesOnMount />);
    });
    // React gave the fields their (empty) state again as the form drew anew: read only now, all would be lost.
    expect(box.querySelector('input')!.value).toBe('');
    expect(typedValuesIn(box)).toEqual([]);

    act(() => replayTypedValues(box, typed));
    expect(box.querySelector('output')!.textContent).toBe('Malia|Two nights in May?');
    expect(box.querySelector('input')!.value).toBe('Malia');
  });

  it('prefers what a field shows now when the visitor went on typing while the code arrived', async () => {
    const box = typedBeforeCode();
    const typed = typedValuesIn(box);
    await act(async () => {
      hydrateRoot(box, <Note />);
    });
    box.querySelector('textarea')!.value = 'Two nights in May? Or three';

    act(() => replayTypedValues(box, typed));
    expect(box.querySelector('output')!.textContent).toBe('Malia|Two nights in May? Or three');
  });
});
