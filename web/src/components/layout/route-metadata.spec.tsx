import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { RouteMetadata } from './route-metadata';

const content = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');

describe('RouteMetadata', () => {
  it('replaces the head tags on navigation, with JSON-LD only on the landing page', async () => {
    document.head.innerHTML = '<title>Old</title><meta name="description" content="old"><link rel="canonical" href="https://ducan.rs/" data-page-meta>';
    const router = createMemoryRouter([{ path: '*', element: <RouteMetadata /> }], { initialEntries: ['/'] });
    render(<RouterProvider router={router} />);
    expect(document.title).toBe('Dućan — profesionalna Shopify prodavnica za manje od 10 minuta');
    expect(document.head.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(1);
    await act(() => router.navigate('/gazda'));
    expect(document.title).toBe('Admin — Dućan');
    expect(content('meta[name="robots"]')).toBe('noindex,nofollow');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://ducan.rs/gazda');
    expect(document.head.querySelectorAll('title')).toHaveLength(1);
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.head.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(0);
  });
});
