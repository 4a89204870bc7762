/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
// Functions passed to page.evaluate run in the browser and use its globals.
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage, seriousViolations, slidesInView, WIDTHS } from './support/browser';

/** The index of the dot marked current in a carousel. */
function currentDot(page: Page, testId: string): Promise<number> {
  return page.getByTestId(testId).evaluate((carousel) => [...carousel.querySelectorAll('button[aria-label^="Idi na slajd"]')].findIndex((dot) => dot.getAttribute('aria-current') === 'true'));
}

function waitForDot(page: Page, testId: string, predicate: 'changed' | number, from = 0) {
  return page.waitForFunction(
    ({ testId, predicate, from }) => {
      const carousel = document.querySelector(`[data-testid="${testId}"]`);
      if (!carousel) return false;
      const index = [...carousel.querySelectorAll('button[aria-label^="Idi na slajd"]')].findIndex((dot) => dot.getAttribute('aria-current') === 'true');
      return predicate === 'changed' ? index !== from : index === predicate;
    },
    { testId, predicate, from },
  );
}

/** Waits until the slide `index` sits at the viewport's start (its scroll animation has ended). */
function waitForSlideAtStart(page: Page, testId: string, index: number) {
  return page.waitForFunction(
    ({ testId, index }) => {
      const carousel = document.querySelector(`[data-testid="${testId}"]`);
      const viewport = carousel?.querySelector('[data-carousel-viewport]');
      const slide = carousel?.querySelectorAll('[data-carousel-item]')[index]?.firstElementChild;
      if (!viewport || !slide) return false;
      return Math.abs(slide.getBoundingClientRect().left - viewport.getBoundingClientRect().left) < 1;
    },
    { testId, index },
  );
}

