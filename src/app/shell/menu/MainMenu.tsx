import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { VisuallyHidden } from '../../../ui/visuallyHidden.ts';
import { useChromeTranslation } from '../chromeTexts.ts';
import { Control, ControlLink, List, Nav, SideRoom, SubList, Toggle } from './MainMenu.styles.ts';
import { isCurrent, type MenuLeaf, type MenuModel } from './menuModel.ts';

/**
 * The logged-in customer's menu (spec §2 "Menu component"; issue 17, decision 228): items in a
 * row or a column, sub-menus as disclosures (a button with `aria-expanded` showing a list; one
 * open at a time; Escape closes it and gives the focus back to its button; a click elsewhere
 * closes it), actions as links or the logout button. On a phone the whole menu is one more
 * disclosure behind a "Menu" button. Tab moves through it as through any list of links.
 * Issue 30: the current page's link says so (`aria-current="page"`, and the button of the
 * sub-menu holding it is marked too); a vertical menu is a side navigation on a wide screen;
 * following a link closes what was open.
 */
export function MainMenu({ menu, onLogout }: { menu: MenuModel; onLogout: () => void }) {
  const { t } = useChromeTranslation();
  const [open, setOpen] = useState<number | undefined>(undefined);
  const [shown, setShown] = useState(false);
  const nav = useRef<HTMLElement>(null);
  const id = useId();
  const vertical = menu.orientation === 'vertical';
  const { pathname } = useLocation();
  // Following a link closes what was open (adjusted while rendering, not in an effect).
  const [at, setAt] = useState(pathname);
  if (at !== pathname) {
    setAt(pathname);
    setShown(false);
    setOpen(undefined);
  }
  useEffect(() => {
    if (open === undefined) return;
    const outside = (event: PointerEvent) => {
      if (!(event.target instanceof Node) || !nav.current?.contains(event.target)) {
        setOpen(undefined);
      }
    };
    document.addEventListener('pointerdown', outside);
    return () => {
      document.removeEventListener('pointerdown', outside);
    };
  }, [open]);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || open === undefined) return;
    event.preventDefault();
    nav.current?.querySelector<HTMLElement>(`#${CSS.escape(`${id}-button-${open}`)}`)?.focus();
    setOpen(undefined);
  };
  return (
    <Nav ref={nav} aria-label={t('chrome.menu.label')} onKeyDown={onKeyDown} $vertical={vertical}>
      {vertical && <SideRoom />}
      <Toggle
        type="button"
        aria-expanded={shown}
        aria-controls={`${id}-list`}
        onClick={() => {
          setShown(!shown);
        }}
      >
        {t('chrome.menu.toggle')}
      </Toggle>
      <List id={`${id}-list`} $vertical={vertical} $open={shown}>
        {menu.entries.map((entry, index) => (
          <li key={index}>
            {entry.kind === 'group' ? (
              <>
                <Control
                  type="button"
                  id={`${id}-button-${index}`}
                  aria-expanded={open === index}
                  aria-controls={`${id}-group-${index}`}
                  data-holds-current={
                    entry.children.some((child) => isCurrent(child, pathname)) ? '' : undefined
                  }
                  onClick={() => {
                    setOpen(open === index ? undefined : index);
                  }}
                >
                  {entry.label}
                  <Chevron open={open === index} />
                </Control>
                <SubList id={`${id}-group-${index}`} hidden={open !== index} $vertical={vertical}>
                  {entry.children.map((child, childIndex) => (
                    <li key={childIndex}>
                      <Leaf entry={child} onLogout={onLogout} />
                    </li>
                  ))}
                </SubList>
              </>
            ) : (
              <Leaf entry={entry} onLogout={onLogout} />
            )}
          </li>
        ))}
      </List>
    </Nav>
  );
}

function Leaf({ entry, onLogout }: { entry: MenuLeaf; onLogout: () => void }) {
  const { t } = useChromeTranslation();
  const { pathname } = useLocation();
  if (entry.kind === 'logout') {
    return (
      <Control type="button" onClick={onLogout}>
        {entry.label}
      </Control>
    );
  }
  if (entry.newTab) {
    return (
      <ControlLink
        href={entry.to}
        target="_blank"
        rel="noopener noreferrer"
        aria-current={isCurrent(entry, pathname) ? 'page' : undefined}
      >
        {entry.label} <VisuallyHidden>{t('widgets.footer.newTab')}</VisuallyHidden>
      </ControlLink>
    );
  }
  return (
    <ControlLink as={NavLink} to={entry.to} end>
      {entry.label}
    </ControlLink>
  );
}

function Chevron({ open }: { open: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={16}
      height={16}
      aria-hidden="true"
      focusable="false"
      style={{ transform: open ? 'rotate(180deg)' : undefined }}
    >
      <path d="m6 9 6 6 6-6" stroke="currentColor" strokeWidth={2} fill="none" />
    </svg>
  );
}
