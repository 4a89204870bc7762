import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet';
import type { NavLink } from './nav-links';
import { START_NOW } from './nav-links';

interface MobileMenuProps {
  links: readonly NavLink[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus returns when the menu closes (the menu button). */
  onClosed: () => void;
}

const itemClasses = 'rounded-md px-3 py-3 text-base font-medium hover:bg-slate-100';

/** The small-screen menu: the header's links in a right-side sheet (loaded on first use). */
export default function MobileMenu({ links, open, onOpenChange, onClosed }: MobileMenuProps) {
  const close = () => onOpenChange(false);
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        aria-describedby="mobile-menu-description"
        data-testid="mobile-menu"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          onClosed();
        }}
      >
        <SheetTitle className="text-lg font-bold">Meni</SheetTitle>
        <SheetDescription id="mobile-menu-description" className="sr-only">
          Linkovi ka stranicama sajta
        </SheetDescription>
        <nav aria-label="Mobilna navigacija" className="mt-2 flex flex-col gap-1">
          {links.map((link) =>
            link.to.startsWith('#') ? (
              <a key={link.to} href={link.to} onClick={close} className={itemClasses}>
                {link.label}
              </a>
            ) : (
              <Link key={link.to} to={link.to} onClick={close} className={itemClasses}>
                {link.label}
              </Link>
            ),
          )}
          <Button asChild size="lg" className="mt-4">
            <Link to={START_NOW.to} onClick={close}>
              {START_NOW.label}
            </Link>
          </Button>
        </nav>
      </SheetContent>
    </Sheet>
  );
}
