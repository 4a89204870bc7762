import { Menu } from 'lucide-react';
import { useState } from 'react';
import { Link, NavLink as RouterNavLink, useMatches } from 'react-router';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from '@/components/ui/sheet';
import { cn } from '@/lib/utils';
import { Logo } from './logo';
import { HEADER_LINKS, START_NOW, type LayoutHandle, type NavLink } from './nav-links';

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
  const links = [...anchors, ...HEADER_LINKS];

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
        <Sheet open={menuOpen} onOpenChange={setMenuOpen}>
          <SheetTrigger asChild>
            <Button variant="ghost" size="icon" className="lg:hidden" aria-label="Otvori meni">
              <Menu className="size-6" aria-hidden />
            </Button>
          </SheetTrigger>
          <SheetContent aria-describedby="mobile-menu-description" data-testid="mobile-menu">
            <SheetTitle className="text-lg font-bold">Meni</SheetTitle>
            <SheetDescription id="mobile-menu-description" className="sr-only">
              Linkovi ka stranicama sajta
            </SheetDescription>
            <nav aria-label="Mobilna navigacija" className="mt-2 flex flex-col gap-1">
              {links.map((link) =>
                link.to.startsWith('#') ? (
                  <a key={link.to} href={link.to} onClick={() => setMenuOpen(false)} className="rounded-md px-3 py-3 text-base font-medium hover:bg-slate-100">
                    {link.label}
                  </a>
                ) : (
                  <Link key={link.to} to={link.to} onClick={() => setMenuOpen(false)} className="rounded-md px-3 py-3 text-base font-medium hover:bg-slate-100">
                    {link.label}
                  </Link>
                ),
              )}
              <Button asChild size="lg" className="mt-4">
                <Link to={START_NOW.to} onClick={() => setMenuOpen(false)}>
                  {START_NOW.label}
                </Link>
              </Button>
            </nav>
          </SheetContent>
        </Sheet>
      </div>
    </header>
  );
}
