import { useTranslation } from 'react-i18next';
import type { SocialLink } from '@betshell/domain';

/**
 * The site's social links (spec/shell.md section 3): each opens the network in a new tab, its
 * icon from mediaFullPath, its label for screen readers and on hover, iconName its style.
 */
export function SocialLinks({ links }: { readonly links: readonly SocialLink[] }) {
  const { t } = useTranslation();
  if (links.length === 0) return null;
  return (
    <section className="bs-footer__social" aria-labelledby="bs-footer-social">
      <h2 id="bs-footer-social">{t('footer_group_social')}</h2>
      <ul>
        {links.map((link) => (
          <li key={`${link.name}:${link.link}`}>
            <a
              className={`bs-footer__social-link bs-footer__social-link--${link.iconName}`}
              href={link.link}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={link.label}
              title={link.label}
            >
              <img src={link.mediaFullPath} alt="" width={32} height={32} loading="lazy" />
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