describe.each(WIDTHS)('landing page at %i px', (width) => {
  let browser: Browser;
  let page: Page;
  let errors: string[];
  const mobile = width < 768;

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ page, errors } = await openPage(browser, '/', width));
  });
  afterAll(async () => {
    await browser.close();
  });

  it('renders the sections with the specified counts', async () => {
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toContain('manje od 10 minuta');
    await expect(page.getByTestId('statistics').locator('dd[data-value]').allTextContents()).resolves.toEqual(['500+', '98%', '< 10 min', '24/7']);
    await expect(page.getByTestId('feature-cards').locator('> li').count()).resolves.toBe(6);
    await expect(page.getByTestId('how-it-works-steps').locator('> li').count()).resolves.toBe(5);
    await expect(page.getByTestId('testimonials-carousel').locator('[data-carousel-item]').count()).resolves.toBe(9);
    await expect(page.getByTestId('examples-carousel').locator('[data-carousel-item]').count()).resolves.toBe(6);
    await expect(page.getByTestId('faq').getByRole('button').count()).resolves.toBe(7);
    expect(errors).toEqual([]);
  });

  it('has the anchors the nav links point to', async () => {
    for (const id of ['features', 'pricing', 'testimonials']) await expect(page.locator(`#${id}`).count()).resolves.toBe(1);
  });

  it(`shows ${mobile ? 1 : 2} testimonial(s) per view and moves with arrows, dots and swipe`, async () => {
    const carousel = page.getByTestId('testimonials-carousel');
    await carousel.scrollIntoViewIfNeeded();
    await expect(slidesInView(page, 'testimonials-carousel')).resolves.toBe(mobile ? 1 : 2);
    await expect(currentDot(page, 'testimonials-carousel')).resolves.toBe(0);

    await carousel.getByRole('button', { name: 'Sledeći slajd' }).click();
    await waitForDot(page, 'testimonials-carousel', 1);
    await carousel.getByRole('button', { name: 'Prethodni slajd' }).click();
    await waitForDot(page, 'testimonials-carousel', 0);
    await carousel.getByRole('button', { name: /^Idi na slajd 3 od/ }).click();
    await waitForDot(page, 'testimonials-carousel', 2);
    await waitForSlideAtStart(page, 'testimonials-carousel', 2);

    const viewport = carousel.locator('[data-carousel-viewport]');
    const box = await viewport.boundingBox();
    if (!box) throw new Error('the carousel viewport is not visible');
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + box.width * 0.8, y);
    await page.mouse.down();
    for (let step = 1; step <= 10; step += 1) await page.mouse.move(box.x + box.width * (0.8 - step * 0.06), y);
    await page.mouse.up();
    await waitForDot(page, 'testimonials-carousel', 'changed', 2);
    await expect(currentDot(page, 'testimonials-carousel')).resolves.toBeGreaterThan(2);
  });

  it(`shows ${mobile ? 1 : 3} store example(s) per view`, async () => {
    await page.getByTestId('examples-carousel').scrollIntoViewIfNeeded();
    await expect(slidesInView(page, 'examples-carousel')).resolves.toBe(mobile ? 1 : 3);
  });

  it('lets several FAQ answers be open at once', async () => {
    const questions = page.getByTestId('faq').getByRole('button');
    await questions.nth(0).click();
    await questions.nth(3).click();
    await expect(questions.nth(0).getAttribute('aria-expanded')).resolves.toBe('true');
    await expect(questions.nth(3).getAttribute('aria-expanded')).resolves.toBe('true');
    await expect(page.getByText('Imate 30 dana garancije povraćaja novca.').isVisible()).resolves.toBe(true);
  });

  it('links the green call-to-action block to Custom Build, MasterClass and contact', async () => {
    const hrefs = await page.getByTestId('cta-block').getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toEqual(['/custom-setup', '/dropshipping-masterclass', '/contact']);
  });

  it('has a footer with the specified columns and copyright', async () => {
    const footer = page.locator('footer');
    const hrefs = await footer.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toEqual(
      expect.arrayContaining(['/dashboard', '/dashboard-old', '/dropshipping-masterclass', '/terms-of-service', '/refund-policy', '/privacy-policy', '/contact']),
    );
    await expect(footer.getByRole('link', { name: 'Nova Wizard' }).count()).resolves.toBe(1);
    await expect(footer.getByRole('link', { name: 'Klasični Dashboard' }).count()).resolves.toBe(1);
    expect(hrefs.some((href) => href?.startsWith('mailto:'))).toBe(true);
    expect(hrefs.some((href) => href?.startsWith('tel:'))).toBe(true);
    expect(hrefs.filter((href) => href?.startsWith('https://'))).toHaveLength(2);
    await expect(footer.textContent()).resolves.toContain('© 2025');
  });

  if (mobile) {
    it('puts the links in a 280 px right-side menu on small screens', async () => {
      await expect(page.getByRole('navigation', { name: 'Glavna navigacija' }).isVisible()).resolves.toBe(false);
      await page.getByRole('button', { name: 'Otvori meni' }).click();
      const menu = page.getByTestId('mobile-menu');
      await menu.waitFor();
      const box = await menu.boundingBox();
      if (!box) throw new Error('the menu is not visible');
      expect(Math.round(box.width)).toBe(280);
      expect(Math.round(box.x + box.width)).toBe(width);
      const labels = await menu.getByRole('link').allTextContents();
      expect(labels).toEqual(['Funkcije', 'FAQ', 'Komentari', 'Kontakt', 'Custom Build', 'MasterClass', 'Počni odmah']);
      await menu.getByRole('link', { name: 'Kontakt' }).click();
      await page.waitForURL('**/contact');
      await expect(menu.count()).resolves.toBe(0);
      await page.goBack();
      await page.getByTestId('faq').waitFor();
    });
  } else {
    it('shows the header links inline with "Počni odmah" to /dashboard', async () => {
      const nav = page.getByRole('navigation', { name: 'Glavna navigacija' });
      await expect(nav.getByRole('link').allTextContents()).resolves.toEqual(['Funkcije', 'FAQ', 'Komentari', 'Kontakt', 'Custom Build', 'MasterClass', 'Počni odmah']);
      await expect(nav.getByRole('link', { name: 'Počni odmah' }).getAttribute('href')).resolves.toBe('/dashboard');
      await expect(page.getByRole('button', { name: 'Otvori meni' }).isVisible()).resolves.toBe(false);
    });
  }

  it('has no serious or critical accessibility violations', async () => {
    await expect(seriousViolations(page)).resolves.toEqual([]);
  });
});
