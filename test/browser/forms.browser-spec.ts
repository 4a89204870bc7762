/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
// Functions passed to page.evaluate run in the browser and use its globals.
import type { Browser, Page, Request, Route } from 'playwright-core';
import { launchBrowser, openPage, WIDTHS } from './support/browser';

/**
 * The forms' rules and messages, with the API's replies given per the agreed contracts
 * (POST /api/contact, /api/newsletter, /api/custom-orders) so every branch — thank-you,
 * server error, 429 burst, network failure — is exercised deterministically.
 */
function reply(page: Page, path: string, status: number, body: unknown): Promise<Request> {
  return new Promise((resolve) => {
    void page.route(`**${path}`, async (route: Route) => {
      resolve(route.request());
      await route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });
    });
  });
}

/** Whether an element's text colour is mostly green or mostly red (Tailwind 4 colours are oklch). */
function hue(locator: ReturnType<Page['locator']>): Promise<'green' | 'red' | 'other'> {
  return locator.evaluate((element) => {
    const context = document.createElement('canvas').getContext('2d');
    if (!context) throw new Error('no 2d canvas');
    context.fillStyle = getComputedStyle(element).color;
    context.fillRect(0, 0, 1, 1);
    const [r, g] = context.getImageData(0, 0, 1, 1).data;
    return g > r * 1.5 ? 'green' : r > g * 1.5 ? 'red' : 'other';
  });
}

function failNetwork(page: Page, path: string): Promise<void> {
  return new Promise((resolve) => {
    void page.route(`**${path}`, async (route: Route) => {
      resolve();
      await route.abort('connectionrefused');
    });
  });
}

