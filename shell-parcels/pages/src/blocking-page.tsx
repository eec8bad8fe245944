import { useTranslation } from 'react-i18next';
import { PageFrame } from './page-frame';

/** One of the blocking pages of spec/shell.md section 4, by route name. */
export function BlockingPage({ name }: { readonly name: string }) {
  const { t } = useTranslation();
  const key = name.replace(/-/g, '_');
  return (
    <PageFrame kind={`blocking-${name}`} title={t(`blocking_${key}_title`)}>
      <p>{t(`blocking_${key}_text`)}</p>
    </PageFrame>
  );
}
