import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { headTagsForPath, type HeadTag } from '@ducan/contracts/site-metadata';

/** The origin the server used for canonical URLs (PUBLIC_URL), else the page's own. */
function canonicalOrigin(): string {
  const canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (canonical?.href) {
    try {
      return new URL(canonical.href).origin;
    } catch {
      // fall through to the page's origin
    }
  }
  return window.location.origin;
}

function createElement(tag: HeadTag): HTMLElement {
  const element = document.createElement(tag.tag);
  for (const [name, value] of Object.entries(tag.attributes)) element.setAttribute(name, value);
  element.setAttribute('data-page-meta', '');
  if (tag.content !== undefined) element.textContent = tag.content;
  return element;
}

/** Applies a route's metadata in the browser after client-side navigation (the server sends it on first load). */
export function applyHeadTags(tags: readonly HeadTag[]): void {
  document.head.querySelectorAll('[data-page-meta], title, meta[name="description"]').forEach((element) => element.remove());
  for (const tag of tags) document.head.appendChild(createElement(tag));
}

export function RouteMetadata() {
  const { pathname } = useLocation();
  useEffect(() => {
    applyHeadTags(headTagsForPath(pathname, canonicalOrigin()));
  }, [pathname]);
  return null;
}
