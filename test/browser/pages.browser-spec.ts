/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
// Functions passed to page.evaluate run in the browser and use its globals.
import type { Browser } from 'playwright-core';
import { launchBrowser, openPage, seriousViolations, WIDTHS } from './support/browser';

const SCREENS = ['/contact', '/custom-setup', '/dropshipping-masterclass', '/terms-of-service', '/refund-policy', '/privacy-policy', '/no-such-page'];

describe.each(WIDTHS)('public screens at %i px', (width) => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it.each(SCREENS)('%s renders without errors, fits the width and has no serious axe violations', async (path) => {
    const { page, errors } = await openPage(browser, path, width);
    await expect(page.locator('header').first().isVisible()).resolves.toBe(true);
    await expect(page.locator('footer').isVisible()).resolves.toBe(true);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expect(seriousViolations(page)).resolves.toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('contact: form fields, chat/phone/e-mail cards, hours and reply time', async () => {
    const { page } = await openPage(browser, '/contact', width);
    for (const label of ['Ime i prezime', 'E-mail', 'Poruka']) await expect(page.getByLabel(label).getAttribute('required')).resolves.not.toBeNull();
    await expect(page.getByLabel('E-mail').getAttribute('type')).resolves.toBe('email');
    await expect(page.getByRole('heading', { level: 2 }).allTextContents()).resolves.toEqual(expect.arrayContaining(['Chat', 'Telefon', 'E-mail']));
    await expect(page.getByTestId('support-hours').textContent()).resolves.toMatch(/ponedeljak – petak, 9–17 h.*24 sata/);
    await page.close();
  });

  it('MasterClass: claims, 3 model steps, 6 benefits, 3 testimonials, 5 FAQ; "Prijavi se sada" scrolls to the form', async () => {
    const { page } = await openPage(browser, '/dropshipping-masterclass', width);
    await expect(page.getByTestId('masterclass-claims').locator('dd[data-value]').allTextContents()).resolves.toEqual(['500+', '2.5M+ €', '95%', '30 dana']);
    await expect(page.getByTestId('model-steps').locator('> li').count()).resolves.toBe(3);
    await expect(page.getByTestId('benefits').locator('> li').count()).resolves.toBe(6);
    await expect(page.getByTestId('student-testimonials').locator('> li').count()).resolves.toBe(3);
    await expect(page.getByTestId('masterclass-faq').getByRole('button').count()).resolves.toBe(5);
    await page.getByRole('button', { name: 'Prijavi se sada' }).click();
    await page.waitForFunction(() => {
      const top = document.getElementById('application-form')?.getBoundingClientRect().top ?? 9999;
      return top >= -2 && top < 200;
    });
    await expect(page.getByLabel('Telefon').getAttribute('type')).resolves.toBe('tel');
    await expect(page.getByLabel('Telefon').getAttribute('placeholder')).resolves.toContain('+381');
    await page.close();
  });

  it('terms: last updated 20 July 2025, a plain-language summary and 10 numbered sections', async () => {
    const { page } = await openPage(browser, '/terms-of-service', width);
    await expect(page.getByText('Poslednje ažuriranje: 20. jul 2025.').count()).resolves.toBe(1);
    await expect(page.getByTestId('plain-summary').isVisible()).resolves.toBe(true);
    const headings = await page.getByTestId('legal-sections').getByRole('heading', { level: 2 }).allTextContents();
    expect(headings).toHaveLength(10);
    expect(headings[0]).toBe('1. Prihvatanje uslova');
    expect(headings[9]).toBe('10. Kontakt');
    await page.close();
  });

  it('refund and privacy policies cover what the specification lists', async () => {
    const { page } = await openPage(browser, '/refund-policy', width);
    const refund = await page.getByTestId('legal-sections').textContent();
    for (const topic of ['30 dana', 'Šta ne može da se vrati', 'Delimični povraćaj', 'Zamena', 'neispravne', 'Pokloni', 'akciji']) expect(refund).toContain(topic);
    await page.goto(page.url().replace('/refund-policy', '/privacy-policy'));
    await page.getByTestId('legal-sections').waitFor();
    const privacy = await page.getByTestId('legal-sections').textContent();
    for (const topic of ['Komentari', 'Mediji', 'Kolačići', 'dva dana', 'godinu dana', 'dve nedelje', 'Ugrađeni sadržaj', 'Sa kim delimo', 'Koliko dugo', 'Vaša prava', 'Gde se podaci šalju']) expect(privacy).toContain(topic);
    await page.close();
  });

  it('unknown paths show "Stranica nije pronađena" with a link home', async () => {
    const { page } = await openPage(browser, '/no-such-page', width);
    await expect(page.getByRole('heading', { name: 'Stranica nije pronađena' }).count()).resolves.toBe(1);
    await page.getByRole('link', { name: /početnu/ }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.close();
  });

  it('scrolls to the top on a route change and updates the page metadata', async () => {
    const { page } = await openPage(browser, '/', width);
    await page.locator('footer').scrollIntoViewIfNeeded();
    await page.waitForFunction(() => window.scrollY > 500);
    await page.locator('footer').getByRole('link', { name: 'Uslovi korišćenja' }).click();
    await page.getByTestId('legal-sections').waitFor();
    await page.waitForFunction(() => window.scrollY === 0);
    await page.waitForFunction(() => document.title === 'Uslovi korišćenja — Dućan');
    await expect(page.locator('link[rel="canonical"]').getAttribute('href')).resolves.toBe('https://ducan.test/terms-of-service');
    await expect(page.locator('script[type="application/ld+json"]').count()).resolves.toBe(0);
    await page.close();
  });
});
