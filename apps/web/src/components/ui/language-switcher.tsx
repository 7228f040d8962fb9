import { Group, UnstyledButton } from '@mantine/core';
import { LANGUAGES } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { changeLanguage, currentLanguage } from '../../i18n/i18n';
import { FLAGS } from './flags';
import classes from './language-switcher.module.css';

/** The three flag buttons; each is named in its own language and marks the current one as pressed. */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const active = i18n.resolvedLanguage ? currentLanguage() : 'pt-BR';
  return (
    <Group gap={6} role="group" aria-label={t('languages.label')} wrap="nowrap">
      {LANGUAGES.map((language) => {
        const Flag = FLAGS[language];
        const label = t(`languages.${language}`);
        return (
          <UnstyledButton
            key={language}
            className={classes.flag}
            aria-label={label}
            title={label}
            lang={language}
            aria-pressed={active === language}
            data-active={active === language || undefined}
            onClick={() => void changeLanguage(language)}
          >
            <Flag />
          </UnstyledButton>
        );
      })}
    </Group>
  );
}
