import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/render';
import { CustomSetupPage } from './custom-setup-page';

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

describe('CustomSetupPage', () => {
  beforeAll(() => {
    Element.prototype.scrollIntoView = jest.fn();
  });

  it('keeps a running total of 20 USD per niche and 149 USD for the bundle', async () => {
    renderWithProviders(<CustomSetupPage />);
    const total = screen.getByTestId('order-total');
    expect(total.textContent).toBe('0 USD');
    await userEvent.click(screen.getByRole('checkbox', { name: /^Elektronika/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: /^Igračke/ }));
    expect(total.textContent).toBe('40 USD');
    await userEvent.click(screen.getByRole('checkbox', { name: /^Sve niše/ }));
    expect(total.textContent).toBe('149 USD');
    expect(screen.getByText('Uštedeli ste 31 USD')).toBeTruthy();
  });

  it('disables update without a niche, and finish without a niche, an e-mail and a first name', async () => {
    renderWithProviders(<CustomSetupPage />);
    expect(button('Ažuriraj porudžbinu').disabled).toBe(true);
    expect(button('Završi porudžbinu').disabled).toBe(true);
    await userEvent.click(screen.getByRole('checkbox', { name: /^Moda/ }));
    expect(button('Ažuriraj porudžbinu').disabled).toBe(false);
    expect(button('Završi porudžbinu').disabled).toBe(true);
    await userEvent.type(screen.getByLabelText('E-mail'), 'ana@primer.rs');
    expect(button('Završi porudžbinu').disabled).toBe(true);
    await userEvent.type(screen.getByLabelText('Ime'), 'Ana');
    expect(button('Završi porudžbinu').disabled).toBe(false);
  });

  it('asks for a separate billing address only when it differs', async () => {
    renderWithProviders(<CustomSetupPage />);
    expect(document.getElementById('billing-address')).toBeNull();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Ista kao adresa iznad' }));
    expect(document.getElementById('billing-address')).not.toBeNull();
  });
});
