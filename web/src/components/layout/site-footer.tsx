import { Mail, MessageSquare, Phone } from 'lucide-react';
import { Link } from 'react-router';
import { APP_ROUTES } from '@ducan/contracts/routes';
import { SITE } from '@ducan/contracts/site-metadata';
import { Logo } from './logo';
import { FacebookIcon, InstagramIcon } from './social-icons';

export const COPYRIGHT = '© 2025 Dućan. Sva prava zadržana.';

const headingClasses = 'text-sm font-semibold uppercase tracking-wide text-brand-300';
const linkClasses = 'text-slate-300 transition-colors hover:text-white';

/** Footer columns exactly as specified: Dashboard, legal, contact. */
export function SiteFooter() {
  return (
    <footer className="bg-ink text-slate-300" aria-labelledby="footer-heading">
      <h2 id="footer-heading" className="sr-only">
        Podnožje sajta
      </h2>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-4 lg:px-8">
        <div className="space-y-3">
          <Logo inverted />
          <p className="max-w-xs text-sm leading-relaxed text-slate-400">
            Profesionalne Shopify prodavnice za dropshipping početnike u Srbiji i regionu.
          </p>
        </div>
        <nav aria-labelledby="footer-dashboard" className="space-y-3">
          <h3 id="footer-dashboard" className={headingClasses}>
            Dashboard
          </h3>
          <ul className="space-y-2 text-sm">
            <li><Link className={linkClasses} to={APP_ROUTES.dashboard}>Nova Wizard</Link></li>
            <li><Link className={linkClasses} to={APP_ROUTES.dashboardOld}>Klasični Dashboard</Link></li>
            <li><Link className={linkClasses} to={APP_ROUTES.masterclass}>MasterClass</Link></li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-legal" className="space-y-3">
          <h3 id="footer-legal" className={headingClasses}>
            Pravno
          </h3>
          <ul className="space-y-2 text-sm">
            <li><Link className={linkClasses} to={APP_ROUTES.termsOfService}>Uslovi korišćenja</Link></li>
            <li><Link className={linkClasses} to={APP_ROUTES.refundPolicy}>Politika povraćaja</Link></li>
            <li><Link className={linkClasses} to={APP_ROUTES.privacyPolicy}>Politika privatnosti</Link></li>
          </ul>
        </nav>
        <div className="space-y-3">
          <h3 className={headingClasses}>Kontakt</h3>
          <ul className="space-y-2 text-sm">
            <li>
              <Link className={`${linkClasses} inline-flex items-center gap-2`} to={APP_ROUTES.contact}>
                <MessageSquare className="size-4" aria-hidden /> Kontakt forma
              </Link>
            </li>
            <li>
              <a className={`${linkClasses} inline-flex items-center gap-2`} href={`mailto:${SITE.email}`}>
                <Mail className="size-4" aria-hidden /> {SITE.email}
              </a>
            </li>
            <li>
              <a className={`${linkClasses} inline-flex items-center gap-2`} href={SITE.phoneHref}>
                <Phone className="size-4" aria-hidden /> {SITE.phone}
              </a>
            </li>
          </ul>
          <div className="flex gap-3 pt-1">
            <a href={SITE.facebookGroupUrl} target="_blank" rel="noopener noreferrer" aria-label="Dućan Facebook grupa" className="rounded-full bg-white/10 p-2 hover:bg-white/20">
              <FacebookIcon className="size-5 text-white" aria-hidden />
            </a>
            <a href={SITE.instagramUrl} target="_blank" rel="noopener noreferrer" aria-label="Dućan na Instagramu" className="rounded-full bg-white/10 p-2 hover:bg-white/20">
              <InstagramIcon className="size-5 text-white" aria-hidden />
            </a>
          </div>
        </div>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-7xl px-4 py-6 text-sm text-slate-400 sm:px-6 lg:px-8">{COPYRIGHT}</p>
      </div>
    </footer>
  );
}
