import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ScrollToTop } from './scroll-to-top';

describe('ScrollToTop', () => {
  it('scrolls to the top on a route change and again after 50 ms and 100 ms while the page is still scrolled', async () => {
    jest.useFakeTimers();
    const scrollTo = jest.fn();
    Object.assign(window, { scrollTo });
    const router = createMemoryRouter([{ path: '*', element: <ScrollToTop /> }], { initialEntries: ['/'] });
    render(<RouterProvider router={router} />);
    scrollTo.mockClear();
    Object.defineProperty(window, 'scrollY', { value: 300, configurable: true });
    await act(() => router.navigate('/contact'));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    act(() => void jest.advanceTimersByTime(50));
    expect(scrollTo).toHaveBeenCalledTimes(2);
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    act(() => void jest.advanceTimersByTime(50));
    expect(scrollTo).toHaveBeenCalledTimes(2);
    jest.useRealTimers();
  });
});
