import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetToasts } from '@/components/ui/use-toast';
import { answerFetch, renderWithProviders } from '@/testing/render';
import { NewsletterForm } from './newsletter-form';

describe('NewsletterForm', () => {
  beforeEach(() => resetToasts());

  it('enables the button only when name and e-mail are both filled', async () => {
    renderWithProviders(<NewsletterForm />);
    const button = screen.getByRole('button', { name: 'Pretplati se' });
    expect(button).toHaveProperty('disabled', true);
    await userEvent.type(screen.getByLabelText('Ime'), 'Marija');
    expect(button).toHaveProperty('disabled', true);
    await userEvent.type(screen.getByLabelText('E-mail'), 'marija@primer.rs');
    expect(button).toHaveProperty('disabled', false);
    expect(screen.getByLabelText('E-mail').getAttribute('type')).toBe('email');
  });

  it('sends source and interests, toasts "Uspešno pretplaćen!" and replaces the form with a thank-you', async () => {
    const fetchMock = answerFetch(201, { message: 'Hvala!' });
    renderWithProviders(<NewsletterForm />);
    await userEvent.type(screen.getByLabelText('Ime'), 'Marija');
    await userEvent.type(screen.getByLabelText('E-mail'), 'marija@primer.rs');
    await userEvent.click(screen.getByRole('button', { name: 'Pretplati se' }));
    await screen.findByText('Uspešno pretplaćen!');
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({
      email: 'marija@primer.rs',
      name: 'Marija',
      source: 'landing_page_cta',
      interests: ['shopify', 'ecommerce', 'dropshipping'],
    });
    expect(screen.getByTestId('newsletter-thank-you')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pretplati se' })).toBeNull();
  });

  it('toasts "Greška" with the network text when the request fails', async () => {
    answerFetch('network-failure');
    renderWithProviders(<NewsletterForm />);
    await userEvent.type(screen.getByLabelText('Ime'), 'Marija');
    await userEvent.type(screen.getByLabelText('E-mail'), 'marija@primer.rs');
    await userEvent.click(screen.getByRole('button', { name: 'Pretplati se' }));
    await screen.findByText('Greška');
    await waitFor(() => expect(screen.getByText('Došlo je do greške. Molimo pokušajte ponovo.')).toBeTruthy());
    expect(screen.getByRole('button', { name: 'Pretplati se' })).toHaveProperty('disabled', false);
  });
});
