/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage } from './support/browser';

/** The forms end to end against the real API (its own database): what a visitor actually gets back. */
describe('public forms against the real API', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  function submitted(page: Page, path: string) {
    return page.waitForResponse((response) => response.url().endsWith(path) && response.request().method() === 'POST');
  }

  it('contact: the server thanks the visitor and the page shows it as success', async () => {
    const { page } = await openPage(browser, '/contact', 1280);
    await page.getByLabel('Ime i prezime').fill('Petar Petrović');
    await page.getByLabel('E-mail').fill('petar.live@primer.rs');
    await page.getByLabel('Poruka').fill('Zanima me Custom Build za dve niše.');
    const response = submitted(page, '/api/contact');
    await page.getByRole('button', { name: 'Pošalji poruku' }).click();
    expect((await response).status()).toBe(201);
    const result = page.locator('[data-result]');
    await result.waitFor();
    await expect(result.getAttribute('data-result')).resolves.toBe('success');
    await expect(result.textContent()).resolves.toContain('Hvala');
    await page.close();
  });

  it('MasterClass: the application is accepted with the specified thank-you', async () => {
    const { page } = await openPage(browser, '/dropshipping-masterclass', 1280);
    const form = page.getByRole('form', { name: 'Aplikacija za MasterClass' });
    await form.getByLabel('Ime i prezime').fill('Sara Kovač');
    await form.getByLabel('E-mail').fill('sara.live@primer.rs');
    await form.getByLabel('Telefon').fill('+381 64 123 4567');
    await form.getByLabel('Zašto želite da se prijavite?').fill('Želim da pokrenem prvu prodavnicu.');
    const response = submitted(page, '/api/contact');
    await form.getByRole('button', { name: 'Pošalji aplikaciju' }).click();
    expect((await response).status()).toBe(201);
    await page.getByText('Hvala vam na aplikaciji! Kontaktiraćemo vas u narednih 24 sata.').waitFor();
    await page.close();
  });

  it('newsletter: subscribing toasts "Uspešno pretplaćen!" and shows the thank-you view', async () => {
    const { page } = await openPage(browser, '/', 1280);
    const form = page.getByRole('form', { name: 'Prijava na newsletter' });
    await form.scrollIntoViewIfNeeded();
    await form.getByLabel('Ime').fill('Marija');
    await form.getByLabel('E-mail').fill('marija.live@primer.rs');
    const response = submitted(page, '/api/newsletter');
    await form.getByRole('button', { name: 'Pretplati se' }).click();
    expect([200, 201]).toContain((await response).status());
    await page.getByText('Uspešno pretplaćen!', { exact: true }).waitFor();
    await page.getByTestId('newsletter-thank-you').waitFor();
    await page.close();
  });

  it('custom setup: the server prices the "all" bundle at 149 USD and confirms the order', async () => {
    const { page } = await openPage(browser, '/custom-setup', 1280);
    await page.getByRole('checkbox', { name: /^Sve niše/ }).check();
    await page.locator('#order-firstName').fill('Luka');
    await page.locator('#order-lastName').fill('Vuković');
    await page.locator('#order-email').fill('luka.live@primer.rs');
    await page.locator('#order-phone').fill('+381 64 765 4321');
    await page.locator('#shipping-address').fill('Bulevar oslobođenja 1');
    await page.locator('#shipping-city').fill('Novi Sad');
    await page.locator('#shipping-postalCode').fill('21000');
    const response = submitted(page, '/api/custom-orders');
    await page.getByRole('button', { name: 'Završi porudžbinu' }).click();
    const reply = await response;
    expect(reply.status()).toBe(201);
    expect((await reply.json()).totalUsd).toBe(149);
    await page.getByTestId('order-confirmation').waitFor();
    await expect(page.getByTestId('order-confirmation').textContent()).resolves.toContain('149 USD');
    await page.close();
  });

  it('custom setup: a server validation message is shown in red', async () => {
    const { page } = await openPage(browser, '/custom-setup', 1280);
    await page.getByRole('checkbox', { name: /^Moda/ }).check();
    await page.locator('#order-firstName').fill('Ana');
    await page.locator('#order-email').fill('ana.live@primer.rs');
    const response = submitted(page, '/api/custom-orders');
    await page.getByRole('button', { name: 'Završi porudžbinu' }).click();
    expect((await response).status()).toBe(400);
    const error = page.locator('[data-result="error"]');
    await error.waitFor();
    await expect(error.textContent()).resolves.toMatch(/Unesite/);
    await page.close();
  });
});
