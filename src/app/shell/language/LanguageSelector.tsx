import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { focusRing } from '../../../ui/buttons.ts';
import { VisuallyHidden } from '../../../ui/visuallyHidden.ts';
import { flagOf, ownName, shippedFlags } from './languageNames.ts';

const Box = styled.div`
  position: relative;
`;

const choice = `
  display: flex;
  align-items: center;
  gap: 8px;
  min-height: 44px;
  min-width: 44px;
  padding: 0 12px;
  border-radius: 8px;
  font: inherit;
  color: var(--q-text, #1f2933);
  cursor: pointer;
`;

const Toggle = styled.button`
  ${choice}
  border: 1px solid var(--q-text-muted, #52606d);
  background: var(--q-surface, #fff);
  ${focusRing}
  &::after {
    content: '';
    width: 6px;
    height: 6px;
    margin: 0 2px 3px 4px;
    border: solid currentColor;
    border-width: 0 2px 2px 0;
    transform: rotate(45deg);
  }
  &[aria-expanded='true']::after {
    margin: 3px 2px 0 4px;
    transform: rotate(-135deg);
  }
`;

// An overlay below the button: opening it moves nothing on the page (no layout shift).
const Panel = styled.div`
  position: absolute;
  right: 0;
  top: calc(100% + 4px);
  z-index: 20;
  min-width: 200px;
  max-width: min(280px, 90vw);
  padding: 4px;
  border-radius: 8px;
  background: var(--q-surface, #fff);
  box-shadow:
    0 4px 16px rgb(16 24 40 / 18%),
    0 0 0 1px rgb(16 24 40 / 8%);
  &[hidden] {
    display: none;
  }
`;

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Option = styled.button`
  ${choice}
  width: 100%;
  border: 0;
  background: none;
  text-align: start;
  ${focusRing}
  &:hover {
    background: rgb(16 24 40 / 6%);
  }
  &[aria-current='true'] {
    font-weight: 700;
  }
`;

const Flag = styled.img`
  width: 24px;
  height: 16px;
  flex: none;
  border-radius: 2px;
  box-shadow: 0 0 0 1px rgb(16 24 40 / 15%);
  object-fit: cover;
`;

const Problem = styled.p`
  margin: 4px 0 0;
  padding: 8px 12px;
  border-radius: 6px;
  color: #fff;
  background: var(--q-danger, #b3261e);
`;

/** A flag is decoration: the language's name beside it says what it is. */
function FlagOf({ locale }: { locale: string }) {
  const flag = flagOf(locale);
  if (!shippedFlags.has(flag)) return null;
  return <Flag src={`/flags/${flag}.svg`} alt="" width={24} height={16} />;
}

/**
 * The language selector (spec §1, issue 17): a disclosure button with the current language's
 * flag and name, and the host's languages below it, each named in its own language. Choosing
 * one loads the host's catalogue of it and switches the page in place (`switchLanguage`, a chunk
 * fetched on the first choice); Escape or a click elsewhere closes the list. The header shows
 * it only when the host offers more than one language.
 */
export function LanguageSelector({ locales }: { locales: readonly string[] }) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState<string>();
  const [failed, setFailed] = useState(false);
  const listId = useId();
  const box = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const current = locales.includes(i18n.language) ? i18n.language : (locales[0] ?? 'it');

  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      if (!(event.target instanceof Node) || !box.current?.contains(event.target)) setOpen(false);
    };
    const escape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('keydown', escape);
    };
  }, [open]);

  const choose = async (locale: string) => {
    setFailed(false);
    if (locale !== i18n.language) {
      setPending(locale);
      const { switchLanguage } = await import('./switchLanguage.ts');
      const switched = await switchLanguage(i18n, locale).catch(() => false);
      setPending(undefined);
      if (!switched) {
        setFailed(true);
        return;
      }
    }
    setOpen(false);
    toggle.current?.focus();
  };

  return (
    <Box ref={box}>
      <Toggle
        ref={toggle}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => {
          setFailed(false);
          setOpen((shown) => !shown);
        }}
      >
        <FlagOf locale={current} />
        <VisuallyHidden>{t('languages.label')}</VisuallyHidden>{' '}
        <span lang={current}>{ownName(current)}</span>
      </Toggle>
      <Panel id={listId} hidden={!open}>
        <List aria-label={t('languages.choose')}>
          {locales.map((locale) => (
            <li key={locale}>
              <Option
                type="button"
                lang={locale}
                aria-current={locale === current ? 'true' : undefined}
                aria-busy={pending === locale}
                disabled={pending !== undefined}
                onClick={() => {
                  void choose(locale);
                }}
              >
                <FlagOf locale={locale} />
                {ownName(locale)}
              </Option>
            </li>
          ))}
        </List>
        {failed && <Problem role="alert">{t('languages.failed')}</Problem>}
      </Panel>
    </Box>
  );
}
