import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answerFetch, renderWithProviders } from '@/testing/render';
import { ContactForm } from './contact-form';

async function fillAndSend() {
  await userEvent.type(screen.getByLabelText('Ime i prezime'), 'Petar');
  await userEvent.type(screen.getByLabelText('E-mail'), 'petar@primer.rs');
  await userEvent.type(screen.getByLabelText('Poruka'), 'Pitanje');
  await userEvent.click(screen.getByRole('button', { name: 'Pošalji poruku' }));
}

describe('ContactForm', () => {
  it('requires name, e-mail and message', () => {
    renderWithProviders(<ContactForm />);
    for (const label of ['Ime i prezime', 'E-mail', 'Poruka']) expect(screen.getByLabelText(label).hasAttribute('required')).toBe(true);
  });

  it('shows a reply containing "Hvala" as success', async () => {
    answerFetch(201, { message: 'Hvala na poruci!' });
    renderWithProviders(<ContactForm />);
    await fillAndSend();
    const result = await screen.findByText('Hvala na poruci!');
    expect(result.getAttribute('data-result')).toBe('success');
  });

  it('shows any other reply, server errors and network failures as errors', async () => {
    answerFetch(200, { message: 'Poruka nije sačuvana.' });
    renderWithProviders(<ContactForm />);
    await fillAndSend();
    expect((await screen.findByText('Poruka nije sačuvana.')).getAttribute('data-result')).toBe('error');
    answerFetch(500, {});
    await userEvent.click(screen.getByRole('button', { name: 'Pošalji poruku' }));
    expect((await screen.findByText('Došlo je do greške.')).getAttribute('data-result')).toBe('error');
    answerFetch('network-failure');
    await userEvent.click(screen.getByRole('button', { name: 'Pošalji poruku' }));
    expect((await screen.findByText('Došlo je do greške. Molimo pokušajte ponovo.')).getAttribute('data-result')).toBe('error');
  });
});
