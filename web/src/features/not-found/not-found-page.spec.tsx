import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { routes } from '@/app/router';

describe('unknown routes', () => {
  it('show "Stranica nije pronađena" with a link home', () => {
    const router = createMemoryRouter(routes, { initialEntries: ['/no-such-page'] });
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('heading', { name: 'Stranica nije pronađena' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /početnu/ }).getAttribute('href')).toBe('/');
  });
});
