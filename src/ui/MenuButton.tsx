import './menuButton.css';
import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';

export interface MenuItem {
  label: string;
  onSelect: () => void;
  /** Shown but not chosen ('Follow pending'). */
  disabled?: boolean;
}

/**
 * A button that opens a menu (the WAI-ARIA menu button pattern): the menu
 * takes focus on its first item; arrow keys, Home and End move between
 * items; Escape closes it and gives focus back to the button; choosing an
 * item, Tab, a click elsewhere or a scroll closes it. The menu is a popover
 * in the page's top layer, placed under its button: a list's rows (moved by
 * transforms, clipped) never cover or cut it. `items` may be undefined while
 * what they depend on loads: the menu says it is loading.
 */
export function MenuButton(props: {
  /** The button's accessible name ("More on Bluesky"). */
  label: string;
  /** What the button shows (an icon); the label is its name. */
  children: ReactNode;
  items: readonly MenuItem[] | undefined;
  onOpenChange?: (open: boolean) => void;
  className?: string;
}) {
  const [open, setOpenState] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);
  const menuId = useId();
  const setOpen = (next: boolean) => {
    setOpenState(next);
    props.onOpenChange?.(next);
  };
  const itemsOf = () => [
    ...(menu.current?.querySelectorAll<HTMLButtonElement>('[role="menuitem"]') ?? []),
  ];
  const ready = props.items !== undefined;

  // Shown in the top layer, its right edge under the button's (within the window); above the
  // button when there is no room below it (a post near the window's bottom).
  useLayoutEffect(() => {
    const list = menu.current;
    const anchor = button.current;
    if (!open || !list || !anchor) return;
    if (!list.matches(':popover-open')) list.showPopover();
    const place = () => {
      const at = anchor.getBoundingClientRect();
      const width = list.offsetWidth;
      const height = list.offsetHeight;
      const below = at.bottom + 4;
      const fitsBelow = below + height <= window.innerHeight - 4;
      list.style.top = `${fitsBelow ? below : Math.max(4, at.top - height - 4)}px`;
      list.style.left = `${Math.max(4, Math.min(at.right - width, window.innerWidth - width - 4))}px`;
    };
    place();
    // A scroll moves the menu with its button (the page may shift under it: a row above
    // loading, the browser's scroll anchoring); it closes once the button leaves the window.
    const onScroll = () => {
      const at = anchor.getBoundingClientRect();
      if (at.bottom < 0 || at.top > window.innerHeight) setOpen(false);
      else place();
    };
    window.addEventListener('scroll', onScroll, { capture: true });
    window.addEventListener('resize', place);
    return () => {
      window.removeEventListener('scroll', onScroll, { capture: true });
      window.removeEventListener('resize', place);
    };
  });

  // The first item takes focus once the menu shows its items.
  useEffect(() => {
    if (open && ready) itemsOf()[0]?.focus({ preventScroll: true });
  }, [open, ready]);

  // A click anywhere else closes it.
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menu.current?.contains(target) && !button.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  });

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };

  const onKeyDown = (event: React.KeyboardEvent) => {
    const items = itemsOf();
    const at = items.indexOf(document.activeElement as HTMLButtonElement);
    const move = (to: number) =>
      items[(to + items.length) % items.length]?.focus({ preventScroll: true });
    switch (event.key) {
      case 'ArrowDown':
        move(at + 1);
        break;
      case 'ArrowUp':
        move(at - 1);
        break;
      case 'Home':
        move(0);
        break;
      case 'End':
        move(items.length - 1);
        break;
      case 'Escape':
        close(true);
        break;
      case 'Tab':
        close(false);
        return;
      default:
        return;
    }
    event.preventDefault();
  };

  return (
    <span className={`menu-button ${props.className ?? ''}`}>
      <button
        ref={button}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={props.label}
        title={props.label}
        onClick={() => setOpen(!open)}
      >
        {props.children}
      </button>
      {open && (
        <ul
          ref={menu}
          id={menuId}
          role="menu"
          popover="manual"
          aria-label={props.label}
          aria-busy={!ready}
          onKeyDown={onKeyDown}
        >
          {props.items === undefined ? (
            <li role="none" className="muted">
              Loading…
            </li>
          ) : (
            props.items.map((item) => (
              <li role="none" key={item.label}>
                <button
                  type="button"
                  role="menuitem"
                  aria-disabled={item.disabled}
                  onClick={() => {
                    if (item.disabled) return;
                    close(true);
                    item.onSelect();
                  }}
                >
                  {item.label}
                </button>
              </li>
            ))
          )}
        </ul>
      )}
    </span>
  );
}
