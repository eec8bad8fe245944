import type { Clock, TimeDisplay } from '@betshell/domain';
import { LIMIT_TYPE, type LimitType, type LimitsStore } from '@betshell/domain/limits';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@betshell/ui';
import { ExclusionSection } from './exclusion-section';
import { LimitRow } from './limit-row';
import { SelfAssessmentForm } from './self-assessment-form';
import { useNowSeconds } from './use-now-seconds';

export interface ResponsibleGamingProps {
  readonly limits: LimitsStore;
  readonly clock: Clock;
  /** The player's time zone and clock (the settings store), for the dates the page shows. */
  readonly settings: { readonly timeDisplay: TimeDisplay };
  /** A self-exclusion is in force: the page signs the player out (the server already ended it). */
  readonly onSelfExcluded: () => void;
}

/** One section per limit family (section 9), in the order a player reads them. */
const FAMILIES: readonly { readonly name: string; readonly types: readonly LimitType[] }[] = [
  { name: 'deposit', types: [LIMIT_TYPE.deposit24h, LIMIT_TYPE.deposit7d, LIMIT_TYPE.deposit30d] },
  {
    name: 'wagering',
    types: [LIMIT_TYPE.wageringDay, LIMIT_TYPE.wageringWeek, LIMIT_TYPE.wageringMonth],
  },
  { name: 'loss', types: [LIMIT_TYPE.lossDay, LIMIT_TYPE.lossWeek, LIMIT_TYPE.lossMonth] },
  { name: 'session', types: [LIMIT_TYPE.session] },
  { name: 'reality_check', types: [LIMIT_TYPE.realityCheck] },
];

/**
 * The office responsible-gaming page (office/responsible): the player's limits are asked for each
 * time the page mounts; every change goes through the limits store, whose answer (the spec's
 * success and error texts of section 8) shows above the sections.
 */
export const ResponsibleGaming = observer(function ResponsibleGaming({
  limits,
  clock,
  settings,
  onSelfExcluded,
}: ResponsibleGamingProps) {
  const { t } = useTranslation();
  const nowSeconds = useNowSeconds(clock);
  useEffect(() => {
    void limits.load();
  }, [limits]);

  const message = limits.message;
  const loaded = limits.available.length > 0;
  return (
    <section className="bs-responsible-gaming">
      <h1>{t('responsible_gaming_title')}</h1>
      {message !== null && (
        <p role="status" className="bs-responsible-gaming__message">
          {'text' in message ? message.text : t(message.key)}
        </p>
      )}
      {!loaded && limits.busy && (
        <p role="status" aria-busy="true">
          {t('responsible_gaming_loading')}
        </p>
      )}
      {!loaded && !limits.busy && (
        <Button onClick={() => void limits.load()}>{t('responsible_gaming_retry')}</Button>
      )}
      {loaded && (
        <>
          {limits.questions.length > 0 && <SelfAssessmentForm limits={limits} />}
          {FAMILIES.map((family) => (
            <section
              key={family.name}
              className="bs-responsible-gaming__section"
              data-family={family.name}
            >
              <h2>{t(`responsible_gaming_${family.name}_title`)}</h2>
              {family.types.map((type) => (
                <LimitRow key={type} limits={limits} type={type} nowSeconds={nowSeconds} />
              ))}
            </section>
          ))}
          <ExclusionSection
            limits={limits}
            type={LIMIT_TYPE.depositTimeout}
            nowSeconds={nowSeconds}
            settings={settings}
          />
          <ExclusionSection
            limits={limits}
            type={LIMIT_TYPE.selfExclusion}
            nowSeconds={nowSeconds}
            settings={settings}
            onExcluded={onSelfExcluded}
          />
        </>
      )}
    </section>
  );
});
