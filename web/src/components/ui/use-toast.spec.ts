import { act, renderHook } from '@testing-library/react';
import { dismissToast, resetToasts, toast, TOAST_REMOVE_DELAY_MS, useToasts } from './use-toast';

describe('toasts', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    resetToasts();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('shows one toast at a time: a new one replaces the current one', () => {
    const { result } = renderHook(() => useToasts());
    act(() => void toast({ title: 'Prvi' }));
    act(() => void toast({ title: 'Uspešno pretplaćen!' }));
    expect(result.current).toHaveLength(1);
    expect(result.current[0].title).toBe('Uspešno pretplaćen!');
  });

  it('removes a dismissed toast after 1,000,000 ms', () => {
    const { result } = renderHook(() => useToasts());
    let id = '';
    act(() => void (id = toast({ title: 'Greška', variant: 'destructive' }).id));
    act(() => dismissToast(id));
    expect(result.current[0].open).toBe(false);
    act(() => void jest.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1));
    expect(result.current).toHaveLength(1);
    act(() => void jest.advanceTimersByTime(1));
    expect(result.current).toHaveLength(0);
  });
});
