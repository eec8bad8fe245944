import type { RouteArea } from '@betshell/domain';
import { useTranslation } from 'react-i18next';
import { PageFrame } from './page-frame';

export interface AreaPageProps {
  readonly area: RouteArea;
  readonly route: string;
  readonly params: Readonly<Record<string, string>>;
}

/**
 * A page of an area whose app is not built yet (README, "What it does today"): it names the area
 * and shows what the route table read from the address, so every route can be reached and checked
 * now.
 */
export function AreaPage({ area, route, params }: AreaPageProps) {
  const { t } = useTranslation();
  const entries = Object.entries(params);
  return (
    <PageFrame kind={`area-${area}`} title={t(`area_${area}`)}>
      <p>{t('area_not_built_text')}</p>
      <dl className="bs-page__params" aria-label={t('page_parameters')}>
        <dt>{t('page_route')}</dt>
        <dd>
          <code>{route}</code>
        </dd>
        {entries.map(([name, value]) => (
          <div key={name} className="bs-page__param">
            <dt>
              <code>{name}</code>
            </dt>
            <dd>
              <code>{value}</code>
            </dd>
          </div>
        ))}
      </dl>
    </PageFrame>
  );
}
