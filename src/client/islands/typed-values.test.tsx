import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { replayTypedValues, typedValuesIn } from './typed-values';

function Note() {
  const [name, setName] = useState('');
  const [message, setMessage] = useState('');
  return (
    <form>
      <input aria-label="Name" value={name} onChange={(event) => setName(event.target.value)} />
      <textarea aria-label="Message" value={message} onChange={(event) => setMessage(event.target.value)} />
      <input type="checkbox" aria-label="Copy to me" />
      <output>{`${name}|${message}`}</output>
    </form>
  );
}

afterEach(() => document.body.replaceChildren());

describe('typed values', () => {
  it('gives a field’s state what was typed into it before the island hydrated, and leaves untouched fields alone', async () => {
    const box = document.createElement('div');
    box.innerHTML = renderToString(<Note />);
    document.body.append(box);
    box.querySelector('input')!.value = 'Malia';
    box.querySelector('textarea')!.value = 'Two nights in May?';
    box.querySelector<HTMLInputElement>('input[type=checkbox]')!.checked = true;

    await act(async () => {
      hydrateRoot(box, <Note />);
    });
    expect(box.querySelector('output')!.textContent).toBe('|');
    const typed = typedValuesIn(box);
    expect(typed.map(({ value }) => value)).toEqual(['Malia', 'Two nights in May?']);

    act(() => replayTypedValues(typed));
    expect(box.querySelector('output')!.textContent).toBe('Malia|Two nights in May?');
    expect(box.querySelector('input')!.value).toBe('Malia');
    // Nothing is left to give back: the fields and their state agree.
    expect(typedValuesIn(box)).toEqual([]);
  });
});
