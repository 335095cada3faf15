import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useTemplateNames } from '../templates.ts';

/** `/preview`: the templates this host serves, each a link to its preview, for configurators. */
export function TemplateList() {
  const { t } = useTranslation();
  const names = useTemplateNames();
  return (
    <nav aria-label={t('preview.title')} aria-busy={names === undefined}>
      <h1>{t('preview.title')}</h1>
      <ul>
        {(names ?? []).map((name) => (
          <li key={name}>
            <Link to={`/preview/${name}`}>{name}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
