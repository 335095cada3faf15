import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { templateNames } from '../templates.ts';

/** `/preview`: the built templates, each a link to its preview, for configurators. */
export function TemplateList() {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('preview.title')}>
      <h1>{t('preview.title')}</h1>
      <ul>
        {templateNames.map((name) => (
          <li key={name}>
            <Link to={`/preview/${name}`}>{name}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
