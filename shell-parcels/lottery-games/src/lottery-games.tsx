import type { RootStore } from '@betshell/domain';
import { SectionNav } from '@betshell/ui';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { LotteryGamesHost } from './lottery-games-host';
import { LottoPages } from './lotto-pages';
import { TotoPages } from './toto-pages';

export interface LotteryGamesProps {
  readonly stores: Pick<RootStore, 'navigation'>;
  readonly host: LotteryGamesHost;
}

const TOTO_NAV = [
  ['', 'lottery_toto_nav_draw'],
  ['/next', 'lottery_toto_nav_next'],
  ['/coupons', 'lottery_toto_nav_coupons'],
  ['/draws', 'lottery_toto_nav_draws'],
  ['/non-winning', 'lottery_toto_nav_non_winning'],
  ['/betting-alphabet', 'lottery_toto_nav_alphabet'],
  ['/betting-calculator', 'lottery_toto_nav_calculator'],
] as const;

/** The page of the settled route: toto with its section, or lotto with its section and lottery. */
export const LotteryGames = observer(function LotteryGames({ stores, host }: LotteryGamesProps) {
  const { t } = useTranslation();
  const page = stores.navigation.page;
  if (page?.kind !== 'route') return null;
  const base = `/${host.language}`;
  if (page.name === 'toto') {
    const section = page.params['totoSection'] ?? '';
    const current = section === 'draw' ? '' : section === '' ? '' : `/${section}`;
    return (
      <section className="bs-lottery" data-page="toto">
        <h1>{t('lottery_toto_title')}</h1>
        <SectionNav
          label={t('lottery_toto_title')}
          onNavigate={host.navigate}
          links={TOTO_NAV.map(([path, key]) => ({
            href: `${base}/toto${path}`,
            text: t(key),
            current: path === current,
          }))}
        />
        <TotoPages section={section} host={host} />
      </section>
    );
  }
  if (page.name === 'lotto') {
    const section = page.params['sectionName'] ?? 'catalog';
    const lottoId = Number(page.params['lottoId'] ?? Number.NaN);
    return (
      <section className="bs-lottery" data-page="lotto">
        <h1>{t('lottery_lotto_title')}</h1>
        <SectionNav
          label={t('lottery_lotto_title')}
          onNavigate={host.navigate}
          links={[
            {
              href: `${base}/lotto`,
              text: t('lottery_lotto_nav_catalog'),
              current: section === 'catalog',
            },
          ]}
        />
        <LottoPages section={section} lottoId={lottoId} host={host} />
      </section>
    );
  }
  return null;
});
