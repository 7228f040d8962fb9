import { Alert, Button, List, Stack, Text, Title } from '@mantine/core';
import { PROFILES } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import type { ProfileProblem } from '../session/auth-outcome';

/** The three dead ends of a sign-in: no profile, several profiles, a profile that is not the portal's. */
export function ProfileProblemScreen({ problem, onBack }: { problem: ProfileProblem; onBack: () => void }) {
  const { t } = useTranslation();
  const titleKey =
    problem.kind === 'no-profile'
      ? 'gateway.noProfileTitle'
      : problem.kind === 'several'
        ? 'gateway.severalTitle'
        : 'gateway.notFoundTitle';
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t(titleKey)}
      </Title>
      {problem.kind === 'no-profile' && (
        <Alert color="yellow" variant="light">
          {t('gateway.noProfileText')}
        </Alert>
      )}
      {problem.kind === 'several' && (
        <>
          <Alert color="yellow" variant="light">
            {t('gateway.severalText')}
          </Alert>
          <List aria-label={t('gateway.receivedProfiles')}>
            {problem.profiles.map((name) => (
              <List.Item key={name}>{name}</List.Item>
            ))}
          </List>
        </>
      )}
      {problem.kind === 'not-found' && (
        <>
          <Alert color="yellow" variant="light">
            {t('gateway.notFoundText')}
          </Alert>
          {problem.names.length > 0 && (
            <div>
              <Text fw={600} id="received-profiles">
                {t('gateway.receivedProfiles')}
              </Text>
              <List aria-labelledby="received-profiles">
                {problem.names.map((name) => (
                  <List.Item key={name}>{name}</List.Item>
                ))}
              </List>
            </div>
          )}
          <div>
            <Text fw={600} id="valid-profiles">
              {t('gateway.validProfiles')}
            </Text>
            <List aria-labelledby="valid-profiles">
              {PROFILES.map((profile) => (
                <List.Item key={profile.key}>{profile.name}</List.Item>
              ))}
            </List>
          </div>
        </>
      )}
      <Button variant="default" onClick={onBack}>
        {t('gateway.backToLogin')}
      </Button>
    </Stack>
  );
}