describe.each(WIDTHS)('forms at %i px', (width) => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  describe('newsletter (landing page)', () => {
    async function fill(page: Page) {
      const form = page.getByRole('form', { name: 'Prijava na newsletter' });
      await form.scrollIntoViewIfNeeded();
      const button = form.getByRole('button', { name: 'Pretplati se' });
      await expect(button.isDisabled()).resolves.toBe(true);
      await form.getByLabel('Ime').fill('Marija');
      await expect(button.isDisabled()).resolves.toBe(true);
      await form.getByLabel('E-mail').fill('marija@primer.rs');
      await expect(button.isDisabled()).resolves.toBe(false);
      await form.getByLabel('Ime').fill('');
      await expect(button.isDisabled()).resolves.toBe(true);
      await form.getByLabel('Ime').fill('Marija');
      return button;
    }

    it('is enabled only with name and e-mail; success toasts "Uspešno pretplaćen!" and shows the thank-you view', async () => {
      const { page } = await openPage(browser, '/', width);
      await expect(page.getByRole('form', { name: 'Prijava na newsletter' }).getByLabel('E-mail').getAttribute('type')).resolves.toBe('email');
      const button = await fill(page);
      const sent = reply(page, '/api/newsletter', 201, { message: 'Hvala na prijavi!' });
      await button.click();
      const request = await sent;
      expect(request.postDataJSON()).toEqual({ email: 'marija@primer.rs', name: 'Marija', source: 'landing_page_cta', interests: ['shopify', 'ecommerce', 'dropshipping'] });
      await page.getByText('Uspešno pretplaćen!', { exact: true }).waitFor();
      await page.getByTestId('newsletter-thank-you').waitFor();
      await expect(page.getByRole('form', { name: 'Prijava na newsletter' }).count()).resolves.toBe(0);
      await page.close();
    });

    it('toasts "Greška" with the server message on a 429, and the network text when the request fails', async () => {
      const { page } = await openPage(browser, '/', width);
      const button = await fill(page);
      const limited = reply(page, '/api/newsletter', 429, { statusCode: 429, message: 'Previše zahteva. Pokušajte ponovo za minut.' });
      await button.click();
      await limited;
      await page.getByText('Greška', { exact: true }).waitFor();
      await page.getByText('Previše zahteva. Pokušajte ponovo za minut.', { exact: true }).waitFor();
      await page.unroute('**/api/newsletter');
      const failed = failNetwork(page, '/api/newsletter');
      await button.click();
      await failed;
      await page.getByText('Došlo je do greške. Molimo pokušajte ponovo.', { exact: true }).waitFor();
      await expect(page.getByRole('form', { name: 'Prijava na newsletter' }).count()).resolves.toBe(1);
      await page.close();
    });
  });

  describe('contact', () => {
    async function fill(page: Page) {
      await page.getByLabel('Ime i prezime').fill('Petar Petrović');
      await page.getByLabel('E-mail').fill('petar@primer.rs');
      await page.getByLabel('Poruka').fill('Zanima me Custom Build za dve niše.');
    }

    it('shows a reply containing "Hvala" in green and clears the form', async () => {
      const { page } = await openPage(browser, '/contact', width);
      await fill(page);
      const sent = reply(page, '/api/contact', 201, { message: 'Hvala na poruci! Odgovorićemo u roku od 24 sata.' });
      await page.getByRole('button', { name: 'Pošalji poruku' }).click();
      expect((await sent).postDataJSON()).toEqual({ name: 'Petar Petrović', email: 'petar@primer.rs', message: 'Zanima me Custom Build za dve niše.' });
      const result = page.locator('[data-result="success"]');
      await result.waitFor();
      await expect(result.textContent()).resolves.toContain('Hvala na poruci!');
      await expect(hue(result)).resolves.toBe('green');
      await expect(page.getByLabel('Poruka').inputValue()).resolves.toBe('');
      await page.close();
    });

    it('shows server errors and network failures in red', async () => {
      const { page } = await openPage(browser, '/contact', width);
      await fill(page);
      const invalid = reply(page, '/api/contact', 400, { statusCode: 400, message: 'Unesite ispravnu e-mail adresu.' });
      await page.getByRole('button', { name: 'Pošalji poruku' }).click();
      await invalid;
      const error = page.locator('[data-result="error"]');
      await page.getByText('Unesite ispravnu e-mail adresu.').waitFor();
      await expect(hue(error)).resolves.toBe('red');
      await page.unroute('**/api/contact');
      const failed = failNetwork(page, '/api/contact');
      await page.getByRole('button', { name: 'Pošalji poruku' }).click();
      await failed;
      await page.getByText('Došlo je do greške. Molimo pokušajte ponovo.', { exact: true }).waitFor();
      await expect(hue(page.locator('[data-result="error"]'))).resolves.toBe('red');
      await page.close();
    });
  });

  describe('MasterClass application', () => {
    it('posts to /api/contact with the MasterClass label and shows the specified thank-you', async () => {
      const { page } = await openPage(browser, '/dropshipping-masterclass', width);
      const form = page.getByRole('form', { name: 'Aplikacija za MasterClass' });
      await form.getByLabel('Ime i prezime').fill('Sara Kovač');
      await form.getByLabel('E-mail').fill('sara@primer.rs');
      await form.getByLabel('Telefon').fill('+381 64 123 4567');
      await form.getByLabel('Zašto želite da se prijavite?').fill('Želim da pokrenem prvu prodavnicu.');
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      const sent = new Promise<Request>((resolve) => {
        void page.route('**/api/contact', async (route) => {
          resolve(route.request());
          await held;
          await route.fulfill({ status: 201, contentType: 'application/json', body: JSON.stringify({ message: 'Hvala!' }) });
        });
      });
      await form.getByRole('button', { name: 'Pošalji aplikaciju' }).click();
      const request = await sent;
      await form.getByRole('button', { name: 'Šaljem aplikaciju...' }).waitFor();
      expect(request.postDataJSON()).toEqual({ name: 'Sara Kovač', email: 'sara@primer.rs', phone: '+381 64 123 4567', message: '[MasterClass aplikacija] Želim da pokrenem prvu prodavnicu.' });
      release();
      await page.getByText('Hvala vam na aplikaciji! Kontaktiraćemo vas u narednih 24 sata.').waitFor();
      await expect(form.getByLabel('Telefon').inputValue()).resolves.toBe('');
      await page.close();
    });

    it('shows "Došlo je do greške." in red when the server answers without a message', async () => {
      const { page } = await openPage(browser, '/dropshipping-masterclass', width);
      const form = page.getByRole('form', { name: 'Aplikacija za MasterClass' });
      await form.getByLabel('Ime i prezime').fill('Sara Kovač');
      await form.getByLabel('E-mail').fill('sara@primer.rs');
      await form.getByLabel('Telefon').fill('+381 64 123 4567');
      await form.getByLabel('Zašto želite da se prijavite?').fill('Prijava');
      const failed = reply(page, '/api/contact', 500, {});
      await form.getByRole('button', { name: 'Pošalji aplikaciju' }).click();
      await failed;
      await expect(form.locator('[data-result="error"]').textContent()).resolves.toBe('Došlo je do greške.');
      await page.close();
    });
  });

  describe('custom setup order', () => {
    it('keeps the running total and enables update/finish only per the rules', async () => {
      const { page } = await openPage(browser, '/custom-setup', width);
      const update = page.getByRole('button', { name: 'Ažuriraj porudžbinu' });
      const finish = page.getByRole('button', { name: 'Završi porudžbinu' });
      const total = page.getByTestId('order-total');
      await expect(page.getByTestId('niche-list').getByRole('checkbox').count()).resolves.toBe(10);
      await expect(update.isDisabled()).resolves.toBe(true);
      await expect(finish.isDisabled()).resolves.toBe(true);
      await expect(total.textContent()).resolves.toBe('0 USD');

      await page.getByRole('checkbox', { name: /^Elektronika/ }).check();
      await expect(total.textContent()).resolves.toBe('20 USD');
      await expect(update.isDisabled()).resolves.toBe(false);
      await expect(finish.isDisabled()).resolves.toBe(true);
      await page.getByRole('checkbox', { name: /^Nakit/ }).check();
      await expect(total.textContent()).resolves.toBe('40 USD');

      await page.locator('#order-firstName').fill('Stefan');
      await expect(finish.isDisabled()).resolves.toBe(true);
      await page.locator('#order-email').fill('stefan@primer.rs');
      await expect(finish.isDisabled()).resolves.toBe(false);
      await page.locator('#order-firstName').fill('');
      await expect(finish.isDisabled()).resolves.toBe(true);
      await page.locator('#order-firstName').fill('Stefan');

      await page.getByRole('checkbox', { name: /^Sve niše \(paket\)/ }).check();
      await expect(total.textContent()).resolves.toBe('149 USD');
      await page.getByText('Uštedeli ste 31 USD').waitFor();
      await page.getByRole('checkbox', { name: /^Sve niše \(paket\)/ }).uncheck();
      await expect(total.textContent()).resolves.toBe('0 USD');
      await expect(update.isDisabled()).resolves.toBe(true);
      await expect(finish.isDisabled()).resolves.toBe(true);
      await page.close();
    });

    it('offers 20 countries, the 50 US states for the US, a separate billing address, and submits the order', async () => {
      const { page } = await openPage(browser, '/custom-setup', width);
      await page.getByRole('checkbox', { name: /^Fitnes/ }).check();
      await page.getByRole('checkbox', { name: /^Kućni ljubimci/ }).check();
      await page.locator('#order-firstName').fill('Luka');
      await page.locator('#order-lastName').fill('Vuković');
      await page.locator('#order-email').fill('luka@primer.rs');

      await page.locator('#shipping-country').click();
      await expect(page.getByRole('option').count()).resolves.toBe(20);
      await page.getByRole('option', { name: 'Sjedinjene Američke Države' }).click();
      await page.locator('#shipping-state').click();
      await expect(page.getByRole('option').count()).resolves.toBe(50);
      await page.getByRole('option', { name: 'Texas' }).click();
      await page.locator('#shipping-city').fill('Austin');

      await expect(page.locator('#billing-address').count()).resolves.toBe(0);
      await page.getByLabel('Ista kao adresa iznad').uncheck();
      await page.locator('#billing-firstName').fill('Luka');
      await page.locator('#billing-address').fill('Bulevar oslobođenja 1');
      await page.locator('#billing-city').fill('Novi Sad');

      const sent = reply(page, '/api/custom-orders', 201, { id: 42, totalUsd: 40, message: 'Hvala! Vaša porudžbina je primljena.' });
      await page.getByRole('button', { name: 'Završi porudžbinu' }).click();
      const body = (await sent).postDataJSON();
      expect(body).toMatchObject({ niches: ['fitness', 'pet'], firstName: 'Luka', lastName: 'Vuković', email: 'luka@primer.rs', country: 'US', state: 'TX', city: 'Austin', useSameForBilling: false });
      expect(body.billingAddress).toMatchObject({ firstName: 'Luka', address: 'Bulevar oslobođenja 1', city: 'Novi Sad', country: 'RS' });
      await page.getByTestId('order-confirmation').waitFor();
      await expect(page.getByTestId('order-confirmation').textContent()).resolves.toContain('Porudžbina #42 · 40 USD');
      await page.close();
    });

    it('shows the server message in red on a 429', async () => {
      const { page } = await openPage(browser, '/custom-setup', width);
      await page.getByRole('checkbox', { name: /^Moda/ }).check();
      await page.locator('#order-firstName').fill('Ana');
      await page.locator('#order-email').fill('ana@primer.rs');
      const limited = reply(page, '/api/custom-orders', 429, { statusCode: 429, message: 'Previše zahteva. Pokušajte ponovo za minut.' });
      await page.getByRole('button', { name: 'Završi porudžbinu' }).click();
      await limited;
      await expect(page.locator('[data-result="error"]').textContent()).resolves.toContain('Previše zahteva. Pokušajte ponovo za minut.');
      await page.close();
    });
  });
});
