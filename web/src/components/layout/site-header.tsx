import { Menu } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, NavLink as RouterNavLink, useMatches } from 'react-router';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { Logo } from './logo';
import { HEADER_LINKS, START_NOW, type LayoutHandle, type NavLink } from './nav-links';

const loadMobileMenu = () => import('./mobile-menu');
const MobileMenu = lazy(loadMobileMenu);

function useNavAnchors(): readonly NavLink[] {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index].handle as LayoutHandle | undefined;
    if (handle?.navAnchors) return handle.navAnchors;
  }
  return [];
}

const linkClasses = 'rounded-md px-3 py-2 text-sm font-medium text-slate-700 transition-colors hover:bg-slate-100 hover:text-ink';

export function SiteHeader() {
  const anchors = useNavAnchors();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuUsed, setMenuUsed] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const links = [...anchors, ...HEADER_LINKS];

  // The menu's code is fetched when the browser is idle, so the first tap opens it at once.
  useEffect(() => {
    if (typeof window.requestIdleCallback !== 'function') return;
    const handle = window.requestIdleCallback(() => void loadMobileMenu(), { timeout: 4000 });
    return () => window.cancelIdleCallback(handle);
  }, []);

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200/80 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/75">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Link to="/" className="rounded-md" aria-label="Dućan — početna strana">
          <Logo />
        </Link>
        <nav aria-label="Glavna navigacija" className="hidden items-center gap-1 lg:flex">
          {links.map((link) =>
            link.to.startsWith('#') ? (
              <a key={link.to} href={link.to} className={linkClasses}>
                {link.label}
              </a>
            ) : (
              <RouterNavLink key={link.to} to={link.to} className={({ isActive }) => cn(linkClasses, isActive && 'text-brand-800')}>
                {link.label}
              </RouterNavLink>
            ),
          )}
          <Button asChild className="ml-2">
            <Link to={START_NOW.to}>{START_NOW.label}</Link>
          </Button>
        </nav>
        <Button
          ref={menuButton}
          variant="ghost"
          size="icon"
          className="lg:hidden"
          aria-label="Otvori meni"
          aria-haspopup="dialog"
          aria-expanded={menuOpen}
          onClick={() => {
            setMenuUsed(true);
            setMenuOpen(true);
          }}
        >
          <Menu className="size-6" aria-hidden />
        </Button>
        {menuUsed ? (
          <Suspense fallback={null}>
            <MobileMenu links={links} open={menuOpen} onOpenChange={setMenuOpen} onClosed={() => menuButton.current?.focus()} />
          </Suspense>
        ) : null}
      </div>
    </header>
  );
}
