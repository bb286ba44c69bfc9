import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDebounced } from './use-debounced';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useDebounced', () => {
  it('passes a value on only once it has stayed the same for the whole delay, so a search runs once per pause, not per letter', () => {
    const { result, rerender } = renderHook(({ value }) => useDebounced(value, 250), { initialProps: { value: '' } });
    rerender({ value: 'M' });
    act(() => vi.advanceTimersByTime(200));
    rerender({ value: 'Ma' });
    act(() => vi.advanceTimersByTime(200));
    rerender({ value: 'Mal' });
    act(() => vi.advanceTimersByTime(249));
    // 649 ms of typing, never 250 ms without a key: nothing has been passed on yet.
    expect(result.current).toBe('');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe('Mal');
  });
});
